import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderResult } from '@wattle/shared';
import { CostsNote } from '@/components/order/costs-note';
import { SummaryList } from '@/components/summary-list';
import { orderDetailRows, orderRows } from './order-lines';

/** 'Your order was successful!' (the dialog title) and what executed. */
export function SuccessStep({
  order,
  feePercentage,
  advanced,
  onDone,
}: {
  order: OrderResult;
  /** The fee rate the order was quoted at. */
  feePercentage: string;
  advanced: boolean;
  onDone: () => void;
}) {
  return (
    <Stack gap="5">
      <SummaryList label="Executed order" rows={orderRows(order)} />
      <CostsNote feePercentage={feePercentage} />
      {advanced && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Order details
          </Heading>
          <SummaryList label="Order details" rows={orderDetailRows(order)} />
        </Stack>
      )}
      <Button colorPalette="brand" onClick={onDone}>
        Back to Dashboard
      </Button>
    </Stack>
  );
}

/** 'Your order has failed!' (the dialog title) and why. */
export function FailureStep({ message, onDone }: { message: string; onDone: () => void }) {
  return (
    <Stack gap="5">
      <Text role="alert" data-testid="order-error">
        {message}
      </Text>
      <Button colorPalette="brand" onClick={onDone}>
        Back to Dashboard
      </Button>
    </Stack>
  );
}
