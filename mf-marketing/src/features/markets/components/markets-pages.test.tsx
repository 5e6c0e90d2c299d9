import { screen, within } from '@testing-library/react';
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
    expect(names(table)).toEqual(['Bitcoin', 'Ethereum']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort by price' }));
    expect(names(table)).toEqual(['Bitcoin', 'Ethereum']);
    await user.click(screen.getByRole('button', { name: 'Sort by price' }));
    expect(names(table)).toEqual(['Ethereum', 'Bitcoin']);
    await user.click(screen.getByRole('button', { name: 'Sort by 24 h' }));
    expect(await within(table).findByText('+3.00%')).toBeInTheDocument();
    expect(names(table)).toEqual(['Ethereum', 'Bitcoin']);
    expect(screen.getByRole('columnheader', { name: /24 h/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
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
