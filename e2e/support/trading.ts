import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, DEMO_CUSTOMER } from './stack';

export async function api<T>(
  path: string,
  { token, method = 'GET', body, headers = {} }: ApiOptions = {},
): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T };
  expect(response.ok, `${method} ${path}: ${JSON.stringify(payload)}`).toBe(true);
  return payload.data;
}
interface ApiOptions {
  token?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Opens the dashboard and waits for its spot prices to list Bitcoin; the prices' table. */
export async function openDashboard(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  const prices = page.getByRole('table', { name: 'Spot prices' });
  await expect(prices).toContainText('Bitcoin');
  return prices;
}

/** The sandbox bank: AUD arrives in the customer's account. */
export async function depositAud(amount: string, email = DEMO_CUSTOMER) {
  await api('/sandbox/deposits/fiat', { method: 'POST', body: { email, amount } });
}

/** The sandbox bank: AUD arrives with the reference the customer was told to use. */
export async function depositAudByReference(reference: string, amount: string) {
  await api('/sandbox/deposits/fiat', { method: 'POST', body: { reference, amount } });
}

/** The sandbox chain: coins arrive at the customer's deposit address. */
export async function depositCoins(email: string, asset: string, amount: string) {
  await api('/sandbox/deposits/crypto', { method: 'POST', body: { email, asset, amount } });
}

export interface WireAsset {
  assetId: string;
  symbol: string;
  name: string;
  buyPrice: { value: string; precision: number } | null;
  sellTradeMinimum: { value: string; precision: number } | null;
}

export function assets(): Promise<WireAsset[]> {
  return api<WireAsset[]>('/asset');
}

/** '$24,900.00' → 2490000 (cents), for comparing figures a customer sees. */
export function cents(text: string | null): number {
  const match = /-?\$([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not an AUD figure: ${text}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

export function tradeDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** A coin's sheet: what tapping its row in the spot prices opens. */
export function coinSheet(page: Page, assetName: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(`^${assetName}\\b`) });
}

/**
 * Opens the trade dialog from the spot price table — the row's button on a wide screen, the
 * coin's sheet on a phone — and (unless told not to) waits for the balances.
 */
export async function openTrade(
  page: Page,
  assetName: string,
  direction: 'Buy' | 'Sell',
  { waitForFunds = true } = {},
) {
  const table = page.getByRole('table', { name: 'Spot prices' });
  await expect(table).toBeVisible();
  // Simple mode lists the customer's and the popular coins first; the rest is one click away.
  const showAll = page.getByRole('button', { name: /^Show all \d+ coins$/ });
  if (await showAll.isVisible()) await showAll.click();
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await table.getByRole('button', { name: new RegExp(`^${assetName} [A-Z0-9]+ `) }).click();
    const sheet = coinSheet(page, assetName);
    await sheet.getByRole('button', { name: `${direction} ${assetName}`, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await table.getByRole('button', { name: `${direction} ${assetName}`, exact: true }).click();
  }
  const dialog = tradeDialog(page);
  await expect(dialog.getByRole('heading', { name: `${direction} ${assetName}` })).toBeVisible();
  if (waitForFunds) await expect(dialog.getByTestId('available-funds')).toBeVisible();
  return dialog;
}

/**
 * The dashboard's view switch. Its segment shows the choice once the preference update has
 * started (a render later), so this waits for that instead of `check()`, which reads the
 * state straight after the click, too early on a busy page. The click goes to the segment's
 * label, not its visually hidden input, so Playwright waits until the click would land on it:
 * one forced onto the input while a trade dialog is still closing lands on its fading
 * backdrop and is lost.
 */
export async function chooseViewMode(page: Page, mode: 'Simple' | 'Advanced') {
  const segment = page.getByRole('radio', { name: mode });
  await page.locator('label', { has: segment }).click();
  await expect(segment).toBeChecked();
}

export function toast(page: Page, message: string | RegExp): Locator {
  return page.locator('.Toastify').getByText(message);
}

/** What the dashboard's balance panel says the customer holds in AUD, in cents. */
export async function audShown(page: Page): Promise<number> {
  const figure = page.getByTestId('portfolio-fiat');
  await expect(figure).toBeVisible();
  return cents(await figure.textContent());
}

/** 1-Click buy is off until a customer turns it on (with its confirmation): this does so. */
export async function turnOnOneClick(token: string) {
  await api('/user/preferences', {
    token,
    method: 'PATCH',
    body: { oneClickBuy: true, confirmOneClick: true },
  });
}
