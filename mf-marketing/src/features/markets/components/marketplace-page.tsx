import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  amountToBig,
  breadcrumbJsonLd,
  getRuntimeConfig,
  CoinIcon,
  formatFiat,
  PageLayout,
  QueryState,
  useSession,
  usePageHead,
  type Bucket,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CoinGrid } from '@/components/coin-grid';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { usePublicBuckets } from '../api/get-public-buckets';

const RISK = {
  low: { label: 'Low risk', palette: 'green' },
  medium: { label: 'Medium risk', palette: 'orange' },
  high: { label: 'High risk', palette: 'red' },
} as const;

function BucketCard({ bucket, customer }: { bucket: Bucket; customer: boolean }) {
  const risk = RISK[bucket.riskLevel];
  return (
    <Stack as="li" borderWidth="1px" rounded="xl" p="5" gap="3">
      <HStack justify="space-between" align="start" gap="3">
        <Heading as="h3" size="md">
          {bucket.bucketName}
        </Heading>
        <Badge colorPalette={risk.palette}>{risk.label}</Badge>
      </HStack>
      <Text color="fg.muted">{bucket.description}</Text>
      <Stack as="ul" listStyleType="none" gap="1" aria-label={`${bucket.bucketName} coins`}>
        {bucket.assets.map((entry) => (
          <HStack as="li" key={entry.asset.assetId} justify="space-between">
            <HStack gap="2">
              <CoinIcon symbol={entry.asset.symbol} size="5" />
              <Text>{entry.asset.name}</Text>
            </HStack>
            <Text fontVariantNumeric="tabular-nums">{entry.percentage}%</Text>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        From {formatFiat(amountToBig(bucket.bucketMinOrder))} in one click.
      </Text>
      <Button asChild colorPalette="brand" alignSelf="start" mt="auto">
        <RouterLink to={customer ? '/buckets' : '/signup'}>
          {customer ? `Buy ${bucket.bucketName}` : 'Sign up to buy'}
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** `/marketplace`: the buckets and every coin, to browse. */
export function MarketplacePage() {
  const buckets = usePublicBuckets();
  const assets = useAssets().data;
  const stats = useAssetStats().data;
  const customer = useSession().status !== 'anonymous';
  usePageHead({
    title: 'Crypto marketplace: buckets and coins',
    description:
      'Browse Wattle buckets, one-click baskets of coins at low, medium or high risk, and every coin you can buy with Australian dollars.',
    path: '/marketplace',
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Marketplace', path: '/marketplace' },
        ],
        getRuntimeConfig().appUrl,
      ),
    ],
  });
  return (
    <PageLayout
      title="Marketplace"
      description={
        <Text color="fg.muted">Buckets of coins by risk level, and every coin on its own.</Text>
      }
      width="wide"
    >
      <Stack gap="10">
        <Box as="section" aria-labelledby="buckets-heading">
          <Heading id="buckets-heading" as="h2" size="xl" mb="4">
            Buckets
          </Heading>
          <QueryState
            query={buckets}
            loadingLabel="Loading buckets"
            empty={<Text color="fg.muted">No buckets are on offer right now.</Text>}
          >
            {(list) => (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {list.map((bucket) => (
                  <BucketCard key={bucket.bucketId} bucket={bucket} customer={customer} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Box>
        <Box as="section" aria-labelledby="coins-heading">
          <Heading id="coins-heading" as="h2" size="xl" mb="4">
            Coins
          </Heading>
          <CoinGrid assets={assets} stats={stats} />
        </Box>
      </Stack>
    </PageLayout>
  );
}
