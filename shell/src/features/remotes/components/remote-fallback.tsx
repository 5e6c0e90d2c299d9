import { Button, Card, Center, Text } from '@chakra-ui/react';
import type { RemoteName } from '@wattle/shared';

const SECTION_LABELS: Record<RemoteName, string> = {
  marketing: 'This page',
  trading: 'Trading',
  account: 'Your account',
  history: 'Transaction history',
};

/**
 * Shown in place of one remote that will not load; the rest of Wattle keeps working. `reason`
 * says why when the shell refused to run it (a release built for other shared libraries).
 */
export function RemoteFallback({
  remote,
  reason,
  onRetry,
}: {
  remote: RemoteName;
  reason?: string;
  onRetry: () => void;
}) {
  return (
    <Center py="16" px="4">
      <Card.Root maxW="md" w="full" role="alert" data-testid={`remote-fallback-${remote}`}>
        <Card.Body gap="3">
          <Card.Title>{SECTION_LABELS[remote]} is unavailable right now</Card.Title>
          {reason ? (
            <Text color="fg.muted" data-testid={`remote-skew-${remote}`}>
              {reason} Your money and orders are safe; this part of Wattle is back once the two are
              released together.
            </Text>
          ) : (
            <Text color="fg.muted">
              We could not load this part of Wattle. Your money and orders are safe. Try again in a
              moment.
            </Text>
          )}
        </Card.Body>
        <Card.Footer>
          <Button colorPalette="brand" onClick={onRetry}>
            Retry
          </Button>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
