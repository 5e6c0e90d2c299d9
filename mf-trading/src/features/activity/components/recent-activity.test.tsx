import { screen, within } from '@testing-library/react';
import { historyGroupFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud, coins } from '@/testing/amounts';
import { fakeTradingApi } from '@/testing/fake-trading-api';
import { RecentActivity } from './recent-activity';

const AT = '2026-01-01T00:00:00.000Z';
const deposit = historyGroupFixture('deposit', {
  groupId: 'd1',
  occurredAt: AT,
  legs: [
    {
      transactionId: 'p1',
      type: 'deposit',
      amount: aud('2500'),
      asset: { symbol: 'AUD' },
      createdAt: AT,
      trade: null,
    },
  ],
});

const buy = historyGroupFixture('buy', {
  groupId: 't1',
  occurredAt: AT,
  trades: [
    {
      tradeId: 't1',
      status: 'complete',
      side: 'buy',
      type: 'buy',
      spendAssetId: 'aud',
      receiveAssetId: 'btc',
      spendAmount: aud('100.001'),
      receiveAmount: coins('0.00065789'),
      price: aud('152000'),
      tradeFee: aud('0.6'),
      createdAt: AT,
      bucketOrderTrade: null,
    },
  ],
});

describe('recent activity', () => {
  it('lists trades and deposits in the words of history', async () => {
    fakeTradingApi({
      routes: { 'GET /transaction/history': { groups: [buy, deposit], nextCursor: null } },
    });
    renderApp(<RecentActivity />);
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Bought 0.00065789 BTC for $100.01');
    expect(lines[1]).toHaveTextContent('Deposited $2,500.00');
  });

  it('says what will show before there is anything', async () => {
    fakeTradingApi();
    renderApp(<RecentActivity />);
    expect(
      await screen.findByText('Nothing yet: your deposits and trades will show here.'),
    ).toBeInTheDocument();
  });
});
