import {
  amountToBig,
  HISTORY_GROUP_PAGE_MAX,
  type HistoryGroup,
  type Trade,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { stringify } from 'csv-stringify/sync';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { groupedHistory } from './history-group-service.js';
import { tradeHistory } from './trade-history-service.js';

/** Trades read per page while an export is built. */
const EXPORT_PAGE = 500;

/**
 * The tax tools' import layouts (docs/product/api-keys.md#tax-tool-exports): one row per
 * complete trade (a swap is its two legs), deposit, withdrawal and referral bonus, oldest
 * first. Sent and received amounts leave the fee out and the fee column names it, so what left
 * the account is sent + fee (a trade's fee in AUD, a withdrawal's network fee in its coin) and
 * what arrived on a sell is received − fee, as both tools count a fee.
 */
export interface ExportRow {
  kind: 'trade' | 'deposit' | 'withdrawal' | 'bonus';
  at: Date;
  sentAmount: string;
  sentAsset: string;
  receivedAmount: string;
  receivedAsset: string;
  fee: string;
  feeAsset: string;
  /** The trade id, transfer id or bonus posting id: what the description names. */
  id: string;
  txHash: string;
}

/** Transfers and bonuses read per page while an export is built. */
const GROUP_PAGE = HISTORY_GROUP_PAGE_MAX;

async function completeTrades(deps: ServiceDeps, userId: string): Promise<Trade[]> {
  const trades: Trade[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await tradeHistory(deps, { userId, page: { limit: EXPORT_PAGE, before } });
    trades.push(...page.filter((trade) => trade.status === 'complete'));
    const last = page.at(-1);
    if (page.length < EXPORT_PAGE || !last) return trades.reverse();
    before = last.tradeId;
  }
}

/** Every deposit, withdrawal and bonus of the customer's history, as history groups them. */
async function moneyGroups(deps: ServiceDeps, userId: string): Promise<HistoryGroup[]> {
  const groups: HistoryGroup[] = [];
  for (const type of ['deposit', 'withdrawal', 'bonus'] as const) {
    let cursor: string | undefined;
    do {
      const page = await groupedHistory(deps, {
        userId,
        query: { type, limit: GROUP_PAGE, ...(cursor ? { cursor } : {}) },
      });
      groups.push(...page.groups);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return groups;
}

export function tradeExportRow(trade: Trade): ExportRow {
  const fee = amountToBig(trade.tradeFee);
  const spent = amountToBig(trade.spendAmount);
  const received = amountToBig(trade.receiveAmount);
  const buy = trade.side === 'buy';
  return {
    kind: 'trade',
    at: new Date(trade.createdAt),
    sentAmount: (buy ? spent.minus(fee) : spent).toFixed(),
    sentAsset: trade.spendAmount.name.toUpperCase(),
    receivedAmount: (buy ? received : received.plus(fee)).toFixed(),
    receivedAsset: trade.receiveAmount.name.toUpperCase(),
    fee: fee.toFixed(),
    feeAsset: 'AUD',
    id: trade.tradeId,
    txHash: '',
  };
}

/**
 * A complete deposit (what arrived), a complete withdrawal (what was sent, its network fee
 * apart) or a referral bonus (the AUD paid); a transfer still pending, held, failed, refunded
 * or returned moved nothing for good and is left out.
 */
export function moneyExportRow(group: HistoryGroup): ExportRow | null {
  const none = { sentAmount: '', sentAsset: '', receivedAmount: '', receivedAsset: '' };
  if (group.kind === 'bonus') {
    const paid = group.legs.reduce((sum, leg) => sum.plus(amountToBig(leg.amount)), new Big(0));
    const asset = group.legs[0]?.asset.symbol.toUpperCase() ?? 'AUD';
    return {
      kind: 'bonus',
      at: new Date(group.occurredAt),
      ...none,
      receivedAmount: paid.abs().toFixed(),
      receivedAsset: asset,
      fee: '',
      feeAsset: '',
      id: group.groupId,
      txHash: '',
    };
  }
  const { transfer } = group;
  if (!transfer || transfer.status !== 'complete') return null;
  const amount = amountToBig(transfer.amount).abs().toFixed();
  const asset = transfer.asset.symbol.toUpperCase();
  const fee = amountToBig(transfer.fee).abs();
  const base = { at: new Date(group.occurredAt), id: transfer.paymentTransferId };
  const txHash = transfer.txHash ?? '';
  return transfer.type === 'deposit'
    ? {
        kind: 'deposit',
        ...base,
        ...none,
        receivedAmount: amount,
        receivedAsset: asset,
        fee: '',
        feeAsset: '',
        txHash,
      }
    : {
        kind: 'withdrawal',
        ...base,
        ...none,
        sentAmount: amount,
        sentAsset: asset,
        fee: fee.gt(0) ? fee.toFixed() : '',
        feeAsset: fee.gt(0) ? asset : '',
        txHash,
      };
}

/** Every row of an export, oldest first. */
export function exportRows(trades: Trade[], groups: HistoryGroup[]): ExportRow[] {
  return [
    ...trades.map(tradeExportRow),
    ...groups.flatMap((group) => moneyExportRow(group) ?? []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function rowsOf(deps: ServiceDeps, userId: string): Promise<ExportRow[]> {
  const [trades, groups] = await Promise.all([
    completeTrades(deps, userId),
    moneyGroups(deps, userId),
  ]);
  return exportRows(trades, groups);
}

const description = (row: ExportRow) =>
  `Wattle ${row.kind === 'bonus' ? 'referral bonus' : row.kind} ${row.id}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-07-01 09:30:00 UTC`: Koinly's date, in UTC. */
function koinlyDate(at: Date): string {
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} UTC`;
}

/** `01.07.2025 09:30:00`: CoinTracking's date, in UTC (the import asks for the zone). */
function coinTrackingDate(at: Date): string {
  return `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

export const KOINLY_COLUMNS = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
];

/** Koinly's universal CSV layout; a referral bonus is labelled `reward`. */
export function koinlyText(rows: ExportRow[]): string {
  return stringify(
    rows.map((row) => [
      koinlyDate(row.at),
      row.sentAmount,
      row.sentAsset,
      row.receivedAmount,
      row.receivedAsset,
      row.fee,
      row.feeAsset,
      '',
      '',
      row.kind === 'bonus' ? 'reward' : '',
      description(row),
      row.txHash,
    ]),
    { header: true, columns: KOINLY_COLUMNS },
  );
}

export async function koinlyCsv(deps: ServiceDeps, userId: string): Promise<string> {
  return koinlyText(await rowsOf(deps, userId));
}

export const COINTRACKING_COLUMNS = [
  'Type',
  'Buy Amount',
  'Buy Currency',
  'Sell Amount',
  'Sell Currency',
  'Fee',
  'Fee Currency',
  'Exchange',
  'Trade-Group',
  'Comment',
  'Date',
];

const COINTRACKING_TYPES: Record<ExportRow['kind'], string> = {
  trade: 'Trade',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  bonus: 'Reward / Bonus',
};

/** CoinTracking's CSV import layout: what arrived is the buy side, what left the sell side. */
export function coinTrackingText(rows: ExportRow[]): string {
  return stringify(
    rows.map((row) => [
      COINTRACKING_TYPES[row.kind],
      row.receivedAmount,
      row.receivedAsset,
      row.sentAmount,
      row.sentAsset,
      row.fee,
      row.feeAsset,
      'Wattle',
      '',
      description(row),
      coinTrackingDate(row.at),
    ]),
    { header: true, columns: COINTRACKING_COLUMNS },
  );
}

export async function coinTrackingCsv(deps: ServiceDeps, userId: string): Promise<string> {
  return coinTrackingText(await rowsOf(deps, userId));
}
