import { FIAT_ASSET_ID, formatAmount, formatFiat, type Order } from '@wattle/shared/contracts';
import { amountFromUnits, priceAmount } from '../../lib/money.js';
import type { AssetRow } from '../assets/index.js';
import type { OrderRow } from './order-repository.js';

/** What an order spends and holds: AUD for a buy, its coin for a sell. */
export const spendAssetOf = (order: Pick<OrderRow, 'side' | 'asset_id'>) =>
  order.side === 'buy' ? FIAT_ASSET_ID : order.asset_id;

/** What describes an order, placed or not yet. */
export interface OrderTerms {
  side: OrderRow['side'];
  kind: OrderRow['kind'];
  amount: string | bigint;
  limit_price: string | null;
  stop_price: string | null;
}

const AUD = { asset_id: FIAT_ASSET_ID, symbol: 'AUD', precision: 18 };

export function toOrder(row: OrderRow, asset: AssetRow, fill?: { price: string }): Order {
  const spend = row.side === 'buy' ? AUD : asset;
  return {
    orderId: row.order_id,
    asset: { assetId: asset.asset_id, symbol: asset.symbol, name: asset.name },
    kind: row.kind,
    side: row.side,
    state: row.state,
    amount: amountFromUnits(row.amount, spend),
    limitPrice: row.limit_price === null ? null : priceAmount(row.limit_price, 'down'),
    stopPrice: row.stop_price === null ? null : priceAmount(row.stop_price, 'down'),
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    tradeId: row.trade_id,
    fillPrice: fill ? priceAmount(fill.price, row.side === 'buy' ? 'up' : 'down') : null,
    reason: row.reason,
  };
}

/** The price a filled order traded at: the tick's ask for a buy, its bid for a sell. */
export function fillOf(row: {
  state: string;
  side: string;
  trigger_ask: string | null;
  trigger_bid: string | null;
}) {
  if (row.state !== 'filled') return undefined;
  const price = row.side === 'buy' ? row.trigger_ask : row.trigger_bid;
  return price === null ? undefined : { price };
}

const dollars = (price: string) => formatFiat(price);

/** The order in a few words: "limit buy of $500.00 of BTC at $180,000.00". */
export function describeOrder(row: OrderTerms, asset: AssetRow): string {
  const amount = formatAmount(amountFromUnits(row.amount, row.side === 'buy' ? AUD : asset));
  const what = row.side === 'buy' ? `${amount} of ${asset.symbol}` : amount;
  switch (row.kind) {
    case 'limit':
      return `limit ${row.side} of ${what} at ${dollars(row.limit_price ?? '0')}`;
    case 'take_profit':
      return `take-profit sell of ${what} at ${dollars(row.limit_price ?? '0')}`;
    case 'stop_loss':
      return `stop-loss sell of ${what} at ${dollars(row.stop_price ?? '0')}`;
    case 'oco':
      return `stop-loss ${dollars(row.stop_price ?? '0')} / take-profit ${dollars(row.limit_price ?? '0')} sell of ${what}`;
  }
}
