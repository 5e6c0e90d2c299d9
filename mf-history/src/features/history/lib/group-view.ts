import {
  amountToBig,
  FIAT_SYMBOL,
  HISTORY_GROUP_LABELS,
  makeAmount,
  type Amount,
  type HistoryGroup,
  type Transaction,
} from '@wattle/shared';

/** How one history group reads in the list (docs/product/history-and-tax.md#history-grouping). */
export interface GroupView {
  /** 'Buy', 'Sell', 'Swap', 'Buy Bucket', 'Deposit', 'Withdraw' or 'Bonus'. */
  label: string;
  /** The coin, both coins of a swap ('BTC → ETH'), or the bucket's name. */
  title: string;
  /** Coin symbols to show icons for, in reading order. */
  coins: string[];
  /** The leg the row shows: the non-AUD leg of a trade, the transfer itself, the bonus. */
  parent: Transaction | null;
  /** The other legs, newest first. */
  children: Transaction[];
  /** What the row's amount column shows. */
  amount: Amount | null;
  /** Null when complete; otherwise the word for the badge. */
  status: string | null;
}

const STATUS_WORDS: Record<HistoryGroup['status'], string | null> = {
  complete: null,
  pending: 'Pending',
  failed: 'Failed',
  rejected: 'Failed',
  refunded: 'Refunded',
  held: 'On hold',
  returned: 'Returned',
};

/**
 * What the reason under a group explains: a failure, a withdrawal the bank sent back, a
 * deposit on hold or one support sent back. A failure is shown as a problem; the rest are news.
 */
export function reasonLead(status: HistoryGroup['status']): { lead: string; problem: boolean } {
  switch (status) {
    case 'refunded':
      return { lead: 'Returned: ', problem: true };
    case 'held':
      return { lead: 'On hold: ', problem: false };
    case 'returned':
      return { lead: 'Sent back: ', problem: false };
    default:
      return { lead: 'Failed: ', problem: true };
  }
}

const isFiat = (leg: Transaction) => leg.asset.symbol === FIAT_SYMBOL;

/**
 * Newest first. Legs of one entry share a time and keep the order the API gave them (the
 * later posting first): a transaction id is opaque, it tells no order.
 */
export function newestFirst(legs: readonly Transaction[]): Transaction[] {
  return [...legs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function pick(legs: readonly Transaction[], test: (leg: Transaction) => boolean) {
  return legs.find(test) ?? null;
}

function parentOf(group: HistoryGroup): Transaction | null {
  const { legs } = group;
  switch (group.kind) {
    case 'buy':
      return pick(legs, (leg) => !isFiat(leg) && leg.type === 'trade_in');
    case 'sell':
      return pick(legs, (leg) => !isFiat(leg) && leg.type === 'trade_out');
    case 'swap':
      // The coin that arrived; the coin that left is the first child.
      return pick(legs, (leg) => !isFiat(leg) && leg.type === 'trade_in');
    case 'bucket':
      return null;
    case 'deposit':
    case 'withdrawal':
      return pick(legs, (leg) => leg.type === group.kind);
    case 'bonus':
      return pick(legs, (leg) => leg.type === 'referral');
  }
}

function symbolOfTrade(group: HistoryGroup): string[] {
  return group.trades.map((trade) =>
    trade.side === 'buy' ? trade.receiveAmount.name : trade.spendAmount.name,
  );
}

/** AUD that left for a bucket: every AUD leg added up (negative). */
function fiatTotal(legs: readonly Transaction[]): Amount | null {
  const fiat = legs.filter(isFiat);
  const [first] = fiat;
  if (!first) return null;
  const total = fiat.reduce((sum, leg) => sum + BigInt(leg.amount.value), 0n);
  return makeAmount(total, first.amount.precision, FIAT_SYMBOL);
}

export function groupView(group: HistoryGroup): GroupView {
  const parent = parentOf(group);
  return {
    label: HISTORY_GROUP_LABELS[group.kind],
    ...headline(group, parent),
    parent,
    children: newestFirst(group.legs.filter((leg) => leg !== parent)),
    status: STATUS_WORDS[group.status],
  };
}

/** What the row names and counts, which depends on the kind of group. */
function headline(
  group: HistoryGroup,
  parent: Transaction | null,
): Pick<GroupView, 'title' | 'coins' | 'amount'> {
  switch (group.kind) {
    case 'swap': {
      const [out, into] = symbolOfTrade(group);
      const coins = [out ?? '?', into ?? '?'];
      return { title: coins.join(' → '), coins, amount: parent?.amount ?? null };
    }
    case 'bucket':
      return {
        title: group.bucketName ?? 'Bucket',
        coins: symbolOfTrade(group),
        amount: fiatTotal(group.legs) ?? group.trades[0]?.spendAmount ?? null,
      };
    case 'buy':
    case 'sell': {
      const coin = parent?.asset.symbol ?? symbolOfTrade(group)[0] ?? '';
      return { title: coin, coins: [coin], amount: parent?.amount ?? null };
    }
    default: {
      const coin = parent?.asset.symbol ?? group.transfer?.asset.symbol ?? FIAT_SYMBOL;
      return {
        title: coin,
        coins: [coin],
        amount: parent?.amount ?? group.transfer?.amount ?? null,
      };
    }
  }
}

/** Whether an amount goes out of the customer's accounts. */
export const isOutgoing = (amount: Amount) => amountToBig(amount).lt(0);
