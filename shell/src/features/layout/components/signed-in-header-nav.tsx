import { Button, HStack } from '@chakra-ui/react';
import { useSession } from '@wattle/shared';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLogout } from '@/lib/session/use-session-controller';
import { useSignedInNav } from '../hooks/use-signed-in-nav';
import { currentPlace, DEPOSIT_FUNDS_PATH } from '../lib/nav-links';
import { AccountMenu } from './account-menu';
import { HeaderLink } from './header-link';
import { NotificationBell } from './notification-bell';

/**
 * The signed-in header (docs/product/screens.md#signed-in-header): the places from the
 * tablet's width (a phone has them in its tab bar), the bell, Deposit funds on a wide screen,
 * and the account menu.
 */
export function SignedInHeaderNav() {
  const session = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const { links, places, menu, customer } = useSignedInNav();
  const current = currentPlace(pathname, places);
  return (
    <>
      <HStack
        as="nav"
        aria-label="Main"
        gap={{ md: '4', lg: '6' }}
        // A phone has a customer's places in its tab bar; staff's one link fits any header.
        display={customer ? { base: 'none', md: 'flex' } : 'flex'}
      >
        {links.map((link) => (
          <HeaderLink key={link.to} item={link} current={link === current} />
        ))}
      </HStack>
      <HStack ms="auto" gap="2">
        {customer && <NotificationBell />}
        {customer && (
          <Button asChild colorPalette="brand" display={{ base: 'none', lg: 'inline-flex' }}>
            <RouterLink to={DEPOSIT_FUNDS_PATH}>Deposit funds</RouterLink>
          </Button>
        )}
        <AccountMenu user={session.user} items={menu} onLogout={() => void logout()} />
      </HStack>
    </>
  );
}
