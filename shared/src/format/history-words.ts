import type { Amount } from '../contracts/amount.js';
import { formatAmount, formatFiat } from '../contracts/display.js';
import type { HistoryGroup, Trade } from '../contracts/history.js';
import { amountToBig, toBig } from '../contracts/money.js';

/**
 * What a history group says in a list — history's rows and the dashboard's recent activity
 * (docs/product/history-and-tax.md#history-grouping):
 * what the customer did, with both sides, in the figures of the receipt — a buy's total spent
 * and the coins bought, a sell's coins and the AUD received after the fee.
 */
export interface PlainWords {
  /** 'Bought 0.0005257 BTC for $100.00'. */
  headline: string;
  /** A bucket's coins, one line each: '0.0002 BTC for $40.00'. */
  coinLines: string[];
}

/** The coins a buy received, the coins a sell gave up. */
const coinsOf = (trade: Trade) =>
  trade.side === 'buy'
    ? formatAmount(trade.receiveAmount, 'down')
    : formatAmount(trade.spendAmount, 'up');

/** The AUD a buy spent (fee included), the AUD a sell received (after the fee). */
const audOf = (trade: Trade) =>
  trade.side === 'buy'
    ? formatAmount(trade.spendAmount, 'up')
    : formatAmount(trade.receiveAmount, 'down');

const done = (group: HistoryGroup) => group.status === 'complete';

function tradeWords(group: HistoryGroup, trade: Trade): string {
  if (trade.executionType === 'recurring' && done(group)) {
    return `Recurring buy of ${coinsOf(trade)} for ${audOf(trade)}`;
  }
  const verb =
    trade.side === 'buy' ? (done(group) ? 'Bought' : 'Buy of') : done(group) ? 'Sold' : 'Sale of';
  return `${verb} ${coinsOf(trade)} for ${audOf(trade)}`;
}

function swapWords(group: HistoryGroup): string {
  const out = group.trades.find((trade) => trade.side === 'sell');
  const into = group.trades.find((trade) => trade.side === 'buy');
  if (!out || !into) return 'Swap';
  const verb = done(group) ? 'Swapped' : 'Swap of';
  return `${verb} ${formatAmount(out.spendAmount, 'up')} for ${formatAmount(into.receiveAmount, 'down')}`;
}

function bucketWords(group: HistoryGroup): PlainWords {
  const spent = group.trades.reduce(
    (sum, trade) => sum.plus(amountToBig(trade.spendAmount)),
    toBig(0),
  );
  const bucket = group.bucketName ? `the ${group.bucketName} bucket` : 'a bucket';
  const verb = done(group) ? 'Bought' : 'Buy of';
  return {
    headline: `${verb} ${bucket} for ${formatFiat(spent, 'up')}`,
    coinLines: group.trades.map(
      (trade) =>
        `${formatAmount(trade.receiveAmount, 'down')} for ${formatAmount(trade.spendAmount, 'up')}`,
    ),
  };
}

/** A transfer's amount without its sign: what arrived or left. */
function unsigned(amount: Amount): string {
  return formatAmount({ ...amount, value: amount.value.replace('-', '') }, 'down');
}

function transferWords(group: HistoryGroup, amount: Amount | null): string {
  const shown = amount ? ` ${unsigned(amount)}` : '';
  if (group.kind === 'deposit') return `${done(group) ? 'Deposited' : 'Deposit of'}${shown}`;
  return `${done(group) ? 'Withdrew' : 'Withdrawal of'}${shown}`;
}

/** What a transfer or bonus moved: its own posting, or the transfer when nothing is posted yet. */
function ownAmount(group: HistoryGroup): Amount | null {
  const type = group.kind === 'bonus' ? 'referral' : group.kind;
  const posting = group.legs.find((leg) => leg.type === type);
  return posting?.amount ?? group.transfer?.amount ?? null;
}

/** The group in plain words. */
export function plainWords(group: HistoryGroup): PlainWords {
  const [first] = group.trades;
  const amount = ownAmount(group);
  switch (group.kind) {
    case 'buy':
    case 'sell':
      return { headline: first ? tradeWords(group, first) : group.kind, coinLines: [] };
    case 'swap':
      return { headline: swapWords(group), coinLines: [] };
    case 'bucket':
      return bucketWords(group);
    case 'deposit':
    case 'withdrawal':
      return { headline: transferWords(group, amount), coinLines: [] };
    case 'bonus':
      return {
        headline: `Referral bonus${amount ? ` of ${unsigned(amount)}` : ''}`,
        coinLines: [],
      };
  }
}
