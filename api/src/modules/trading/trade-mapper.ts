import Big from 'big.js';
import type { OrderQuote, OrderResult } from '@wattle/shared/contracts';
import type { AssetRow } from '../assets/index.js';
import {
  amountFromUnits,
  audAmountFromUnits,
  coinAmountFromUnits,
  priceAmount,
} from '../../lib/money.js';
import type { TradeRow } from './trade-repository.js';

export type AssetLookup = (assetId: string) => AssetRow;

const symbolOf = (asset: AssetRow) => ({ symbol: asset.symbol });
/** The spread of every row of one order: a swap pays it on both legs. */
const spreadOf = (rows: readonly TradeRow[]) =>
  audAmountFromUnits(rows.reduce((sum, row) => sum + BigInt(row.spread_amount), 0n).toString());
const quoteType = (trade: TradeRow) => (trade.type === 'one_click' ? 'ONE_CLICK' : 'PREVIEW');

/** The wire quote for a quote's rows (the sell leg first for a swap). */
export function toOrderQuote(rows: readonly TradeRow[], asset: AssetLookup): OrderQuote {
  const [head, buyLeg] = rows;
  if (!head) throw new Error('A quote has at least one row');
  const crypto = asset(head.crypto_asset_id);
  const buying = head.side === 'buy';
  return {
    quoteId: head.trade_id,
    expiresAt: head.expires_at.toISOString(),
    type: quoteType(head),
    orderType: head.order_type,
    side: head.side,
    cryptoAsset: symbolOf(crypto),
    fiatAsset: { symbol: 'AUD' },
    cryptoAmount: coinAmountFromUnits(head.crypto_amount, crypto),
    fiatAmount: audAmountFromUnits(head.fiat_amount),
    price: priceAmount(head.price, buying ? 'up' : 'down'),
    fee: audAmountFromUnits(head.fee_amount),
    feePercentage: new Big(head.fee_percentage).toFixed(),
    spread: spreadOf(rows),
    total: audAmountFromUnits(buying ? head.spend_amount : head.receive_amount),
    ...(head.order_type === 'swap' && buyLeg
      ? {
          targetAsset: symbolOf(asset(buyLeg.crypto_asset_id)),
          targetAmount: coinAmountFromUnits(buyLeg.crypto_amount, asset(buyLeg.crypto_asset_id)),
        }
      : {}),
  };
}

/** The wire result of executed rows: the order result. */
export function toOrderResult(rows: readonly TradeRow[], asset: AssetLookup): OrderResult {
  const [head, second] = rows;
  if (!head) throw new Error('An order has at least one row');
  const spend = asset(head.spend_asset_id);
  const receive = asset(head.receive_asset_id);
  return {
    tradeId: head.trade_id,
    side: head.side,
    orderType: head.order_type,
    status: head.status,
    spendAsset: symbolOf(spend),
    receiveAsset: symbolOf(receive),
    spendAmount: amountFromUnits(head.spend_amount, spend),
    receiveAmount: amountFromUnits(head.receive_amount, receive),
    price: priceAmount(head.price, head.side === 'buy' ? 'up' : 'down'),
    tradeFee: audAmountFromUnits(head.fee_amount),
    spread: spreadOf(rows),
    createdAt: (head.executed_at ?? head.created_at).toISOString(),
    ...(second
      ? {
          swapLeg: {
            tradeId: second.trade_id,
            spendAmount: audAmountFromUnits(second.spend_amount),
            receiveAmount: amountFromUnits(second.receive_amount, asset(second.receive_asset_id)),
            receiveAsset: symbolOf(asset(second.receive_asset_id)),
            price: priceAmount(second.price, 'up'),
          },
        }
      : {}),
  };
}

export function assetLookup(assets: readonly AssetRow[]): AssetLookup {
  const byId = new Map(assets.map((row) => [row.asset_id, row]));
  return (assetId) => {
    const row = byId.get(assetId);
    if (!row) throw new Error(`Unknown asset ${assetId}`);
    return row;
  };
}
