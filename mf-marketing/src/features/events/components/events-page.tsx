import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PageLayout, usePageHead } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';

interface KeyDate {
  when: string;
  kind: 'Tax' | 'Network';
  title: string;
  text: string;
}

/** Dates that matter to an Australian crypto investor: the tax year and scheduled halvings. */
const KEY_DATES: readonly KeyDate[] = [
  {
    when: '30 June, every year',
    kind: 'Tax',
    title: 'End of the Australian financial year',
    text: 'Sells, swaps and crypto spent up to this date count towards this year’s capital gains or losses. Holding an asset for more than 12 months before disposing of it may halve the taxable gain for individuals.',
  },
  {
    when: '31 October, every year',
    kind: 'Tax',
    title: 'Tax return due if you lodge it yourself',
    text: 'Include your crypto gains and losses. A registered tax agent can usually lodge later. Download your Wattle tax report from your transaction history to help.',
  },
  {
    when: 'Expected mid-2027',
    kind: 'Network',
    title: 'Litecoin halving (block 3,360,000)',
    text: 'The reward for mining a Litecoin block falls from 6.25 to 3.125 LTC. The exact date depends on how fast blocks are found.',
  },
  {
    when: 'Expected around April 2028',
    kind: 'Network',
    title: 'Bitcoin halving (block 1,050,000)',
    text: 'The reward for mining a Bitcoin block falls from 3.125 to 1.5625 BTC, slowing the creation of new bitcoin. The exact date depends on how fast blocks are found.',
  },
];

/** `/events`: key dates for crypto investors in Australia. */
export function EventsPage() {
  usePageHead({
    title: 'Key dates for crypto investors in Australia',
    description:
      'The dates that matter to Australian crypto investors: the end of the financial year, the tax return deadline and upcoming Bitcoin and Litecoin halvings.',
    path: '/events',
  });
  return (
    <PageLayout
      title="Key dates"
      description={
        <Text color="fg.muted">
          The tax year and scheduled network events worth knowing before you trade.
        </Text>
      }
      width="narrow"
    >
      <Stack as="ol" listStyleType="none" gap="4">
        {KEY_DATES.map((date) => (
          <Box as="li" key={date.title} borderWidth="1px" rounded="lg" p="5">
            <HStack gap="3" mb="2" wrap="wrap">
              <Text fontWeight="semibold" color="eucalypt.fg">
                {date.when}
              </Text>
              <Badge colorPalette={date.kind === 'Tax' ? 'blue' : 'orange'}>{date.kind}</Badge>
            </HStack>
            <Heading as="h2" size="md" mb="2">
              {date.title}
            </Heading>
            <Text color="fg.muted">{date.text}</Text>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="6">
        General information only, not tax advice. Questions about your account?{' '}
        <RouterLink to="/contact-us" style={{ textDecoration: 'underline' }}>
          Contact us
        </RouterLink>
        .
      </Text>
    </PageLayout>
  );
}
