import { SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, useSession, type Bucket } from '@wattle/shared';
import { PageLayout } from '@/components/page-layout';
import { PageSpinner } from '@/components/page-spinner';
import { usePriceCountdown } from '@/lib/assets/use-price-countdown';
import { useDialogLauncher } from '@/lib/use-dialog-launcher';
import { useBuckets } from '../api/get-buckets';
import { BucketCard } from './bucket-card';
import { BucketOrderDialog } from './bucket-order-dialog';

function BucketList() {
  const buckets = useBuckets();
  const launcher = useDialogLauncher<Bucket>();
  return (
    <>
      {buckets.isPending && <Spinner aria-label="Loading buckets" />}
      {buckets.isError && <Text role="alert">{errorMessage(buckets.error)}</Text>}
      {buckets.data?.length === 0 && <Text>No buckets are on offer right now.</Text>}
      {buckets.data && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {buckets.data.map((bucket) => (
            <BucketCard key={bucket.bucketId} bucket={bucket} onBuy={launcher.choose} />
          ))}
        </SimpleGrid>
      )}
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

/** `/buckets`: one-click baskets at different risk levels; needs the BUY permission (spec §6). */
export function BucketsPage() {
  const session = useSession();
  usePriceCountdown();
  if (session.status === 'loading') return <PageSpinner />;
  return (
    <PageLayout title="Buckets">
      <Stack gap="6">
        <Text color="fg.muted" maxW="3xl">
          A bucket buys several coins in one order, split by fixed shares. Pick the risk level that
          suits you; one fee applies to the whole order.
        </Text>
        {session.can('BUY') ? (
          <BucketList />
        ) : (
          <Text role="status">
            Buckets open up once your account can buy. Finish verifying your account first.
          </Text>
        )}
      </Stack>
    </PageLayout>
  );
}
