import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, QueryState } from '@wattle/shared';
import { LineSkeleton } from '@/components/line-skeleton';
import { useClosedOrders } from '../api/get-closed-orders';
import { endingOf, priceLine } from '../lib/closed-order';
import { orderSummary } from '../lib/order-summary';

/**
 * The customer's filled, cancelled, expired and rejected orders, latest closed first: placed
 * and closed times, the price asked for against the fill, and why one was rejected
 * (docs/product/trading.md#closed-orders).
 */
export function ClosedOrdersList() {
  const orders = useClosedOrders();
  return (
    <QueryState
      query={orders}
      loadingLabel="Loading closed orders"
      loading={<LineSkeleton w="48" role="status" aria-label="Loading closed orders" />}
      empty={<Text color="fg.muted">No closed orders yet.</Text>}
    >
      {(list) => (
        <Stack gap="3">
          <Box as="ul" listStyleType="none" aria-label="Your closed orders">
            {list.map((order) => {
              const ending = endingOf(order);
              const price = priceLine(order);
              return (
                <Stack
                  as="li"
                  key={order.orderId}
                  gap="1"
                  py="3"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                  data-testid={`closed-order-${order.orderId}`}
                >
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{orderSummary(order)}</Text>
                    {ending && <Badge colorPalette={ending.palette}>{ending.label}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Placed {formatDateTime(order.createdAt)}
                    {order.closedAt &&
                      ` · ${ending?.verb ?? 'closed'} ${formatDateTime(order.closedAt)}`}
                  </Text>
                  {price && (
                    <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                      {price}
                    </Text>
                  )}
                  {order.reason && <Text fontSize="sm">Why: {order.reason}</Text>}
                </Stack>
              );
            })}
          </Box>
          {orders.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              alignSelf="center"
              loading={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              Show older orders
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
