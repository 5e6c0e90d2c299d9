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
    const list = screen.getByRole('list', { name: 'Your crypto' });
    expect(within(list).getByTestId('holding-BTC')).toHaveTextContent(
      'Bitcoin0.123456 BTC$18,518.50',
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

  it('says so when there is no crypto', async () => {
    fakeTradingApi();
    renderApp(<BalancePanel />);
    expect(await screen.findByText('No crypto to show')).toBeInTheDocument();
    expect(screen.getByText('Purchase below')).toBeInTheDocument();
  });
});
