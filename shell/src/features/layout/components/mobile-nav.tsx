import { CloseButton, Drawer, IconButton, Portal, Separator, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { MenuIcon } from '@/components/icons';
import type { NavItem } from '../lib/nav-links';
import { HeaderLink } from './header-link';

export interface MobileNavProps {
  /** Groups of links, separated by a rule. */
  groups: readonly (readonly NavItem[])[];
  disabled?: boolean;
  /** Buttons at the bottom; each gets a `close` to call once it has acted. */
  actions: (close: () => void) => ReactNode;
}

/** Below the desktop breakpoint the header's links live in a drawer. */
export function MobileNav({ groups, disabled = false, actions }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Open menu"
          variant="ghost"
          color="white"
          fontSize="xl"
          _hover={{ bg: 'whiteAlpha.200' }}
          disabled={disabled}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            bg="eucalypt.900"
            color="white"
            maxW="xs"
            data-analytics-location="mobile_menu"
          >
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Menu" gap="1">
                {groups.map((group, index) => (
                  <Stack key={group.map((item) => item.to).join()} gap="1">
                    {index > 0 && <Separator borderColor="whiteAlpha.300" my="2" />}
                    {group.map((item) => (
                      <HeaderLink
                        key={item.to}
                        item={item}
                        disabled={disabled}
                        onNavigate={close}
                      />
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
              {actions(close)}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton
                size="sm"
                color="white"
                aria-label="Close menu"
                _hover={{ bg: 'whiteAlpha.200' }}
              />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
