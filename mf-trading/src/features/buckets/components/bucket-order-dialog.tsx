import { Button, Stack, Text } from '@chakra-ui/react';
import { WattleModal, type Bucket } from '@wattle/shared';
import { useBucketOrder, type BucketStep } from '../hooks/use-bucket-order';
import { BucketEntryStep, BucketResultStep, BucketReviewStep } from './bucket-steps';

const TITLES: Record<Exclude<BucketStep, 'ENTRY'>, string> = {
  CONFIRM: 'Review your order',
  SUCCESS: 'Your order was successful!',
  ERROR: 'Your order has failed!',
};

/** Buying a bucket: amount → review with per-coin amounts, fee and total → result. */
export function BucketOrderDialog({
  bucket,
  open,
  onClose,
}: {
  bucket: Bucket;
  open: boolean;
  onClose: () => void;
}) {
  const order = useBucketOrder(bucket);
  const { step } = order;
  return (
    <WattleModal
      open={open}
      onClose={onClose}
      title={step === 'ENTRY' ? `Buy ${bucket.bucketName}` : TITLES[step]}
      onBack={step === 'CONFIRM' && !order.submitting ? order.back : undefined}
    >
      {step === 'ENTRY' && <BucketEntryStep bucket={bucket} order={order} />}
      {step === 'CONFIRM' && order.quote && (
        <BucketReviewStep bucket={bucket} quote={order.quote} order={order} open={open} />
      )}
      {step === 'SUCCESS' && order.result && (
        <BucketResultStep bucket={bucket} result={order.result} onDone={onClose} />
      )}
      {step === 'ERROR' && (
        <Stack gap="5">
          <Text role="alert" data-testid="order-error">
            {order.error}
          </Text>
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        </Stack>
      )}
    </WattleModal>
  );
}
