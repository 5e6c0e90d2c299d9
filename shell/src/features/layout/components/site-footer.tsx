import { Box, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SubscribeForm } from './subscribe-form';
import { WattleLogo } from './wattle-logo';

/** The footer's copyright year. */
export const COPYRIGHT_YEAR = 2024;

/**
 * The footer's links (docs/product/screens.md#footer). Fees, Security and FAQs are pages of
 * their own (mf-marketing).
 */
const COLUMNS = [
  {
    heading: 'Wattle',
    links: [
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
            <Stack key={column.heading} as="nav" aria-label={column.heading} gap="2">
              <Text as="h2" fontWeight="semibold">
                {column.heading}
              </Text>
              {column.links.map((link) => (
                <Link key={link.label} asChild color="eucalypt.100" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Flex>
      <Text
        maxW="7xl"
        mx="auto"
        mt="10"
        pt="6"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
        fontSize="sm"
        color="eucalypt.100"
      >
        © {COPYRIGHT_YEAR} Wattle. All rights reserved. Crypto prices move fast: only invest what
        you can afford to lose.
      </Text>
    </Box>
  );
});
