import { Badge, Box, Flex, Link } from '@chakra-ui/react';
import { getRuntimeConfig, tapTargetStyle, useDeferredSignIn, useSession } from '@wattle/shared';
import { SANDBOX_MARKER_ATTRIBUTE } from '@wattle/shared/boot';
import { Link as RouterLink } from 'react-router-dom';
import { useScrolled } from '../hooks/use-scrolled';
import { PublicHeaderNav } from './public-header-nav';
import { SignedInHeaderNav } from './signed-in-header-nav';
import { WattleLogo } from './wattle-logo';

/**
 * The signed-in header when a user exists, otherwise the public one; solid once
 * the page scrolls, dimmed in maintenance.
 */
export function SiteHeader({ maintenance }: { maintenance: boolean }) {
  // The signed-in links mount in a background render once the user has loaded, so loading
  // the user does not hold up the page's first render.
  const status = useDeferredSignIn(useSession().status);
  const scrolled = useScrolled();
  const signedIn = status === 'authenticated';
  const { sandbox } = getRuntimeConfig().features;
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg={scrolled ? 'eucalypt.900' : 'eucalypt.800'}
      boxShadow={scrolled ? 'lg' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s"
      color="white"
      px={{ base: '4', md: '8' }}
      py="3"
      opacity={maintenance ? 0.6 : 1}
      data-scrolled={scrolled}
      data-variant={signedIn ? 'signed-in' : 'public'}
      data-analytics-location="header"
    >
      <Flex align="center" gap={{ base: '3', md: '8' }} maxW="7xl" mx="auto" minH="10">
        <Flex align="center" gap="2">
          {maintenance ? (
            <WattleLogo />
          ) : (
            <Link asChild color="white" aria-label="Wattle home" css={tapTargetStyle}>
              <RouterLink to="/">
                <WattleLogo />
              </RouterLink>
            </Link>
          )}
          {sandbox && (
            <Badge
              {...{ [SANDBOX_MARKER_ATTRIBUTE]: '' }}
              bg="orange.200"
              color="orange.950"
              size="sm"
              title="Sandbox providers: no real money moves"
            >
              Sandbox
            </Badge>
          )}
        </Flex>
        {/* While the user loads, neither: a returning customer should not see Log in flash. */}
        {signedIn && <SignedInHeaderNav />}
        {!signedIn && status !== 'loading' && <PublicHeaderNav maintenance={maintenance} />}
      </Flex>
    </Box>
  );
}
