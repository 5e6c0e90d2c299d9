import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PUBLIC_LINKS } from '../lib/nav-links';
import { HeaderLink } from './header-link';
import { MobileNav } from './mobile-nav';

/** In the menu, on a phone, a button a finger finds (44 px); the usual size beside the links. */
const TAP_SIZE = { base: 'lg', lg: 'md' } as const;

/**
 * The public header (docs/product/screens.md#public-header): the visitor's places, and Log in
 * and Sign up; below a wide screen all of them in the menu. In maintenance its links and
 * buttons are disabled.
 */
export function PublicHeaderNav({ maintenance }: { maintenance: boolean }) {
  const authButtons = (close: () => void) => (
    <>
      <Button
        asChild={!maintenance}
        disabled={maintenance}
        size={TAP_SIZE}
        variant="outline"
        color="white"
        borderColor="whiteAlpha.600"
        _hover={{ bg: 'whiteAlpha.200' }}
      >
        {maintenance ? (
          'Log in'
        ) : (
          <RouterLink to="/login" onClick={close}>
            Log in
          </RouterLink>
        )}
      </Button>
      <Button asChild={!maintenance} disabled={maintenance} size={TAP_SIZE} colorPalette="brand">
        {maintenance ? (
          'Sign up'
        ) : (
          <RouterLink to="/signup" onClick={close}>
            Sign up
          </RouterLink>
        )}
      </Button>
    </>
  );
  return (
    <>
      <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', lg: 'flex' }}>
        {PUBLIC_LINKS.map((item) => (
          <HeaderLink key={item.to} item={item} disabled={maintenance} />
        ))}
      </HStack>
      <HStack ms="auto" gap="3" display={{ base: 'none', lg: 'flex' }}>
        {authButtons(() => undefined)}
      </HStack>
      <HStack ms="auto" display={{ base: 'flex', lg: 'none' }}>
        <MobileNav groups={[PUBLIC_LINKS]} disabled={maintenance} actions={authButtons} />
      </HStack>
    </>
  );
}
