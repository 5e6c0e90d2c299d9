import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeTradingApi } from '@/testing/fake-trading-api';
import { holdingFixture, portfolioFixture } from '@/testing/portfolio-fixtures';
import { BalancePanel } from './balance-panel';

const portfolio = portfolioFixture(
  [
    holdingFixture({ symbol: 'BTC', name: 'Bitcoin', amount: '0.1234567', value: '18518.5' }),
    holdingFixture({ symbol: 'DOGE', name: 'Dogecoin', amount: '1', value: '0.456' }),
    holdingFixture({ symbol: 'XRP', name: 'Ripple', amount: '0.1', value: '0.26' }),
    holdingFixture({ symbol: 'NEW', name: 'Newcoin', amount: '3', value: null }),
  ],
  { fiat: '250', crypto: '18519.21' },
);

describe('BalancePanel', () => {
  it('shows the total, holdings worth $1 or more, Others, and Unavailable apart', async () => {
    fakeTradingApi({ routes: { 'GET /user/portfolio/balances': portfolio } });
    renderApp(<BalancePanel />);
    expect(await screen.findByTestId('portfolio-total')).toHaveTextContent('$18,769.21');
    expect(screen.getByTestId('portfolio-fiat')).toHaveTextContent('$250.00');
    expect(screen.queryByTestId('portfolio-fiat-held')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your crypto' });
    expect(within(list).getByTestId('holding-BTC')).toHaveTextContent(
      'Bitcoin0.1234567 BTC$18,518.50',
    );
    expect(within(list).getByTestId('holding-others')).toHaveTextContent(
      'Others<$1.00 each · 2 tokens$0.71',
    );
    const unavailable = screen.getByTestId('unavailable-holdings');
    expect(unavailable).toHaveTextContent('Newcoin3 NEWUnavailable');

    const user = userEvent.setup();
    await user.hover(
      within(unavailable).getByRole('button', { name: 'Why are these unavailable?' }),
    );
    expect(
      await screen.findByText('Balance does not include assets with unavailable prices'),
    ).toBeInTheDocument();
  });

  it('counts what open orders hold in the total and shows it beside what is available', async () => {
    const held = portfolioFixture(
      [
        holdingFixture({
          symbol: 'BTC',
          name: 'Bitcoin',
          amount: '0.3',
          held: '0.2',
          value: '50000',
        }),
      ],
      { fiat: '600', fiatHeld: '400', crypto: '50000' },
    );
    fakeTradingApi({ routes: { 'GET /user/portfolio/balances': held } });
    renderApp(<BalancePanel />);
    expect(await screen.findByTestId('portfolio-total')).toHaveTextContent('$51,000.00');
    expect(screen.getByText('AUD available')).toBeInTheDocument();
    expect(screen.getByTestId('portfolio-fiat')).toHaveTextContent('$600.00');
    expect(screen.getByTestId('portfolio-fiat-held')).toHaveTextContent(
      '+ $400.00 held by open orders',
    );
    expect(screen.getByTestId('holding-BTC')).toHaveTextContent(
      'Bitcoin0.3 BTC available · 0.2 BTC held by open orders$50,000.00',
    );
  });

  it('says so when there is no crypto', async () => {
    fakeTradingApi();
    renderApp(<BalancePanel />);
    expect(await screen.findByText('No crypto to show')).toBeInTheDocument();
    expect(screen.getByText('Purchase below')).toBeInTheDocument();
  });

  it('puts what it is given to say with the total right under it, before the coins', async () => {
    fakeTradingApi({ routes: { 'GET /user/portfolio/balances': portfolio } });
    renderApp(<BalancePanel summary="up $123.45 (4.1 %) on what you paid" />);
    const summary = await screen.findByTestId('balance-summary');
    expect(summary).toHaveTextContent('up $123.45 (4.1 %) on what you paid');
    const total = screen.getByTestId('portfolio-total');
    const list = screen.getByRole('list', { name: 'Your crypto' });
    expect(total.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
