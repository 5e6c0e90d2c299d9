import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringBuy } from '@wattle/shared';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud, coins } from '@/testing/amounts';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { RecurringBuysPanel } from './recurring-buys-panel';

const plan: RecurringBuy = {
  planId: 'plan-1',
  asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' },
  amount: aud('50'),
  frequency: 'weekly',
  status: 'active',
  // 9:30am in Sydney (daylight time, UTC+11), the clock every screen shows.
  nextRunAt: '2026-11-27T22:30:00.000Z',
  lastRunAt: '2026-11-20T22:30:00.000Z',
  lastResult: 'Bought 0.00032 BTC for $50.00',
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('RecurringBuysPanel', () => {
  it('lists plans with their next and last run, and pauses one', async () => {
    const fetch = fakeTradingApi({
      routes: {
        'GET /recurring-buys': [plan],
        'PATCH /recurring-buys/plan-1': { ...plan, status: 'paused' },
      },
    });
    renderApp(<RecurringBuysPanel assets={[assetFixture()]} />);
    const item = await screen.findByTestId('plan-plan-1');
    expect(item).toHaveTextContent('$50.00 of Bitcoin, weekly');
    expect(item).toHaveTextContent('Next buy: 28/11/2026 9:30am');
    expect(item).toHaveTextContent('Last run 21/11/2026 9:30am: Bought 0.00032 BTC for $50.00');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /^Pause/ }));
    await waitFor(() =>
      expect(
        callsOf(fetch).find((call) => call.key === 'PATCH /recurring-buys/plan-1')?.body,
      ).toEqual({ status: 'paused' }),
    );
  });

  it('creates a plan within the buy limits', async () => {
    const fetch = fakeTradingApi({
      routes: {
        'POST /recurring-buys': plan,
        'POST /recurring-buys/quote': {
          asset: { assetId: 'btc', symbol: 'BTC' },
          amount: aud('50'),
          cryptoAmount: coins('0.00032'),
          price: aud('153000'),
          midPrice: aud('152238.8'),
          fee: aud('0.3'),
          feePercentage: '0.6',
          spread: aud('0.25'),
          pricedAt: '2026-11-20T22:30:00.000Z',
        },
      },
    });
    renderApp(<RecurringBuysPanel assets={[assetFixture()]} />);
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'New recurring buy' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    const form = screen.getByRole('form', { name: 'New recurring buy' });
    const amount = within(form).getByRole('textbox', { name: /Amount each time/ });
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Start recurring buy' }));
    expect(within(form).getByText('The minimum buy is $10.00')).toBeInTheDocument();
    expect(screen.queryByTestId('all-in-cost')).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    // Each run's all-in cost, the trade dialog's line, priced for the amount typed.
    expect(await within(form).findByTestId('all-in-cost')).toHaveTextContent(
      'You pay $50.00 for $49.45 of BTC at the mid price: spread $0.25, fee $0.30 — 1.10 %',
    );
    expect(callsOf(fetch).find((call) => call.key === 'POST /recurring-buys/quote')?.body).toEqual({
      assetId: 'btc',
      amount: '50',
    });
    await user.selectOptions(within(form).getByLabelText('How often'), 'monthly');
    const firstBuy = within(form).getByRole('textbox', { name: 'First buy on' });
    await user.type(firstBuy, '0201');
    await user.click(within(form).getByRole('button', { name: 'Start recurring buy' }));
    expect(
      within(form).getByText('Enter the date as DD/MM/YYYY, e.g. 07/03/2030'),
    ).toBeInTheDocument();
    await user.type(firstBuy, '2099');
    expect(firstBuy).toHaveValue('02/01/2099');
    await user.click(within(form).getByRole('button', { name: 'Start recurring buy' }));
    await waitFor(() =>
      expect(callsOf(fetch).find((call) => call.key === 'POST /recurring-buys')?.body).toEqual({
        assetId: 'btc',
        amount: '50',
        frequency: 'monthly',
        // 2 January, whatever the browser's locale: midnight in Sydney.
        startAt: '2099-01-01T13:00:00.000Z',
      }),
    );
  });
});
