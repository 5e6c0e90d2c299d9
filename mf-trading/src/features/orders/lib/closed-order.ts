import { amountToBig, formatFiat, type Order } from '@wattle/shared';

type ClosedState = Exclude<Order['state'], 'open' | 'filling'>;

const ENDINGS: Record<ClosedState, { label: string; verb: string; palette: string }> = {
  filled: { label: 'Filled', verb: 'filled', palette: 'green' },
  cancelled: { label: 'Cancelled', verb: 'cancelled', palette: 'gray' },
  expired: { label: 'Expired', verb: 'expired', palette: 'orange' },
  rejected: { label: 'Rejected', verb: 'rejected', palette: 'red' },
};

/** How a closed order ended, in the words and colour its row shows. */
export function endingOf(order: Order) {
  return order.state === 'open' || order.state === 'filling' ? null : ENDINGS[order.state];
}

/**
 * The price it asked for against the one it got: "Limit $180,000.00 · filled at $179,512.34".
 * A stop's price is its trigger; a fill can be past it when the price gaps.
 */
export function priceLine(order: Order): string | null {
  if (!order.fillPrice) return null;
  const asked = order.kind === 'stop_loss' ? order.stopPrice : order.limitPrice;
  const label = order.kind === 'limit' ? 'Limit' : 'Trigger';
  const fill = `filled at ${formatFiat(amountToBig(order.fillPrice))}`;
  return asked ? `${label} ${formatFiat(amountToBig(asked))} · ${fill}` : fill;
}
