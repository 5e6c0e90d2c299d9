import { Button, Menu, Portal } from '@chakra-ui/react';
import type { User } from '@wattle/shared';
import { ChevronDownIcon } from '@wattle/shared/icons';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../lib/nav-links';

export interface AccountMenuProps {
  user: User | undefined;
  items: readonly NavItem[];
  onLogout: () => void;
}

/** The account menu of the signed-in header (docs/product/screens.md#account-menu). */
export function AccountMenu({ user, items, onLogout }: AccountMenuProps) {
  const name = user ? (user.preferredName ?? user.firstName) : 'Account';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          aria-label={`Account menu for ${name}`}
        >
          {name}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={onLogout}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
