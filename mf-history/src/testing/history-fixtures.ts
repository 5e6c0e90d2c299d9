import { makeAmount, type HistoryGroup, type Trade, type Transaction } from '@wattle/shared';
import { historyGroupFixture } from '@wattle/shared/testing';

const AUD = (cents: bigint) => makeAmount(cents * 10n ** 16n, 18, 'AUD');
const coin = (units: bigint, symbol: string) => makeAmount(units, 8, symbol);

/** When every group, leg and trade here happened: `historyGroupFixture`'s time, too. */
const AT = '2026-03-04T04:39:00.000Z';

let nextId = 100;

/** One posting of a group. */
export function leg(
  type: Transaction['type'],
  amount: Transaction['amount'],
  createdAt = AT,
  extra: Partial<Transaction> = {},
): Transaction {
  nextId += 1;
  return {
    transactionId: String(nextId),
    type,
    amount,
    asset: { symbol: amount.name },
    createdAt,
    trade: null,
    transferId: null,
    tradeId: null,
    ...extra,
  };
}

export function tradeOf(side: 'buy' | 'sell', symbol: string, extra: Partial<Trade> = {}): Trade {
  nextId += 1;
  return {
    tradeId: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    status: 'complete',
    side,
    type: side,
    spendAssetId: side === 'buy' ? 'aud' : symbol.toLowerCase(),
    receiveAssetId: side === 'buy' ? symbol.toLowerCase() : 'aud',
    spendAmount: side === 'buy' ? AUD(100_000n) : coin(100_000n, symbol),
    receiveAmount: side === 'buy' ? coin(650_713n, symbol) : AUD(99_000n),
    price: AUD(15_000_000n),
    tradeFee: AUD(597n),
    createdAt: AT,
    bucketOrderTrade: null,
    ...extra,
  };
}

/** A buy of BTC for $1,000: Debit, Spread, Fee (AUD) and the Credit of BTC. */
export function buyGroup(): HistoryGroup {
  const trade = tradeOf('buy', 'BTC');
  const at = (second: number) => `2026-03-04T04:39:0${second}.000Z`;
  return historyGroupFixture('buy', {
    groupId: trade.tradeId,
    trades: [trade],
    legs: [
      leg('trade_out', AUD(-99_000n), at(0), { tradeId: trade.tradeId }),
      leg('spread', AUD(-403n), at(1), { tradeId: trade.tradeId }),
      leg('trade_in', coin(650_713n, 'BTC'), at(0), { tradeId: trade.tradeId }),
      leg('trade_fee', AUD(-597n), at(2), { tradeId: trade.tradeId }),
    ],
  });
}

export function sellGroup(): HistoryGroup {
  const trade = tradeOf('sell', 'ETH');
  return historyGroupFixture('sell', {
    groupId: trade.tradeId,
    trades: [trade],
    legs: [
      leg('trade_in', AUD(99_000n)),
      leg('trade_out', coin(-100_000n, 'ETH')),
      leg('trade_fee', AUD(-597n)),
    ],
  });
}

export function swapGroup(): HistoryGroup {
  const out = tradeOf('sell', 'BTC', { type: 'swap', swapId: 'swap-1' });
  const into = tradeOf('buy', 'ETH', { type: 'swap', swapId: 'swap-1' });
  return historyGroupFixture('swap', {
    groupId: '00000000-0000-4000-8000-00000000aaaa',
    trades: [out, into],
    legs: [
      leg('trade_out', coin(-100_000n, 'BTC')),
      leg('trade_in', AUD(99_000n)),
      leg('trade_out', AUD(-99_000n)),
      leg('trade_in', coin(2_000_000n, 'ETH')),
    ],
  });
}

export function bucketGroup(): HistoryGroup {
  const btc = tradeOf('buy', 'BTC', { type: 'buy bucket' });
  const eth = tradeOf('buy', 'ETH', { type: 'buy bucket' });
  return historyGroupFixture('bucket', {
    groupId: '00000000-0000-4000-8000-00000000bbbb',
    bucketName: 'Steady',
    trades: [btc, eth],
    legs: [
      leg('trade_out', AUD(-6_000n)),
      leg('trade_in', coin(40_000n, 'BTC')),
      leg('trade_out', AUD(-4_000n)),
      leg('trade_in', coin(100_000n, 'ETH')),
    ],
  });
}

export function failedWithdrawalGroup(): HistoryGroup {
  return historyGroupFixture('withdrawal', {
    groupId: '00000000-0000-4000-8000-00000000cccc',
    status: 'refunded',
    reason: 'Your bank returned the payment.',
    transfer: {
      paymentTransferId: '00000000-0000-4000-8000-00000000cccc',
      type: 'withdrawal',
      status: 'refunded',
      amount: AUD(1_013n),
      fee: AUD(0n),
      asset: { symbol: 'AUD' },
      method: 'Bank transfer',
      counterparty: '062-000 ••••5678',
      reference: null,
      failureReason: 'Your bank returned the payment.',
      createdAt: AT,
      updatedAt: AT,
      address: null,
      txHash: null,
    },
    legs: [leg('withdrawal', AUD(-1_013n)), leg('refund', AUD(1_013n))],
  });
}

export function bonusGroup(): HistoryGroup {
  const bonus = leg('referral', AUD(120n));
  return historyGroupFixture('bonus', { groupId: bonus.transactionId, legs: [bonus] });
}

/** A deposit that arrived while deposits were paused: on hold, so no postings of the customer's. */
export function heldDepositGroup(): HistoryGroup {
  const explanation = 'Deposits are paused on your account, so this money is on hold.';
  return historyGroupFixture('deposit', {
    groupId: '00000000-0000-4000-8000-00000000dddd',
    status: 'held',
    reason: explanation,
    transfer: {
      paymentTransferId: '00000000-0000-4000-8000-00000000dddd',
      type: 'deposit',
      status: 'held',
      amount: AUD(15_000n),
      fee: AUD(0n),
      asset: { symbol: 'AUD' },
      method: 'Bank transfer',
      counterparty: null,
      reference: 'SBX-DEP-1',
      failureReason: null,
      createdAt: AT,
      updatedAt: AT,
      address: null,
      txHash: null,
    },
    legs: [],
  });
}
