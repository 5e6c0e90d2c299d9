import { Button, Stack, Text } from '@chakra-ui/react';
import type { OrderResult } from '@wattle/shared';
import { OrderAllInCost } from '@/components/order/all-in-cost';
import { OrderReceipt } from '@/components/order/order-receipt';
import { orderDetailRows, orderRows } from './order-lines';

/** 'Your order was successful!' (the dialog title) and what executed, brought into view. */
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
    <OrderReceipt
      rows={orderRows(order)}
      allInCost={<OrderAllInCost order={order} />}
      feePercentage={feePercentage}
      details={advanced ? orderDetailRows(order) : undefined}
      doneLabel="Back to Dashboard"
      onDone={onDone}
    />
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
