import {
  Box,
  Breadcrumb,
  Container,
  DataList,
  Heading,
  HStack,
  List,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  breadcrumbJsonLd,
  CoinIcon,
  faqPageJsonLd,
  getRuntimeConfig,
  usePageHead,
} from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CoinCta } from '@/components/coin-cta';
import { FaqAccordion } from '@/components/faq-accordion';
import { coinFaq, type CoinProfile } from '@/lib/coins/coin-profiles';
import { CoinPriceCard } from './coin-price-card';

const PriceChart = lazy(() =>
  import('./price-chart').then((module) => ({ default: module.PriceChart })),
);

function howToBuy(coin: CoinProfile): string[] {
  return [
    'Sign up with your name, e-mail address and a password.',
    'Verify your e-mail and mobile number, then your identity with a passport or driver’s licence.',
    'Deposit Australian dollars by bank transfer or PayID. Deposits are free.',
    `Choose ${coin.name} (${coin.symbol}) on your dashboard, enter how much to spend and preview the order.`,
    'Check the price and fee in the quote, then confirm. Your coins appear in your balance at once.',
  ];
}

/** `/buy/{coin}` and `/{token}`: price, chart, what the coin is, how to buy it, its FAQ. */
export function CoinPage({ coin }: { coin: CoinProfile }) {
  const faq = coinFaq(coin);
  const appUrl = getRuntimeConfig().appUrl;
  const path = `/buy/${coin.slug}`;
  usePageHead({
    title: `Buy ${coin.name} (${coin.symbol}) in Australia`,
    description: `Buy ${coin.name} (${coin.symbol}) with Australian dollars on Wattle. Live AUD price, 24-hour change and chart, what ${coin.name} is and how to buy it in minutes.`,
    path,
    jsonLd: [
      faqPageJsonLd(faq),
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Buy crypto', path: '/buy' },
          { name: coin.name, path },
        ],
        appUrl,
      ),
    ],
  });
  return (
    <Box as="main">
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <Breadcrumb.Root mb="6" size="sm">
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to="/">Home</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to="/buy">Buy crypto</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{coin.name}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <HStack gap="4" align="center" mb="2">
          <CoinIcon symbol={coin.symbol} size="12" />
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            Buy {coin.name} ({coin.symbol})
          </Heading>
        </HStack>
        <Text fontSize="lg" color="fg.muted" mb="6">
          {coin.tagline}
        </Text>
        <Stack gap={{ base: '10', md: '12' }}>
          <CoinPriceCard coin={coin} />
          <Box as="section" aria-labelledby="chart-heading">
            <Heading id="chart-heading" as="h2" size="xl" mb="4">
              {coin.name} price in AUD
            </Heading>
            <Suspense fallback={<Skeleton h="272px" rounded="md" />}>
              <PriceChart assetId={coin.assetId} name={coin.name} />
            </Suspense>
          </Box>
          <Box as="section" aria-labelledby="about-heading">
            <Heading id="about-heading" as="h2" size="xl" mb="4">
              What is {coin.name}?
            </Heading>
            <Stack gap="4" lineHeight="tall" mb="6">
              {coin.about.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)}>{paragraph}</Text>
              ))}
            </Stack>
            <DataList.Root orientation="horizontal" size="md" gap="3">
              {(
                [
                  ['Launched', coin.facts.launched],
                  ['Created by', coin.facts.createdBy],
                  ['How it is secured', coin.facts.consensus],
                  ['Supply', coin.facts.supply],
                ] as const
              ).map(([label, value]) => (
                <DataList.Item key={label} flexWrap={{ base: 'wrap', md: 'nowrap' }}>
                  <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
          <Box as="section" aria-labelledby="how-heading">
            <Heading id="how-heading" as="h2" size="xl" mb="4">
              How to buy {coin.name} on Wattle
            </Heading>
            <List.Root as="ol" gap="3" ps="5" lineHeight="tall">
              {howToBuy(coin).map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Box>
          <FaqAccordion title={`${coin.name} questions`} entries={faq} />
          <Box
            as="section"
            aria-label="Get started"
            bg="eucalypt.800"
            color="white"
            rounded="xl"
            p="8"
          >
            <Heading as="h2" size="xl" mb="2">
              Ready to buy {coin.name}?
            </Heading>
            <Text mb="5" color="eucalypt.100">
              Verified in minutes. No deposit fees. One clear fee on every trade.
            </Text>
            <CoinCta assetId={coin.assetId} symbol={coin.symbol} location="coin-page-footer" />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
