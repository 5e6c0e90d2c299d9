import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringBuy } from '@wattle/shared';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud } from '@/testing/amounts';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { RecurringBuysPanel } from './recurring-buys-panel';

const plan: RecurringBuy = {
  planId: 'plan-1',
  asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' },
  amount: aud('50'),
  frequency: 'weekly',
  status: 'active',
  nextRunAt: new Date(2026, 10, 28, 9, 30).toISOString(),
  lastRunAt: new Date(2026, 10, 21, 9, 30).toISOString(),
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
    expect(item).toHaveTextContent('Next buy: 28/11/2026 09:30am');
    expect(item).toHaveTextContent('Last run 21/11/2026 09:30am: Bought 0.00032 BTC for $50.00');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /^Pause/ }));
    await waitFor(() =>
      expect(
        callsOf(fetch).find((call) => call.key === 'PATCH /recurring-buys/plan-1')?.body,
      ).toEqual({ status: 'paused' }),
    );
  });

  it('creates a plan within the buy limits', async () => {
    const fetch = fakeTradingApi({ routes: { 'POST /recurring-buys': plan } });
    renderApp(<RecurringBuysPanel assets={[assetFixture()]} />);
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'New recurring buy' });
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    const form = screen.getByRole('form', { name: 'New recurring buy' });
    const amount = within(form).getByRole('textbox', { name: /Amount each time/ });
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Start recurring buy' }));
    expect(
      within(form).getByText('The amount entered is below the minimum allowed'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.selectOptions(within(form).getByLabelText('How often'), 'monthly');
    await user.click(within(form).getByRole('button', { name: 'Start recurring buy' }));
    await waitFor(() =>
      expect(callsOf(fetch).find((call) => call.key === 'POST /recurring-buys')?.body).toEqual({
        assetId: 'btc',
        amount: '50',
        frequency: 'monthly',
      }),
    );
  });
});
