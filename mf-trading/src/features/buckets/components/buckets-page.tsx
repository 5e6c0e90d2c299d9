import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AccessBanner,
  ContentSkeleton,
  PageLayout,
  QueryState,
  useSession,
  type Bucket,
} from '@wattle/shared';
import { PriceRefresh } from '@/components/price-refresh';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { useDialogLauncher } from '@/lib/use-dialog-launcher';
import { useBuckets } from '../api/get-buckets';
import { BucketCard } from './bucket-card';
import { BucketOrderDialog } from './bucket-order-dialog';

function BucketList() {
  const buckets = useBuckets();
  const launcher = useDialogLauncher<Bucket>();
  return (
    <>
      <QueryState
        query={buckets}
        loadingLabel="Loading buckets"
        loadingShape="cards"
        empty={<Text>No buckets are on offer right now.</Text>}
      >
        {(list) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {list.map((bucket) => (
              <BucketCard key={bucket.bucketId} bucket={bucket} onBuy={launcher.choose} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {launcher.launched && (
        <BucketOrderDialog
          key={launcher.launched.key}
          bucket={launcher.launched.value}
          open={launcher.open}
          onClose={launcher.close}
        />
      )}
    </>
  );
}

/**
 * `/buckets`: one-click baskets at different risk levels (docs/product/trading.md#buckets);
 * needs the BUY permission.
 */
export function BucketsPage() {
  const session = useSession();
  return (
    <PageLayout {...PAGE_FRAMES['/buckets']}>
      <PriceRefresh />
      <Stack gap="6">
        <Text color="fg.muted" maxW="3xl">
          A bucket buys several coins in one order, split by fixed shares. Pick the risk level that
          suits you; one fee applies to the whole order.
        </Text>
        {session.status === 'loading' ? (
          <ContentSkeleton label="Loading buckets" shape="cards" />
        ) : session.can('BUY') ? (
          <BucketList />
        ) : (
          <AccessBanner needs={['BUY']} />
        )}
      </Stack>
    </PageLayout>
  );
}
