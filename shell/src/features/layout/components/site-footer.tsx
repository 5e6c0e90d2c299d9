import { Box, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRuntimeConfig, SYDNEY_TIME_ZONE, tapTargetStyle } from '@wattle/shared';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SubscribeForm } from './subscribe-form';
import { WattleLogo } from './wattle-logo';

/** The footer's copyright year: the current one, on Sydney's clock. */
export function copyrightYear(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY_TIME_ZONE, year: 'numeric' }).format(
    now,
  );
}

/**
 * The footer's links (docs/product/screens.md#footer). Fees, Security and FAQs are pages of
 * their own (mf-marketing).
 */
const COLUMNS = [
  {
    heading: 'Wattle',
    links: [
      { to: '/about', label: 'About' },
      { to: '/fees', label: 'Fees' },
      { to: '/security', label: 'Security' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/contact-us', label: 'Support' },
    ],
  },
  {
    heading: 'Markets',
    links: [
      { to: '/buy', label: 'Buy crypto' },
      { to: '/buy/bitcoin', label: 'Buy Bitcoin' },
      { to: '/exchange-rates', label: 'Exchange rates' },
      { to: '/marketplace', label: 'Marketplace' },
      { to: '/top-100', label: 'Top 100' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: '/learn', label: 'Learn' },
      { to: '/blog', label: 'Blog' },
      { to: '/terms-of-use', label: 'Terms of use' },
      { to: '/privacy-policy', label: 'Privacy policy' },
    ],
  },
];

/**
 * The footer. Memoised: it reads nothing but `maintenance`, and the frame around it
 * re-renders as the route and the session change, which on a phone is a long task each time.
 */
export const SiteFooter = memo(function SiteFooter({ maintenance }: { maintenance: boolean }) {
  const { company } = getRuntimeConfig();
  return (
    <Box as="footer" bg="eucalypt.950" color="white" px={{ base: '4', md: '8' }} py="10" mt="auto">
      <Flex maxW="7xl" mx="auto" gap="10" direction={{ base: 'column', lg: 'row' }}>
        <Stack gap="4" maxW={{ lg: 'sm' }} flex="1">
          <WattleLogo />
          <Text color="eucalypt.100">
            Buy, sell and swap crypto with Australian dollars. Low fees, local support.
          </Text>
          <SubscribeForm disabled={maintenance} />
        </Stack>
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="8" flex="2">
          {COLUMNS.map((column) => (
            <Stack
              key={column.heading}
              as="nav"
              aria-label={column.heading}
              gap={{ base: '0', md: '2' }}
            >
              <Text as="h2" fontWeight="semibold">
                {column.heading}
              </Text>
              {column.links.map((link) => (
                <Link
                  key={link.label}
                  asChild
                  color="eucalypt.100"
                  _hover={{ color: 'white' }}
                  css={tapTargetStyle}
                >
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Flex>
      <Stack
        maxW="7xl"
        mx="auto"
        mt="10"
        pt="6"
        gap="2"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
        fontSize="sm"
        color="eucalypt.100"
      >
        <Text data-testid="company-registration">
          Wattle Pty Ltd · ABN {company.abn} · Registered with AUSTRAC as a digital currency
          exchange provider, registration {company.austracNumber}
        </Text>
        <Text>
          {/* A page prerendered in an earlier year is drawn again with this one. */}©{' '}
          <span suppressHydrationWarning>{copyrightYear()}</span> Wattle. All rights reserved.
          Crypto prices move fast: only invest what you can afford to lose.
        </Text>
      </Stack>
    </Box>
  );
});
