import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAnalyticsSink } from '@wattle/shared';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { aud } from '@/testing/amounts';
import { callsOf, fakeTradingApi, ONE_CLICK_ON } from '@/testing/fake-trading-api';
import { TradeDialog } from './trade-dialog';

const btc = assetFixture();

function open(direction: 'buy' | 'sell' = 'buy') {
  const onClose = vi.fn();
  renderApp(<TradeDialog asset={btc} direction={direction} open onClose={onClose} />);
  return onClose;
}

const amountField = () => screen.findByRole('textbox', { name: /Amount to/ });

async function typeAmount(text: string) {
  const user = userEvent.setup();
  const field = await amountField();
  await waitFor(() => expect(screen.getByTestId('available-funds')).toBeInTheDocument());
  await user.clear(field);
  await user.type(field, text);
  return user;
}

/** The toast, not the same words under the field. */
const findToast = (message: string) =>
  waitFor(() => {
    const toast = screen.getAllByText(message).find((node) => node.closest('.Toastify'));
    expect(toast).toBeDefined();
    return toast;
  });

describe('TradeDialog entry', () => {
  it('shows the asset, its price, the funds available and the allowed range', async () => {
    fakeTradingApi({ routes: ONE_CLICK_ON });
    open();
    expect(await screen.findByRole('heading', { name: 'Buy Bitcoin' })).toBeInTheDocument();
    expect(screen.getByText('$152,000.50')).toBeInTheDocument();
    expect(await screen.findByTestId('available-funds')).toHaveTextContent('$1,000.00');
    expect(await amountField()).toHaveAttribute('placeholder', '10.00 - 1000.00');
    expect(screen.getByRole('button', { name: '1-Click buy' })).toBeInTheDocument();
  });

  it('offers no 1-Click buy until the customer turns it on in preferences', async () => {
    fakeTradingApi();
    open();
    expect(await screen.findByTestId('available-funds')).toHaveTextContent('$1,000.00');
    expect(screen.getByRole('button', { name: 'Preview order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1-Click buy' })).not.toBeInTheDocument();
  });

  it('truncates typed decimals, ignores letters and fills MAX', async () => {
    fakeTradingApi();
    open();
    const user = await typeAmount('10.559x');
    expect(await amountField()).toHaveValue('10.55');
    await user.click(screen.getByRole('button', { name: 'MAX' }));
    expect(await amountField()).toHaveValue('1000');
  });

  it('estimates what is received and the fee', async () => {
    fakeTradingApi();
    open();
    await typeAmount('100.6');
    expect(screen.getByText('Estimated fee (0.60%)')).toBeInTheDocument();
    expect(screen.getByText('$0.60')).toBeInTheDocument();
    expect(screen.getByText('≈ 0.00065789 BTC')).toBeInTheDocument();
  });

  it('says at the field why an amount cannot be ordered, and estimates nothing for it', async () => {
    fakeTradingApi();
    open();
    const field = await amountField();
    const user = await typeAmount('5000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleErrorMessage('Insufficient funds');
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText(/You receive/)).not.toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByText(/You receive|Unavailable/)).not.toBeInTheDocument();
    await user.type(field, '5');
    expect(field).toHaveAccessibleErrorMessage('The minimum buy is $10.00');
    await user.type(field, '0');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/^≈ 0\.000326\d{2} BTC$/)).toBeInTheDocument();
  });

  it('sells in the coin, with its balance and decimals, and no 1-Click', async () => {
    fakeTradingApi({ btc: '0.12345678' });
    open('sell');
    expect(await screen.findByRole('heading', { name: 'Sell Bitcoin' })).toBeInTheDocument();
    // "Available", the placeholder's maximum and MAX show one figure: the coin's 8 decimals.
    expect(await screen.findByTestId('available-funds')).toHaveTextContent('0.12345678 BTC');
    expect(await amountField()).toHaveAttribute('placeholder', '0.0001 - 0.12345678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'MAX' }));
    expect(await amountField()).toHaveValue('0.12345678');
    expect(screen.queryByRole('button', { name: '1-Click buy' })).not.toBeInTheDocument();
  });

  it('replaces the inputs when the balance cannot meet the minimum', async () => {
    fakeTradingApi({ fiat: '5' });
    open();
    expect(
      await screen.findByText('Insufficient funds to meet minimum buy amount of 10.00 AUD'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit AUD' })).toHaveAttribute(
      'href',
      '/transfer?tab=deposit-fiat',
    );
    expect(screen.getByRole('button', { name: 'Preview order' })).toBeDisabled();
  });

  it('disables a direction the customer may not take, and blurs the form when both are', async () => {
    fakeTradingApi({ permissions: ['LOGIN', 'BUY'] });
    open();
    const sell = await screen.findByRole('radio', { name: 'Sell' });
    await waitFor(() => expect(sell).toBeDisabled());
    expect(screen.getByRole('radio', { name: 'Buy' })).toBeEnabled();

    fakeTradingApi({ permissions: ['LOGIN'] });
    renderApp(<TradeDialog asset={btc} direction="buy" open onClose={vi.fn()} />);
    const forms = await screen.findAllByTestId('trade-form');
    await waitFor(() => expect(forms.at(-1)).toHaveAttribute('aria-hidden', 'true'));
    expect(
      screen.getByText(
        'Your account cannot buy yet: finish verification first. Your account cannot sell yet: finish verification first',
      ),
    ).toBeInTheDocument();
  });
});

