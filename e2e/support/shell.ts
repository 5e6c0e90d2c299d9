import { expect, type Page } from '@playwright/test';
import { PAGE_FALLBACK_ATTRIBUTE, PRERENDERED_PAGE_ATTRIBUTE } from '@wattle/shared/boot';
import { API_URL } from './stack';

export const NEWCOMER = 'newcomer@wattle.dev';

/** An address no journey has used, so reruns never collide with what is already stored. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A JWT that expired an hour ago: the client decodes it, the server never sees it. */
export function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const past = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: '00000000-0000-4000-8000-000000000000',
    role: 'user',
    iat: past - 3600,
    exp: past,
  })}.signature`;
}

/** The prerendered page, and the fallback that keeps it on screen while the page's code loads. */
export const PRERENDERED_MARKUP = `[${PRERENDERED_PAGE_ATTRIBUTE}], [${PAGE_FALLBACK_ATTRIBUTE}]`;

/**
 * Moves the mouse as a visitor about to use the page does: on a prerendered page that is
 * whole without the app (an article, a guide), that is what starts the app.
 */
export async function reachForPage(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * The live app has taken over from the prerendered page: until then its header, buttons and
 * forms are a picture (the app's code starts once the browser has painted it, or on a page
 * whole without it, once the visitor reaches for the page — which this does first).
 */
export async function expectLivePage(page: Page, timeout = 30_000) {
  await reachForPage(page);
  await expect(page.locator(PRERENDERED_MARKUP)).toHaveCount(0, { timeout });
}

/**
 * Waits for the animations about to end (an opening menu, a fading popover); endless or paused
 * ones (a spinner, a toast's countdown) are not waited for, and none longer than 2 s.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime);
      const now = Number(animation.currentTime ?? 0);
      return animation.playState === 'running' && Number.isFinite(end) && end - now <= 1_000;
    });
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => 0)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Opens the signed-in header's account menu (desktop layout) and lets it finish opening: on a
 * busy machine a click on an item while the menu is still opening can be lost (it neither
 * selects nor closes).
 */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await animationsEnded(page);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('wattle.token'));
}

interface TrackedEvent {
  name: string;
  properties: Record<string, unknown>;
}

/** What the shell's analytics sink tracked (kept on window outside production). */
export function trackedEvents(page: Page): Promise<TrackedEvent[]> {
  return page.evaluate(() =>
    (
      (window as unknown as { wattleAnalytics?: (TrackedEvent & { kind: string })[] })
        .wattleAnalytics ?? []
    )
      .filter((record) => record.kind === 'track')
      .map(({ name, properties }) => ({ name, properties })),
  );
}

export async function analyticsEvents(page: Page): Promise<string[]> {
  return (await trackedEvents(page)).map((event) => event.name);
}

/** Ends a session on the server, as a password reset or support would. */
export async function endSessionOnServer(token: string) {
  const response = await fetch(`${API_URL}/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok, 'server-side logout').toBe(true);
}

const CONNECTED = '40{"sid"';

/**
 * Resolves once socket.io accepted this page's handshake, whichever transport carried the
 * answer: pushes from then on reach the page. Call it before the page connects.
 */
export function realtimeConnected(page: Page, timeout = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket.io never connected')), timeout);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(
        (body) => body.includes(CONNECTED) && done(),
        () => undefined,
      );
    });
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes(CONNECTED)) done();
      });
    });
  });
}

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST ${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A new customer, created through the API as sign-up does (202: "check your e-mail"). */
export async function createCustomer(
  email: string,
  password: string,
  name: PersonName = { firstName: 'Harper', lastName: 'Nguyen' },
) {
  return api<{ email: string }>('/auth/signup', { email, password, ...name });
}

/** Turns two-factor authentication on for a customer, as the profile's 2FA step does. */
export async function enableTwoFactor(
  email: string,
  password: string,
  code: (secret: string) => string,
): Promise<string> {
  const login = await api<{ token: string }>('/auth/login', { email, password });
  const user = await fetch(`${API_URL}/user`, {
    headers: { authorization: `Bearer ${login.token}` },
  });
  const { userId } = ((await user.json()) as { data: { userId: string } }).data;
  const { secret } = await api<{ secret: string }>('/user/twoFA', { userId }, login.token);
  await api('/user/twoFA/confirm', { otp: code(secret) }, login.token);
  return secret;
}

/**
 * Someone else types wrong passwords for `email` (five: enough that the right one alone no
 * longer signs in). Each is answered as for an unknown e-mail.
 */
export async function wrongPasswordsFor(email: string, times = 5) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `a wrong guess ${attempt}` }),
    });
    expect(response.status, 'a wrong password').toBe(401);
  }
}
