import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface WattleModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shows '< Back' in the header when a step can go back. */
  onBack?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Once the close transition has ended (and focus is back where it was). */
  onExitComplete?: () => void;
}

/**
 * Every modal (docs/product/screens.md#modals): a close X, an optional '< Back', full-screen on
 * small screens, and a 0.2 s close transition.
 */
export function WattleModal({
  open,
  onClose,
  title,
  onBack,
  children,
  footer,
  onExitComplete,
}: WattleModalProps) {
  return (
    <Dialog.Root
      onExitComplete={onExitComplete}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            animationDuration="0.2s"
            // The `full` size's height and square corners would otherwise stay on wide screens.
            minH={{ base: '100dvh', sm: 'auto' }}
            borderRadius={{ base: '0', sm: 'l3' }}
          >
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="12">
              {onBack && (
                <Button variant="plain" size="sm" px="0" onClick={onBack}>
                  &lt; Back
                </Button>
              )}
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
