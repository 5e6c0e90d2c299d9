import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { DashboardPage } from './dashboard-page';

const coins = [
  assetFixture({ assetId: 'aud', symbol: 'AUD', name: 'Australian Dollar', type: 'fiat' }),
  assetFixture(),
  assetFixture({
    assetId: 'eth',
    symbol: 'ETH',
    name: 'Ethereum',
    buyPrice: null,
    sellPrice: null,
  }),
  assetFixture({ assetId: 'sol', symbol: 'SOL', name: 'Solana', buyEnabled: false }),
];

describe('DashboardPage (spec §2.7)', () => {
  it('lists coins with buy and sell prices and the daily change, not the AUD asset', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins } });
    renderApp(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'Spot prices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Bitcoin BTC$152,000.50$150,000.25');
    expect(await within(rows[1] as HTMLElement).findByText('+1.50%')).toHaveAttribute(
      'data-direction',
      'up',
    );
    expect(rows[2]).toHaveTextContent('Ethereum ETHN/AN/A');
    expect(table).not.toHaveTextContent('Australian Dollar');
  });

  it('disables Buy and Sell for a missing price, a missing permission or the asset flag', async () => {
    fakeTradingApi({ permissions: ['LOGIN', 'BUY'], routes: { 'GET /asset': coins } });
    renderApp(<DashboardPage />);
    const buy = (name: string) => screen.findByRole('button', { name: `Buy ${name}` });
    await waitFor(async () => expect(await buy('Bitcoin')).toBeEnabled());
    expect(await buy('Ethereum')).toBeDisabled();
    expect(await buy('Solana')).toBeDisabled();
    expect(await buy('Solana')).toHaveAttribute('title', 'Buying Solana is paused');
    expect(screen.getByRole('button', { name: 'Sell Bitcoin' })).toBeDisabled();
  });

  it('opens the trade dialog with the chosen direction', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins } });
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    const sell = await screen.findByRole('button', { name: 'Sell Bitcoin' });
    await waitFor(() => expect(sell).toBeEnabled());
    await user.click(sell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Sell Bitcoin' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Sell' })).toBeChecked();
  });

  it('shows the balance panel and the market summary', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins } });
    renderApp(<DashboardPage />);
    expect(await screen.findByTestId('portfolio-total')).toHaveTextContent('$1,000.00');
    expect(screen.getByText('No crypto to show')).toBeInTheDocument();
    expect(screen.getByText('Purchase below')).toBeInTheDocument();
    expect(await screen.findByText(/coins up in 24 h/)).toHaveTextContent(
      '1 of 1 coins up in 24 h',
    );
  });

  it('says what went wrong when prices cannot load', async () => {
    fakeTradingApi({
      routes: {
        'GET /asset': () => ({
          status: 503,
          body: {
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Wattle is temporarily unavailable',
          },
        }),
      },
    });
    renderApp(<DashboardPage />);
    const spot = await screen.findByRole('region', { name: 'Spot prices' });
    expect(await within(spot).findByRole('alert')).toHaveTextContent(
      'Wattle is temporarily unavailable',
    );
  });

  it('switches to the advanced view and remembers it on the server', async () => {
    const fetch = fakeTradingApi({
      routes: { 'PATCH /user/preferences': { viewMode: 'advanced' } },
    });
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    const advanced = await screen.findByRole('radio', { name: 'Advanced' });
    await waitFor(() => expect(advanced).toBeEnabled());
    await user.click(advanced);
    await waitFor(() =>
      expect(callsOf(fetch).find((call) => call.key === 'PATCH /user/preferences')?.body).toEqual({
        viewMode: 'advanced',
      }),
    );
    expect(await screen.findByRole('radio', { name: 'Advanced' })).toBeChecked();
  });
});
