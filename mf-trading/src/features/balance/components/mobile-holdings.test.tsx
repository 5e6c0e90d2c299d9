import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { holdingFixture } from '@/testing/portfolio-fixtures';
import { classifyHoldings } from '../lib/classify-holdings';
import { MobileHoldings } from './mobile-holdings';

const holdings = ['BTC', 'ETH', 'SOL', 'ADA'].map((symbol, index) =>
  holdingFixture({ symbol, amount: '1', value: String(1000 - index * 100) }),
);
const dust = holdingFixture({ symbol: 'DOGE', amount: '1', value: '0.5' });

describe('MobileHoldings', () => {
  it('shows 3 holdings and puts the rest behind Show more', async () => {
    renderApp(<MobileHoldings classified={classifyHoldings([...holdings, dust])} />);
    const first = screen.getByRole('list', { name: 'Your crypto' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show 2 more' }));
    const rest = await screen.findByRole('list', { name: 'More of your crypto' });
    expect(rest).toHaveTextContent('ADA');
    expect(rest).toHaveTextContent('<$1.00 each · 1 token');
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('adds Others among the first rows when fewer than 3 holdings are shown', () => {
    renderApp(<MobileHoldings classified={classifyHoldings([holdings[0] ?? dust, dust])} />);
    const first = screen.getByRole('list', { name: 'Your crypto' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(first).toHaveTextContent('Others');
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });
});
