import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryApi } from '@/testing/fake-history-api';
import {
  bonusGroup,
  bucketGroup,
  buyGroup,
  failedWithdrawalGroup,
  swapGroup,
} from '@/testing/history-fixtures';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

const groups = [failedWithdrawalGroup(), bucketGroup(), swapGroup(), buyGroup(), bonusGroup()];

describe('the history list', () => {
  it('shows one row per group, in plain words with both sides', async () => {
    fakeHistoryApi({ history: { groups, nextCursor: null } });
    renderRoute('/transaction');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('button', { expanded: false });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Withdrawal of $10.13Refunded'),
      expect.stringContaining('Bought the Steady bucket for $2,000.00BTC · ETH'),
      expect.stringContaining('Swapped 0.001 BTC for 0.00650713 ETH'),
      expect.stringContaining('Bought 0.00650713 BTC for $1,000.00'),
      expect.stringContaining('Referral bonus of $1.20'),
    ]);
    expect(rows[3]).toHaveTextContent('04/03/2026 3:39pm');
    // The date shows once, on the row: not again on each of its entries.
    await userEvent.setup().click(rows[3] as HTMLElement);
    expect(screen.getAllByText(/04\/03\/2026/)).toHaveLength(5);
  });

  it('opens a swap to its coins, and a bucket to one line per coin', async () => {
    const user = userEvent.setup();
    fakeHistoryApi({ history: { groups, nextCursor: null } });
    renderRoute('/transaction');
    await user.click(await screen.findByRole('button', { name: /^Swapped/ }, { timeout: 5000 }));
    const swap = screen.getByRole('list', { name: 'Entries of Swap BTC → ETH' });
    expect(
      within(swap)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^CreditETH/), expect.stringMatching(/^DebitBTC/)]);
    await user.click(screen.getByRole('button', { name: /^Bought the Steady bucket/ }));
    const coins = screen.getByRole('list', { name: 'Coins bought' });
    expect(
      within(coins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0.00650713 BTC for $1,000.00', '0.00650713 ETH for $1,000.00']);
  });

  it('expands a group in place to its entries and opens its details', async () => {
    const user = userEvent.setup();
    fakeHistoryApi({ history: { groups, nextCursor: null } });
    renderRoute('/transaction');
    const row = await screen.findByRole(
      'button',
      { name: /^Bought [\d.]+ BTC/ },
      { timeout: 5000 },
    );
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const entries = screen.getByRole('list', { name: 'Entries of Buy BTC' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^CreditBTC/),
      expect.stringMatching(/^FeeAUD/),
      expect.stringMatching(/^SpreadAUD/),
      expect.stringMatching(/^DebitAUD/),
    ]);
    await user.click(screen.getByRole('button', { name: 'View details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy: BTC' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Price$150,000.00 per BTC');
    expect(dialog).toHaveTextContent('Fee$5.97');
    expect(dialog).toHaveTextContent('Spread$4.03');
    expect(within(dialog).getByRole('button', { name: 'Copy trade id' })).toBeInTheDocument();
  });

  it('says why a withdrawal failed, and links a Bonus to the referral history', async () => {
    const user = userEvent.setup();
    fakeHistoryApi({ history: { groups, nextCursor: null } });
    renderRoute('/transaction');
    await user.click(
      await screen.findByRole('button', { name: /^Withdrawal of \$10\.13/ }, { timeout: 5000 }),
    );
    expect(screen.getByText(/Your bank returned the payment\./)).toBeInTheDocument();
    expect(screen.getByText('062-000 ••••5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Referral bonus/ }));
    expect(screen.getByRole('link', { name: 'See your referral history' })).toHaveAttribute(
      'href',
      '/profile?tab=referral-history',
    );
  });

  it('asks the API for the filters in the URL, and says when nothing matches', async () => {
    const fetch = fakeHistoryApi();
    renderRoute('/transaction?type=swap&asset=eth&from=2025-07-01&to=2026-06-30');
    expect(
      await screen.findByText('Nothing matches these filters', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const urls = fetch.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls).toContainEqual(
      expect.stringContaining(
        '/transaction/history?type=swap&asset=ETH&from=2025-07-01&to=2026-06-30&limit=50',
      ),
    );
    expect(screen.getByLabelText('Type')).toHaveValue('swap');
    expect(screen.getByLabelText('From')).toHaveValue('01/07/2025');
  });

  it('tells a new customer where their history will appear', async () => {
    fakeHistoryApi();
    renderRoute('/transaction');
    expect(
      await screen.findByText('No transactions yet', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows an error it can retry', async () => {
    fakeHistoryApi({
      routes: {
        'GET /transaction/history': () => ({
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'Something broke' },
        }),
      },
    });
    renderRoute('/transaction');
    await waitFor(
      () => expect(screen.getByText(/We could not load your transactions/)).toBeInTheDocument(),
      { timeout: 15_000 },
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});
