import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bucketFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { bucketQuoteFixture, bucketResultFixture } from '@/testing/bucket-fixtures';
import { callsOf, fakeTradingApi } from '@/testing/fake-trading-api';
import { BucketsPage } from './buckets-page';

const buckets = [
  bucketFixture(),
  bucketFixture({ bucketId: 'bold', bucketName: 'Bold', riskLevel: 'high' }),
  bucketFixture({ bucketId: 'old', bucketName: 'Retired', enabled: false }),
];

describe('BucketsPage', () => {
  it('shows each enabled bucket with its risk, composition and order range', async () => {
    fakeTradingApi({ routes: { 'GET /buckets': buckets } });
    renderApp(<BucketsPage />);
    const steady = await screen.findByRole('article', { name: 'Steady' });
    expect(within(steady).getByText('Low risk')).toBeInTheDocument();
    expect(
      within(steady).getByRole('img', { name: 'Composition: Bitcoin 60.00%, Ethereum 40.00%' }),
    ).toBeInTheDocument();
    expect(within(steady).getByText('Order from $50.00 to $50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bold' })).toHaveTextContent('High risk');
    expect(screen.queryByRole('article', { name: 'Retired' })).not.toBeInTheDocument();
  });

  it('needs the buy permission', async () => {
    fakeTradingApi({ permissions: ['LOGIN'], routes: { 'GET /buckets': buckets } });
    renderApp(<BucketsPage />);
    expect(await screen.findByText(/Buying is paused/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('quotes, reviews per coin, submits and shows the result', async () => {
    const fetch = fakeTradingApi({
      routes: {
        'GET /buckets': buckets,
        'POST /bucketOrder/quote': bucketQuoteFixture(),
        'POST /bucketOrder/submit': bucketResultFixture(),
      },
    });
    renderApp(<BucketsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy Steady' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('available-funds');
    const amount = within(dialog).getByRole('textbox', { name: /Amount to spend/ });
    expect(amount).toHaveAttribute('placeholder', '50.00 - 1000.00');
    await user.type(amount, '20');
    expect(amount).toHaveAccessibleErrorMessage('The minimum buy is $50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Preview order' }));
    await waitFor(() => expect(screen.getAllByText('The minimum buy is $50.00')).toHaveLength(2));

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Preview order' }));
    const legs = await within(dialog).findByRole('table', { name: 'Coins in this order' });
    expect(within(legs).getAllByRole('row')).toHaveLength(3);
    expect(legs).toHaveTextContent('0.00039 BTC$60.00');
    expect(within(dialog).getByText('This quote will refresh in 15 secs')).toBeInTheDocument();
    // The same all-in cost line as the trade dialog's review, from the quote's spread and fee.
    expect(within(dialog).getByTestId('all-in-cost')).toHaveTextContent(
      'You pay $100.00 for $98.90 of Steady at the mid price: spread $0.50, fee $0.60 — 1.10 %',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByText('Your order was successful!')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Coins bought' })).toHaveTextContent(
      '0.00039 BTC for $60.00',
    );
    expect(within(dialog).getByTestId('all-in-cost')).toHaveTextContent(
      'You pay $100.00 for $98.90 of Steady at the mid price: spread $0.50, fee $0.60 — 1.10 %',
    );
    const calls = callsOf(fetch);
    expect(calls.find((call) => call.key === 'POST /bucketOrder/quote')?.body).toEqual({
      bucketId: 'steady',
      spend: '100',
    });
    const submit = calls.find((call) => call.key === 'POST /bucketOrder/submit');
    expect(submit?.body).toEqual({ quoteId: 'bq-1', bucketId: 'steady' });
    expect(submit?.headers['Idempotency-Key']).toBe('bq-1');
  });
});
