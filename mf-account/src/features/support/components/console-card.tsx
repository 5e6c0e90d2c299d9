import { Button, Card, Heading, HStack, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One section of the console: a titled card. */
export function ConsoleCard({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" minW="0">
      <Card.Header>
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * One line of a list inside a card: what, and its details under it. The title is a block, not
 * a paragraph: a `ConsoleRowTitle` lays out boxes inside it.
 */
export function ConsoleRow({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <Stack as="li" gap="0.5" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text as="div" fontWeight="medium" wordBreak="break-word">
        {title}
      </Text>
      {detail && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

export function ConsoleList({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (children.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {children}
    </Stack>
  );
}

/** A row's title line: what the row is on the left, the staff's actions (if any) on the right. */
export function ConsoleRowTitle({
  children,
  actions,
}: {
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <HStack justify="space-between" gap="2" wrap="wrap">
      {children}
      {actions && <HStack gap="2">{actions}</HStack>}
    </HStack>
  );
}

/**
 * A small outlined button that acts on one row. `label` names the row as well as the action,
 * for a screen reader that reads the button alone; `danger` marks one that takes something away.
 */
export function RowAction({
  label,
  danger = false,
  ...button
}: Omit<ButtonProps, 'aria-label' | 'colorPalette' | 'variant'> & {
  label: string;
  danger?: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      {...(danger ? { colorPalette: 'red' } : {})}
      aria-label={label}
      {...button}
    />
  );
}
