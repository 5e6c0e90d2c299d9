import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAmount } from '@wattle/shared';
import { assetFixture, fakeApi } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.unstubAllGlobals());

const aud = (value: string) => makeAmount(`${value}000000000000000000`, 18, 'AUD');

function answerMarkets() {
  fakeApi({
    'GET /asset': [
      assetFixture({ assetId: 'aud', symbol: 'AUD', name: 'Australian Dollar', type: 'fiat' }),
      assetFixture(),
      assetFixture({
        assetId: 'eth',
        symbol: 'ETH',
        name: 'Ethereum',
        buyPrice: aud('5000'),
        sellPrice: aud('5000'),
      }),
    ],
    'GET /asset/stats': { BTC: { dailyMarketChange: '-2' }, ETH: { dailyMarketChange: '3' } },
    'GET /asset/market': {
      BTC: {
        marketCap: '2998000000000',
        volume24h: '45600000000',
        sparkline7d: ['148000', '149500', '151000', '152000.5'],
      },
    },
    'GET /buckets/public': [],
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the markets pages', () => {
  it('lists every coin on /top-100 and sorts by price and change when asked', async () => {
    answerMarkets();
    renderRoute('/top-100');
    const table = await screen.findByRole(
      'table',
      { name: 'Top cryptocurrencies' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(names(table)).toEqual(['Bitcoin', 'Ethereum']));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by price' }));
    expect(names(table)).toEqual(['Bitcoin', 'Ethereum']);
    await user.click(screen.getByRole('button', { name: 'Sort by price' }));
    expect(names(table)).toEqual(['Ethereum', 'Bitcoin']);
    await user.click(screen.getByRole('button', { name: 'Sort by 24 h' }));
    expect(await within(table).findByText('+3.00%')).toBeInTheDocument();
    expect(names(table)).toEqual(['Ethereum', 'Bitcoin']);
    expect(screen.getByRole('button', { name: 'Sort by 24 h' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('keeps the table’s rows in place while the prices load, each figure a bar', async () => {
    fakeApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderRoute('/top-100');
    const table = await screen.findByRole(
      'table',
      { name: 'Top cryptocurrencies' },
      { timeout: 5000 },
    );
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Every coin of the catalogue, its price and change bars hidden from screen readers.
    expect(names(table)).toHaveLength(21);
    expect(table.querySelectorAll('[data-pending][aria-hidden="true"]').length).toBeGreaterThan(
      21 * 2,
    );
  });

  it('shows market cap, volume and a 7-day line on /top-100, and cents coins to 4 figures', async () => {
    fakeApi({
      'GET /asset': [
        assetFixture(),
        assetFixture({
          assetId: 'doge',
          symbol: 'DOGE',
          name: 'Dogecoin',
          buyPrice: makeAmount('234567000000000000', 18, 'AUD'),
          sellPrice: makeAmount('230000000000000000', 18, 'AUD'),
        }),
      ],
      'GET /asset/stats': {},
      'GET /asset/market': {
        BTC: {
          marketCap: '2998000000000',
          volume24h: '45600000000',
          sparkline7d: ['148000', '149500', '151000', '152000.5'],
        },
      },
    });
    renderRoute('/top-100');
    const table = await screen.findByRole(
      'table',
      { name: 'Top cryptocurrencies' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(names(table)).toEqual(['Bitcoin', 'Dogecoin']));
    expect(table).toHaveAttribute('aria-busy', 'false');
    const [, btc, doge] = within(table).getAllByRole('row');
    expect(await within(btc as HTMLElement).findByText('$2.998T')).toBeInTheDocument();
    expect(within(btc as HTMLElement).getByText('$45.6B')).toBeInTheDocument();
    expect(
      within(btc as HTMLElement).getByRole('img', { name: 'Bitcoin over 7 days: up 2.70%' }),
    ).toBeInTheDocument();
    expect(within(doge as HTMLElement).getByText('$0.2345')).toBeInTheDocument();
  });

  it('converts between two assets on /exchange-rates', async () => {
    answerMarkets();
    renderRoute('/exchange-rates');
    const converted = await screen.findByTestId('converted', {}, { timeout: 5000 });
    // 1 BTC at the midpoint of $152,000.50 and $150,000.25.
    expect(converted).toHaveTextContent('$151,000.37');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'eth');
    expect(converted).toHaveTextContent('30.200075 ETH');
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    expect(screen.getByText('Enter an amount to convert')).toBeInTheDocument();
  });

  it('shows buckets and coins on /marketplace', async () => {
    answerMarkets();
    renderRoute('/marketplace');
    expect(
      await screen.findByText('No buckets are on offer right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Bitcoin (BTC)' })).toHaveAttribute(
      'href',
      '/buy/bitcoin',
    );
  });
});
