import { screen, within } from '@testing-library/react';
import { makeAmount, setToken } from '@wattle/shared';
import { fakeApi, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { TransactionsPage } from './transactions-page';

const movement = (overrides: Record<string, unknown>) => ({
  transactionId: 't1',
  type: 'deposit',
  amount: makeAmount(250n * 10n ** 18n, 18, 'AUD'),
  asset: { symbol: 'AUD' },
  createdAt: '2026-03-04T09:05:00.000Z',
  trade: null,
  ...overrides,
});

describe('TransactionsPage', () => {
  it('tells a new customer where their history will appear', async () => {
    setToken('token');
    fakeApi({ 'GET /transaction/trade-transactions': [] });
    renderApp(<TransactionsPage />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('lists movements with the spec’s labels, signed amounts in and out', async () => {
    setToken('token');
    fakeApi({
      'GET /transaction/trade-transactions': [
        movement({}),
        movement({
          transactionId: 't2',
          type: 'trade_out',
          amount: makeAmount(-994_03n * 10n ** 16n, 18, 'AUD'),
        }),
        movement({
          transactionId: 't3',
          type: 'trade_in',
          amount: makeAmount(650713n, 8, 'BTC'),
          asset: { symbol: 'BTC' },
        }),
      ],
    });
    renderApp(<TransactionsPage />);
    const rows = within(await screen.findByRole('table', { name: 'Transactions' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('+$250.00');
    expect(rows[2]).toHaveTextContent('Debit');
    expect(rows[2]).toHaveTextContent('−$994.03');
    expect(rows[3]).toHaveTextContent('Credit');
    expect(rows[3]).toHaveTextContent('+0.006507 BTC');
  });
});
