import { CloseButton, Drawer, Portal, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WattleModal } from './wattle-modal.js';

export interface WattleSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * Once the close transition has ended and focus is back where it was: the moment to open a
   * dialog the sheet led to (opened earlier, the returning focus would dismiss it).
   */
  onExitComplete?: () => void;
}

/**
 * A short panel of choices about one thing (docs/product/screens.md#sheets): a sheet from the
 * bottom of a phone, in reach of the thumb, and a modal on wider screens. Like every modal it
 * has a close X and closes on Escape or a tap outside.
 */
export function WattleSheet({ open, onClose, title, children, onExitComplete }: WattleSheetProps) {
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  if (!phone) {
    return (
      <WattleModal open={open} onClose={onClose} title={title} onExitComplete={onExitComplete}>
        {children}
      </WattleModal>
    );
  }
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="bottom"
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            borderTopRadius="l3"
            maxH="85dvh"
            // Clear of the phone's home indicator.
            pb="env(safe-area-inset-bottom)"
          >
            <Drawer.Header pe="14">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
