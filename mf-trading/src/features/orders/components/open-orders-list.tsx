import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, QueryState, type Order } from '@wattle/shared';
import { useState } from 'react';
import { LineSkeleton } from '@/components/line-skeleton';
import { ListRow } from '@/components/list-row';
import { useOpenOrders } from '../api/get-orders';
import { heldByAsset, orderSummary } from '../lib/order-summary';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * The customer's orders waiting for a price (docs/product/trading.md#orders), what they hold
 * out of the available balance, and Cancel (with a confirmation) on each.
 */
export function OpenOrdersList() {
  const orders = useOpenOrders();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  return (
    <>
      <QueryState
        query={orders}
        loadingLabel="Loading open orders"
        loading={<LineSkeleton w="48" role="status" aria-label="Loading open orders" />}
        empty={
          <Text color="fg.muted">
            No open orders. Limit and stop orders are in the trade dialog&apos;s advanced view.
          </Text>
        }
      >
        {(list) => (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted" data-testid="held-for-orders">
              Held for these orders, not available to spend:{' '}
              {heldByAsset(list)
                .map((held) => held.text)
                .join(', ')}
            </Text>
            <Box as="ul" listStyleType="none" aria-label="Your open orders">
              {list.map((order) => (
                <ListRow
                  key={order.orderId}
                  summary={orderSummary(order)}
                  badge={order.state === 'filling' && <Badge colorPalette="blue">Filling</Badge>}
                  gap="2"
                  testId={`order-${order.orderId}`}
                  details={
                    <Text fontSize="sm" color="fg.muted">
                      Placed {formatDateTime(order.createdAt)} ·{' '}
                      {order.expiresAt
                        ? `expires ${formatDateTime(order.expiresAt)}`
                        : 'good till cancelled'}
                    </Text>
                  }
                  actions={
                    order.state === 'open' && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        alignSelf={{ sm: 'center' }}
                        aria-label={`Cancel ${orderSummary(order)}`}
                        onClick={() => setCancelling(order)}
                      >
                        Cancel
                      </Button>
                    )
                  }
                />
              ))}
            </Box>
          </Stack>
        )}
      </QueryState>
      {cancelling && <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
