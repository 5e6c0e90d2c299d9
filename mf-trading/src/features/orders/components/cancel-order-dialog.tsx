import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { errorMessage, showToast, WattleModal, type Order } from '@wattle/shared';
import { useCancelOrder } from '../api/cancel-order';
import { orderSummary } from '../lib/order-summary';

/** Asks before cancelling an order, and says what comes back to the balance. */
export function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(order.orderId, {
      onSuccess: () => {
        showToast('success', 'Order cancelled. What it held is back in your balance.');
        onClose();
      },
      onError: (error) => showToast('error', errorMessage(error)),
    });
  return (
    <WattleModal open onClose={onClose} title="Cancel this order?">
      <Stack gap="4">
        <Text>{orderSummary(order)}</Text>
        <Text color="fg.muted">
          The {order.side === 'buy' ? 'money' : 'coins'} it holds go back to your available balance
          at once.
        </Text>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button colorPalette="red" loading={cancel.isPending} onClick={confirm}>
            Cancel order
          </Button>
        </HStack>
      </Stack>
    </WattleModal>
  );
}
