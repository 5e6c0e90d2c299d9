import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@wattle/shared';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, fakeTradingApi, ONE_CLICK_ON } from '@/testing/fake-trading-api';
import { orderResultFixture, quoteFixture } from '@/testing/trade-fixtures';
import { TradeDialog } from './trade-dialog';

const btc = assetFixture();

function quotes() {
  let count = 0;
  return () => {
    count += 1;
    return { body: { data: quoteFixture({ quoteId: `quote-${count}` }) } };
  };
}

async function enterAndPreview(amount = '100.6') {
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderApp(<TradeDialog asset={btc} direction="buy" open onClose={vi.fn()} />);
  await screen.findByTestId('available-funds');
  await user.type(screen.getByRole('textbox', { name: /Amount to/ }), amount);
  await user.click(screen.getByRole('button', { name: 'Preview order' }));
  await screen.findByRole('heading', { name: 'Review your order' });
  return user;
}

const submitError = (code: string) => () => ({
  status: 409,
  body: new ApiError({ statusCode: 409, error: 'Conflict', message: 'server words', code }).body,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TradeDialog review and submit', () => {
  it('reviews the quote, goes back clearing it, previews again and confirms', async () => {
    const fetch = fakeTradingApi({
      routes: { 'POST /order/quote': quotes(), 'POST /order/submit': orderResultFixture() },
    });
    const user = await enterAndPreview();
    expect(
      screen.getByText('Please check the details of your order are correct'),
    ).toBeInTheDocument();
    expect(screen.getByText('0.00065789 BTC')).toBeInTheDocument();
    expect(screen.getByText('Total spent')).toBeInTheDocument();
    // The spread is named beside the fee before the customer commits.
    expect(screen.getByText('Spread, included in the price')).toBeInTheDocument();
    expect(screen.getByTestId('costs-note')).toHaveTextContent(
      'the 0.60% fee, and the spread: our buy price is 0.50% above the market mid-price',
    );
    expect(screen.getByText('This quote will refresh in 15 secs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('heading', { name: 'Buy Bitcoin' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount to/ })).toHaveValue('100.6');

    // A short lock follows every quote fetch.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Preview order' })).toBeEnabled(),
      {
        timeout: 2000,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Preview order' }));
    const fiatFetches = () =>
      callsOf(fetch).filter((call) => call.key === 'GET /user/balances/fiat').length;
    const before = fiatFetches();
    await user.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByRole('heading', { name: 'Your order was successful!' }),
    ).toBeInTheDocument();
    // Said once, by the dialog: no toast as well.
    expect(screen.queryByText('Order placed successfully')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();

    const submit = callsOf(fetch).find((call) => call.key === 'POST /order/submit');
    expect(submit?.body).toEqual({
      quoteId: 'quote-2',
      cryptoAssetId: 'btc',
      orderAmount: '100.6',
      orderType: 'buy',
      type: 'preview',
    });
    expect(submit?.headers['Idempotency-Key']).toBe('quote-2');
    // Balances are fetched again after the submit.
    await waitFor(() => expect(fiatFetches()).toBeGreaterThan(before));
  });

  it('refreshes the quote on the review screen every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = fakeTradingApi({ routes: { 'POST /order/quote': quotes() } });
    await enterAndPreview();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('This quote will refresh in 10 secs')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() =>
      expect(callsOf(fetch).filter((call) => call.key === 'POST /order/quote')).toHaveLength(2),
    );
    expect(await screen.findByText('This quote will refresh in 15 secs')).toBeInTheDocument();
  });

  it('executes 1-Click at once: quote, submit, success', async () => {
    const fetch = fakeTradingApi({
      routes: {
        ...ONE_CLICK_ON,
        'POST /order/quote': quotes(),
        'POST /order/submit': orderResultFixture(),
      },
    });
    renderApp(<TradeDialog asset={btc} direction="buy" open onClose={vi.fn()} />);
    const user = userEvent.setup();
    await screen.findByTestId('available-funds');
    await user.type(screen.getByRole('textbox', { name: /Amount to/ }), '100.6');
    await user.click(await screen.findByRole('button', { name: '1-Click buy' }));
    expect(
      await screen.findByRole('heading', { name: 'Your order was successful!' }),
    ).toBeInTheDocument();
    const calls = callsOf(fetch);
    expect(calls.find((call) => call.key === 'POST /order/quote')?.body).toMatchObject({
      type: 'ONE_CLICK',
    });
    expect(calls.find((call) => call.key === 'POST /order/submit')?.body).toMatchObject({
      type: 'one_click',
    });
  });

  it.each([
    [
      'DatabaseConflictError',
      'The system is currently experiencing heavy load so unable to complete trade. Please try again.',
    ],
    ['OrderInvalidError', 'Order is incorrectly formatted. Please contact support.'],
    ['SomethingElse', 'An error occurred while placing the order. Please try again later.'],
  ])('shows the failure screen for %s, and reports it', async (code, message) => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTradingApi({
      routes: { 'POST /order/quote': quotes(), 'POST /order/submit': submitError(code) },
    });
    const user = await enterAndPreview();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByRole('heading', { name: 'Your order has failed!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // The fault, without the order it was about.
    expect(report).toHaveBeenCalledWith(
      `[wattle] order submit failed: ApiError 409 ${code} server words`,
    );
  });

  it('fails an order whose response lacks the price', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { price: _price, ...withoutPrice } = orderResultFixture();
    fakeTradingApi({
      routes: { 'POST /order/quote': quotes(), 'POST /order/submit': withoutPrice },
    });
    const user = await enterAndPreview();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('missing price in order response');
  });
});
