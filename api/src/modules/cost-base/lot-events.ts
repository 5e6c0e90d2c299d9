import type { CoinTransferPosting, TradeEventRow } from './cost-base-repository.js';
import type { LotEvent } from './fifo.js';

const CENT_UNITS = 10n ** 16n;

/** Ledger AUD units to whole cents, halves away from zero (trade amounts are whole cents). */
export function toCents(units: string | bigint): bigint {
  const value = BigInt(units);
  const sign = value < 0n ? -1n : 1n;
  return (sign * (sign * value + CENT_UNITS / 2n)) / CENT_UNITS;
}

/**
 * A trade as FIFO sees it (docs/product/history-and-tax.md#acquisitions-and-disposals): a buy (single, bucket
 * leg or recurring) is a lot costing its `spend_amount`, fee and spread included; the buy leg
 * of a swap is a lot costing its `spend_amount`, the AUD the sell leg produced; a sell, or the
 * sell leg of a swap, is a disposal with proceeds = `receive_amount`, the AUD after the fee.
 */
export function tradeEvent(trade: TradeEventRow): LotEvent {
  const base = {
    assetId: trade.crypto_asset_id,
    at: trade.executed_at,
    quantity: BigInt(trade.crypto_amount),
    reference: trade.trade_id,
  };
  const swap = trade.order_type === 'swap';
  return trade.side === 'buy'
    ? {
        ...base,
        kind: 'acquisition',
        costBase: toCents(trade.spend_amount),
        source: swap ? 'swap' : 'buy',
      }
    : {
        ...base,
        kind: 'disposal',
        proceeds: toCents(trade.receive_amount),
        source: swap ? 'swap' : 'sell',
      };
}

/**
 * Coin movements outside trades, netted per transfer so a withdrawal that failed and was
 * refunded leaves no trace: what arrived is a lot (cost base unknown, so 0); what left is a
 * network-fee disposal (its `trade_fee` part) and a transfer out (the rest).
 */
export function transferEvents(postings: readonly CoinTransferPosting[]): LotEvent[] {
  const groups = new Map<string, CoinTransferPosting[]>();
  for (const posting of postings) {
    const key = `${posting.asset_id}:${posting.transfer_id ?? `posting-${posting.posting_id}`}`;
    const group = groups.get(key);
    if (group) group.push(posting);
    else groups.set(key, [posting]);
  }
  return [...groups.values()].flatMap((group): LotEvent[] => {
    const [first] = group;
    if (!first) return [];
    const net = group.reduce((total, posting) => total + BigInt(posting.amount), 0n);
    const base = {
      assetId: first.asset_id,
      at: first.created_at,
      reference: first.transfer_id ?? `posting-${first.posting_id}`,
    };
    if (net >= 0n) {
      return [{ ...base, kind: 'acquisition', quantity: net, costBase: 0n, source: 'transfer_in' }];
    }
    const feesPaid = -group
      .filter((posting) => posting.transaction_type === 'trade_fee')
      .reduce((total, posting) => total + BigInt(posting.amount), 0n);
    const fee = feesPaid > 0n ? (feesPaid < -net ? feesPaid : -net) : 0n;
    return [
      { ...base, kind: 'transfer_out', quantity: -net - fee },
      { ...base, kind: 'disposal', quantity: fee, proceeds: 0n, source: 'network_fee' },
    ];
  });
}
