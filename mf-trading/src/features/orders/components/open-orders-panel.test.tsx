import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSED_ORDERS_PAGE, type Order } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud, coins } from '@/testing/amounts';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { OpenOrdersPanel } from './open-orders-panel';

const limitBuy: Order = {
  orderId: 'order-1',
  asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' },
  kind: 'limit',
  side: 'buy',
  state: 'open',
  amount: aud('500'),
  limitPrice: aud('180000'),
  stopPrice: null,
  expiresAt: null,
  // 9:30am in Sydney (daylight time, UTC+11).
  createdAt: '2026-11-27T22:30:00.000Z',
  closedAt: null,
  tradeId: null,
  fillPrice: null,
  reason: null,
};

const pair: Order = {
  ...limitBuy,
  orderId: 'order-2',
  kind: 'oco',
  side: 'sell',
  amount: coins('0.1'),
  limitPrice: aud('200000'),
  stopPrice: aud('150000'),
  expiresAt: '2026-12-31T12:59:59.000Z',
};

describe('OpenOrdersPanel', () => {
  it('lists open orders and what they hold, and cancels one only once confirmed', async () => {
    const fetch = fakeTradingApi({
      routes: {
        'GET /orders': [limitBuy, pair],
        'POST /orders/order-1/cancel': { ...limitBuy, state: 'cancelled' },
      },
    });
    renderApp(<OpenOrdersPanel />);
    const first = await screen.findByTestId('order-order-1');
    expect(first).toHaveTextContent('Limit buy $500.00 of BTC at $180,000.00');
    expect(first).toHaveTextContent('Placed 28/11/2026 9:30am · good till cancelled');
    expect(screen.getByTestId('order-order-2')).toHaveTextContent(
      'Stop-loss / take-profit sell 0.1 BTC below $150,000.00 or above $200,000.00',
    );
    expect(screen.getByTestId('held-for-orders')).toHaveTextContent('$500.00, 0.1 BTC');

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: /^Cancel Limit buy/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(callsOf(fetch).some((call) => call.key.startsWith('POST /orders'))).toBe(false);

    await user.click(within(first).getByRole('button', { name: /^Cancel Limit buy/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole(
        'button',
        { name: 'Cancel order' },
      ),
    );
    await waitFor(() =>
      expect(callsOf(fetch).map((call) => call.key)).toContain('POST /orders/order-1/cancel'),
    );
  });

  it('switches to closed orders: how each ended, when, at what price, and older ones on demand', async () => {
    const filled: Order = {
      ...limitBuy,
      orderId: 'order-3',
      state: 'filled',
      // 10:15am in Sydney.
      closedAt: '2026-11-27T23:15:00.000Z',
      tradeId: 'trade-1',
      fillPrice: aud('179512.34'),
    };
    const rejected: Order = {
      ...pair,
      orderId: 'order-4',
      kind: 'stop_loss',
      limitPrice: null,
      state: 'rejected',
      closedAt: '2026-11-27T23:20:00.000Z',
      reason: 'Selling is suspended on your account',
    };
    const older = Array.from({ length: CLOSED_ORDERS_PAGE - 2 }, (_, index) => ({
      ...limitBuy,
      orderId: `old-${index}`,
      state: 'cancelled' as const,
      closedAt: '2026-11-20T23:00:00.000Z',
    }));
    const oldest: Order = { ...limitBuy, orderId: 'order-0', state: 'expired', closedAt: null };
    const fetch = fakeTradingApi({
      routes: {
        'GET /orders': ({ search }: { search: URLSearchParams }) => {
          if (search.get('state') !== 'closed') return { body: { data: [] } };
          const before = search.get('before');
          if (!before) return { body: { data: [rejected, filled, ...older] } };
          return { body: { data: before === older.at(-1)?.orderId ? [oldest] : [] } };
        },
      },
    });
    renderApp(<OpenOrdersPanel />);
    expect(await screen.findByRole('region', { name: 'Open orders' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Closed' }));

    const region = await screen.findByRole('region', { name: 'Closed orders' });
    const row = await within(region).findByTestId('closed-order-order-3');
    expect(row).toHaveTextContent('Limit buy $500.00 of BTC at $180,000.00Filled');
    expect(row).toHaveTextContent('Placed 28/11/2026 9:30am · filled 28/11/2026 10:15am');
    expect(row).toHaveTextContent('Limit $180,000.00 · filled at $179,512.34');
    const refused = screen.getByTestId('closed-order-order-4');
    expect(refused).toHaveTextContent('Rejected');
    expect(refused).toHaveTextContent('Why: Selling is suspended on your account');
    expect(screen.queryByTestId('closed-order-order-0')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByTestId('closed-order-order-0')).toHaveTextContent('Expired');
    // The last page was short: nothing older to ask for.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument(),
    );
    expect(
      callsOf(fetch).filter((call) => call.key === 'GET /orders').length,
    ).toBeGreaterThanOrEqual(2);
  });
});
