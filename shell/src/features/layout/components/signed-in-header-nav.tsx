import { Button, HStack } from '@chakra-ui/react';
import { isVerified, roleAtLeast, useSession } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from '@/lib/session/use-session-controller';
import { accountLinks, DEPOSIT_FUNDS_PATH, signedInLinks } from '../lib/nav-links';
import { AccountMenu } from './account-menu';
import { HeaderLink } from './header-link';
import { MobileNav } from './mobile-nav';
import { NotificationBell } from './notification-bell';

/**
 * The signed-in header (docs/product/screens.md#signed-in-header): links, bell, Deposit funds
 * and the account menu.
 */
export function SignedInHeaderNav() {
  const session = useSession();
  const logout = useLogout();
  const links = signedInLinks(session.can('BUY'));
  // Until the user has loaded, assume verified: a Verification item that flashes is worse.
  const menu = accountLinks(
    session.user ? isVerified(session.user) : true,
    session.user ? roleAtLeast(session.user.role, 'support_lv1') : false,
  );
  const deposit = (close: () => void) => (
    <Button asChild colorPalette="brand">
      <RouterLink to={DEPOSIT_FUNDS_PATH} onClick={close}>
        Deposit funds
      </RouterLink>
    </Button>
  );
  return (
    <>
      <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', lg: 'flex' }}>
        {links.map((item) => (
          <HeaderLink key={item.to} item={item} />
        ))}
      </HStack>
      <HStack ms="auto" gap="2">
        <NotificationBell />
        <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
          {deposit(() => undefined)}
          <AccountMenu user={session.user} items={menu} onLogout={() => void logout()} />
        </HStack>
        <HStack display={{ base: 'flex', lg: 'none' }}>
          <MobileNav
            groups={[links, menu]}
            actions={(close) => (
              <>
                {deposit(close)}
                <Button
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.600"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  Log out
                </Button>
              </>
            )}
          />
        </HStack>
      </HStack>
    </>
  );
}
