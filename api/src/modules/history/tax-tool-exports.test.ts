import {
  makeAmount,
  type HistoryGroup,
  type HistoryTransfer,
  type Trade,
} from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { coinTrackingText, exportRows, koinlyText } from './tax-tool-exports.js';

const aud = (cents: string) => makeAmount(`${cents}0000000000000000`, 18, 'AUD');
const btc = (sats: string) => makeAmount(sats, 8, 'BTC');

/** A buy of 0.001 BTC for $100 on 1 July 2025, $1 of it the fee. */
const buy: Trade = {
  tradeId: 'trade-1',
  status: 'complete',
  side: 'buy',
  type: 'preview',
  spendAssetId: 'aud',
  receiveAssetId: 'btc',
  spendAmount: aud('10000'),
  receiveAmount: btc('100000'),
  price: aud('9900000'),
  tradeFee: aud('100'),
  createdAt: '2025-07-01T09:30:00.000Z',
  bucketOrderTrade: null,
};

function transfer(
  id: string,
  type: 'deposit' | 'withdrawal',
  amount: ReturnType<typeof makeAmount>,
  fee: ReturnType<typeof makeAmount>,
  extra: Partial<HistoryTransfer> = {},
): HistoryTransfer {
  return {
    paymentTransferId: id,
    type,
    status: 'complete',
    amount,
    fee,
    asset: { symbol: amount.name },
    method: amount.name === 'AUD' ? 'Bank transfer' : 'Bitcoin',
    counterparty: null,
    createdAt: '2025-06-30T00:00:00.000Z',
    updatedAt: '2025-06-30T00:00:00.000Z',
    address: null,
    txHash: null,
    ...extra,
  };
}

function group(kind: HistoryGroup['kind'], at: string, extra: Partial<HistoryGroup>): HistoryGroup {
  return {
    groupId: `${kind}-${at}`,
    kind,
    status: 'complete',
    reason: null,
    occurredAt: at,
    bucketName: null,
    trades: [],
    transfer: null,
    legs: [],
    ...extra,
  };
}

/** A fixed history: AUD in, a buy, BTC in, BTC out with its network fee, a bonus, a failure. */
const groups: HistoryGroup[] = [
  group('deposit', '2025-06-30T23:00:00.000Z', {
    transfer: transfer('dep-aud', 'deposit', aud('50000'), aud('0')),
  }),
  group('deposit', '2025-07-02T01:00:00.000Z', {
    transfer: transfer('dep-btc', 'deposit', btc('250000'), btc('0'), { txHash: 'abc123' }),
  }),
  group('withdrawal', '2025-07-03T02:15:30.000Z', {
    transfer: transfer('wd-btc', 'withdrawal', btc('200000'), btc('15000'), { txHash: 'def456' }),
  }),
  group('withdrawal', '2025-07-03T03:00:00.000Z', {
    status: 'refunded',
    transfer: transfer('wd-failed', 'withdrawal', btc('100000'), btc('15000'), {
      status: 'refunded',
    }),
  }),
  group('bonus', '2025-07-04T05:06:07.000Z', {
    groupId: 'bonus-posting-1',
    legs: [
      {
        transactionId: 'bonus-posting-1',
        type: 'referral',
        amount: aud('250'),
        asset: { symbol: 'AUD' },
        createdAt: '2025-07-04T05:06:07.000Z',
        trade: null,
      },
    ],
  }),
];

describe('tax tool exports of a fixed history', () => {
  const rows = exportRows([buy], groups);

  it('Koinly: deposits received, withdrawals sent with the network fee apart, bonuses as rewards', () => {
    expect(koinlyText(rows).trim().split('\n')).toEqual([
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
      '2025-06-30 23:00:00 UTC,,,500,AUD,,,,,,Wattle deposit dep-aud,',
      '2025-07-01 09:30:00 UTC,99,AUD,0.001,BTC,1,AUD,,,,Wattle trade trade-1,',
      '2025-07-02 01:00:00 UTC,,,0.0025,BTC,,,,,,Wattle deposit dep-btc,abc123',
      '2025-07-03 02:15:30 UTC,0.002,BTC,,,0.00015,BTC,,,,Wattle withdrawal wd-btc,def456',
      '2025-07-04 05:06:07 UTC,,,2.5,AUD,,,,,reward,Wattle referral bonus bonus-posting-1,',
    ]);
  });

  it('CoinTracking: Deposit, Withdrawal with its fee, and Reward / Bonus beside trades', () => {
    expect(coinTrackingText(rows).trim().split('\n')).toEqual([
      'Type,Buy Amount,Buy Currency,Sell Amount,Sell Currency,Fee,Fee Currency,Exchange,Trade-Group,Comment,Date',
      'Deposit,500,AUD,,,,,Wattle,,Wattle deposit dep-aud,30.06.2025 23:00:00',
      'Trade,0.001,BTC,99,AUD,1,AUD,Wattle,,Wattle trade trade-1,01.07.2025 09:30:00',
      'Deposit,0.0025,BTC,,,,,Wattle,,Wattle deposit dep-btc,02.07.2025 01:00:00',
      'Withdrawal,,,0.002,BTC,0.00015,BTC,Wattle,,Wattle withdrawal wd-btc,03.07.2025 02:15:30',
      'Reward / Bonus,2.5,AUD,,,,,Wattle,,Wattle referral bonus bonus-posting-1,04.07.2025 05:06:07',
    ]);
  });
});