describe('TradeDialog pre-order messages as toasts', () => {
  it.each([
    ['5', 'The minimum buy is $10.00'],
    ['1000.01', 'Insufficient funds'],
  ])('refuses %s with "%s" and asks for no quote', async (amount, message) => {
    const fetch = fakeTradingApi();
    const tracked: string[] = [];
    setAnalyticsSink({
      track: (event, properties) => tracked.push(`${event}: ${String(properties.outcome)}`),
      identify: () => undefined,
    });
    const consoleError = vi.spyOn(console, 'error');
    open();
    const user = await typeAmount(amount);
    await user.click(screen.getByRole('button', { name: 'Preview order' }));
    expect(await findToast(message)).toBeInTheDocument();
    expect(callsOf(fetch).some((call) => call.key === 'POST /order/quote')).toBe(false);
    // The customer's own mistake: counted, never a console error.
    expect(tracked).toEqual([`order_check: ${message}`]);
    expect(consoleError).not.toHaveBeenCalled();
    setAnalyticsSink(null);
    consoleError.mockRestore();
  });

  it('refuses above the maximum', async () => {
    fakeTradingApi({ fiat: '300000', routes: ONE_CLICK_ON });
    open();
    const user = await typeAmount('250001');
    await user.click(await screen.findByRole('button', { name: '1-Click buy' }));
    expect(await findToast('The amount entered is above the maximum allowed')).toBeInTheDocument();
  });

  it('rejects an order when the fiat balance is unknown', async () => {
    fakeTradingApi({
      routes: {
        'GET /user/balances/fiat': () => ({
          status: 503,
          body: { statusCode: 503, error: 'x', message: 'down' },
        }),
      },
    });
    open();
    const user = userEvent.setup();
    await user.type(await amountField(), '50');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Preview order' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Preview order' }));
    expect(await findToast('No fiat balance, order rejected')).toBeInTheDocument();
  });

  it('says so when the quote cannot be fetched, and reports it', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeTradingApi({
      routes: {
        'POST /order/quote': () => ({
          status: 500,
          body: { statusCode: 500, error: 'x', message: 'x' },
        }),
      },
    });
    open();
    const user = await typeAmount('50');
    await user.click(screen.getByRole('button', { name: 'Preview order' }));
    expect(
      await screen.findByText('Something went wrong fetching order quote'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buy Bitcoin' })).toBeInTheDocument();
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });
});

describe('TradeDialog near-the-high warning', () => {
  const candles = (closes: number[]) =>
    closes.map((close, day) => ({
      at: new Date(Date.UTC(2026, 0, day + 1)).toISOString(),
      open: String(close),
      high: String(close),
      low: String(close),
      close: String(close),
    }));
  const history = (closes: number[]) => ({
    assetId: 'btc',
    range: '30d',
    candles: candles(closes),
    high30d: String(Math.max(...closes)),
  });

  it('warns before buying a volatile coin that ran up to its high', async () => {
    const closes = Array.from(
      { length: 30 },
      (_, day) => 100_000 + day * 1_800 + (day % 2) * 4_000,
    );
    fakeTradingApi({ routes: { 'GET /asset/id/btc/history': history(closes) } });
    renderApp(
      <TradeDialog
        asset={assetFixture({ buyPrice: aud('155000') })}
        direction="buy"
        open
        onClose={vi.fn()}
      />,
    );
    const warning = await screen.findByTestId('near-high-warning');
    expect(warning).toHaveTextContent('Bitcoin is near its 30-day high');
    // One line: the figures and the rule wait behind "Why?".
    expect(screen.queryByText(/is close to the 30-day high/)).not.toBeVisible();
    await userEvent.click(within(warning).getByRole('button', { name: 'Why?' }));
    expect(within(warning).getByText(/is close to the 30-day high of/)).toBeVisible();
  });

  it('says "above" when the buy price is past the 30-day high', async () => {
    const closes = Array.from({ length: 30 }, (_, day) => 90_000 + day * 1_800 + (day % 2) * 4_000);
    fakeTradingApi({ routes: { 'GET /asset/id/btc/history': history(closes) } });
    // The dialog's live buy price ($152,000.50) is past this month's high of $146,200.
    renderApp(<TradeDialog asset={assetFixture()} direction="buy" open onClose={vi.fn()} />);
    expect(await screen.findByTestId('near-high-warning')).toHaveTextContent(
      'Bitcoin is above its 30-day high',
    );
  });

  it('stays quiet for a stablecoin at its flat high', async () => {
    const usdt = assetFixture({
      assetId: 'usdt',
      symbol: 'USDT',
      name: 'Tether',
      buyPrice: aud('1.5402'),
    });
    const closes = Array.from({ length: 30 }, (_, day) => 1.538 + (day % 2) * 0.002);
    const fetch = fakeTradingApi({
      routes: { 'GET /asset/id/usdt/history': { ...history(closes), assetId: 'usdt' } },
    });
    const { queryClient } = renderApp(
      <TradeDialog asset={usdt} direction="buy" open onClose={vi.fn()} />,
    );
    await screen.findByTestId('available-funds');
    await waitFor(() => {
      expect(callsOf(fetch).some((call) => call.key === 'GET /asset/id/usdt/history')).toBe(true);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.queryByTestId('near-high-warning')).not.toBeInTheDocument();
  });
});
