import { screen, within } from '@testing-library/react';
import { makeAmount, type PortfolioHoldings } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeTradingApi } from '@/testing/fake-trading-api';
import { PerformanceLine, PerformanceSummary, PerformanceTablePanel } from './performance-summary';

const aud = (cents: bigint) => makeAmount(cents * 10n ** 16n, 18, 'AUD');

const holdings: PortfolioHoldings = {
  financialYear: 2027,
  holdings: [
    {
      asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' },
      amount: makeAmount(1_000_000n, 8, 'BTC'),
      value: aud(312_345n),
      costBase: aud(300_000n),
      unrealisedGain: aud(12_345n),
      unrealisedPercent: '4.1',
      realisedGainThisYear: aud(-500n),
      costBaseUnknown: true,
    },
  ],
  totals: {
    value: aud(312_345n),
    costBase: aud(300_000n),
    unrealisedGain: aud(12_345n),
    unrealisedPercent: '4.1',
    realisedGainThisYear: aud(-500n),
  },
};

/** A customer who has not bought yet: no coins, so no percentage. */
const noCoinsYet: PortfolioHoldings = {
  ...holdings,
  holdings: [],
  totals: { ...holdings.totals, unrealisedPercent: null },
};

const answerHoldings = (answer: PortfolioHoldings) =>
  fakeTradingApi({ routes: { 'GET /user/portfolio/holdings': answer } });

/** What the dashboard's balance panel shows of the performance: the line, then the table. */
const renderBalancePanelParts = () =>
  renderApp(
    <>
      <PerformanceLine />
      <PerformanceTablePanel />
    </>,
  );

describe('PerformanceSummary', () => {
  it('says in one line, in simple mode, whether the customer is up', async () => {
    answerHoldings(holdings);
    renderApp(<PerformanceSummary advanced={false} />);
    expect(await screen.findByTestId('performance-line')).toHaveTextContent(
      'up $123.45 (4.1 %) on what you paid ($3,000.00)',
    );
    expect(screen.queryByTestId('performance-table')).not.toBeInTheDocument();
  });

  it('shows the table per coin in advanced mode, linking to the coin’s parcels', async () => {
    answerHoldings(holdings);
    renderApp(<PerformanceSummary advanced />);
    const row = await screen.findByTestId('performance-BTC');
    expect(row).toHaveTextContent('$3,123.45');
    expect(row).toHaveTextContent('includes coins transferred in at $0');
    expect(within(row).getByRole('link', { name: 'BTC' })).toHaveAttribute('href', '/balance/btc');
  });

  it('says what it will show before the first buy', async () => {
    answerHoldings(noCoinsYet);
    renderApp(<PerformanceSummary advanced />);
    expect(await screen.findByTestId('performance-empty')).toBeInTheDocument();
  });

  it('gives the dashboard’s balance panel its one line, and the table only once there are coins', async () => {
    answerHoldings(holdings);
    renderBalancePanelParts();
    expect(await screen.findByTestId('performance-line')).toHaveTextContent(
      'up $123.45 (4.1 %) on what you paid ($3,000.00)',
    );
    expect(await screen.findByTestId('performance-BTC')).toHaveTextContent('$3,123.45');
    expect(screen.getAllByTestId('performance-line')).toHaveLength(1);
  });

  it('tells the balance panel what it will show before the first buy, and shows no empty table', async () => {
    answerHoldings(noCoinsYet);
    renderBalancePanelParts();
    expect(await screen.findByTestId('performance-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('performance-table')).not.toBeInTheDocument();
  });
});
