import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assetFixture, renderApp, userFixture } from '@wattle/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { holdingFixture, portfolioFixture } from '@/testing/portfolio-fixtures';
import { DashboardPage } from './dashboard-page';

// The advanced view draws canvas charts, which happy-dom cannot: a chart's draw loop would
// throw after the test ends. The charts have their own tests; here they are a marker.
vi.mock('@/features/charts/components/lazy-charts', () => ({
  LazyPriceChartPanel: () => <div data-testid="price-chart-panel" />,
}));

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

const ADVANCED = {
  'GET /user/preferences': { viewMode: 'advanced', oneClickBuy: false, oneClickConfirmed: false },
};

describe('DashboardPage', () => {
  it('lists coins with buy and sell prices and the daily change, not the AUD asset', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins, ...ADVANCED } });
    renderApp(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'Spot prices' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // The coin's button ends with words for screen readers: what it opens.
    expect(rows[1]).toHaveTextContent('Bitcoin BTC: prices and trade$152,000.50$150,000.25');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Bitcoin BTC/ }),
    ).toBeEnabled();
    expect(await within(rows[1] as HTMLElement).findByText('+1.50%')).toHaveAttribute(
      'data-direction',
      'up',
    );
    expect(rows[2]).toHaveTextContent('Ethereum ETH: prices and tradeN/AN/A');
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

  it('tells an unverified customer how to start trading, on the page and at the buttons', async () => {
    fakeTradingApi({
      permissions: ['LOGIN'],
      routes: {
        'GET /asset': coins,
        'GET /user': userFixture({ phoneNumberVerified: false }),
        ...ADVANCED,
      },
    });
    renderApp(<DashboardPage />);
    expect(await screen.findByText('Verify your identity to start trading')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/new-profile',
    );
    const row = await screen.findByTestId('spot-row-btc');
    expect(within(row).getByTestId('disabled-reason')).toHaveTextContent('Verify first');
    expect(within(row).getByRole('button', { name: 'Buy Bitcoin' })).toHaveAccessibleDescription(
      'Verify first',
    );
    const solana = screen.getByTestId('spot-row-sol');
    expect(within(solana).getByTestId('disabled-reason')).toHaveTextContent('Verify first');
  });

  it('shows no banner and no reason when the customer may trade', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins, ...ADVANCED } });
    renderApp(<DashboardPage />);
    await waitFor(async () =>
      expect(await screen.findByRole('button', { name: 'Buy Bitcoin' })).toBeEnabled(),
    );
    expect(screen.queryByTestId('access-banner')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('spot-row-btc')).queryByTestId('disabled-reason'),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('spot-row-sol')).getByTestId('disabled-reason'),
    ).toHaveTextContent('Buying paused');
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

  it('opens the buy dialog for the coin a link names (?trade=), as a coin page Buy does', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins } });
    renderApp(<DashboardPage />, { route: '/dashboard?trade=btc' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Buy Bitcoin' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Buy' })).toBeChecked();
  });

  it('shows the balance panel and the market summary', async () => {
    fakeTradingApi({ routes: { 'GET /asset': coins, ...ADVANCED } });
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
        ...ADVANCED,
      },
    });
    renderApp(<DashboardPage />);
    const spot = await screen.findByRole('region', { name: 'Spot prices' });
    expect(await within(spot).findByRole('alert')).toHaveTextContent(
      'Wattle is temporarily unavailable',
    );
  });

  it('simple mode: the customer’s coins and popular ones with big buttons, no big table', async () => {
    const market = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'DAI', 'USDT', 'LTC'].map((symbol) =>
      assetFixture({ assetId: symbol.toLowerCase(), symbol, name: `Coin ${symbol}` }),
    );
    fakeTradingApi({
      routes: {
        'GET /asset': market,
        'GET /user/portfolio/balances': portfolioFixture([
          holdingFixture({ symbol: 'DOGE', amount: '100', value: '20' }),
        ]),
      },
    });
    renderApp(<DashboardPage />);
    const list = await screen.findByRole('table', { name: 'Spot prices' });
    const rowIds = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.dataset.testid);
    await waitFor(() =>
      expect(rowIds()).toEqual([
        'spot-row-doge',
        'spot-row-btc',
        'spot-row-eth',
        'spot-row-sol',
        'spot-row-xrp',
        'spot-row-ada',
      ]),
    );
    // One column for coin and price, then the buttons: no sell-price or change columns.
    expect(within(list).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText(/coins up in 24 h/)).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Buy Coin BTC' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Sell Coin DOGE' })).toBeEnabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show all 9 coins' }));
    expect(rowIds()).toHaveLength(9);
  });

  it('switches to the advanced view and remembers it on the server', async () => {
    const fetch = fakeTradingApi({
      routes: {
        'PATCH /user/preferences': {
          viewMode: 'advanced',
          oneClickBuy: false,
          oneClickConfirmed: false,
        },
      },
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
    expect(await screen.findByTestId('price-chart-panel')).toBeInTheDocument();
  });
});
