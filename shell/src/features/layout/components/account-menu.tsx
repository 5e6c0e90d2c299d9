import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import type { User } from '@wattle/shared';
import { ChevronDownIcon, UserIcon } from '@wattle/shared/icons';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../lib/nav-links';

export interface AccountMenuProps {
  user: User | undefined;
  items: readonly NavItem[];
  onLogout: () => void;
}

/**
 * The account menu of the signed-in header (docs/product/screens.md#account-menu): the
 * person's name on a wide screen, an icon (a finger's size on a phone) on a narrower one.
 */
export function AccountMenu({ user, items, onLogout }: AccountMenuProps) {
  const name = user ? (user.preferredName ?? user.firstName) : 'Account';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="white"
          size={{ base: 'lg', md: 'md' }}
          px={{ base: '2.5', lg: '4' }}
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          aria-label={`Account menu for ${name}`}
        >
          <UserIcon boxSize="5" display={{ base: 'inline', lg: 'none' }} />
          <Box as="span" display={{ base: 'none', lg: 'inline' }} maxW="40" truncate>
            {name}
          </Box>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.to} value={item.to} minH="11" asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
            {items.length > 0 && <Menu.Separator />}
            <Menu.Item value="logout" minH="11" onSelect={onLogout}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
