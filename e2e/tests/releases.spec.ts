import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import type { FederationWindow } from '../support/federation';
import { expectLivePage, openAccountMenu } from '../support/shell';
import { API_URL, control, CONTROL_URL, DEMO_PASSWORD, ORIGINS, signInAs } from '../support/stack';
import { openDashboard } from '../support/trading';

const RELEASE_A = '0.1.0-e2e.a';
const RELEASE_B = '0.1.0-e2e.b';
/** `npm test` keeps the last release's front ends first (scripts/previous-releases.ts). */
const PREVIOUS_RELEASES_REQUIRED = process.env.WATTLE_PREVIOUS_RELEASES === 'required';

/**
 * Releases of a remote chosen by the environment's releases file (docs/deploying-a-remote.md),
 * and the shell's check of what a remote needs. These journeys change what the one stack
 * serves, so they run alone (playwright.config.ts).
 */

/** Every remote entry the page asks for, in order. */
function remoteEntries(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) urls.push(request.url());
  });
  return urls;
}

async function staffHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${API_URL}/auth/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'support1@wattle.dev', password: DEMO_PASSWORD }),
  });
  expect(response.ok, `staff sign-in: ${response.status}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

interface Health {
  remotes: { remote: string; loads: number; adapted: number }[];
  running: { environment: string; remote: string; version: string | null }[];
}

/** What the support console's health card reads. */
async function frontEndHealth(): Promise<Health> {
  const response = await fetch(`${API_URL}/support/front-end-health`, {
    headers: await staffHeaders(),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: Health }).data;
}

const runningRelease = async (remote: string) =>
  (await frontEndHealth()).running.find(
    (row) => row.environment === 'development' && row.remote === remote,
  )?.version;

/** The Chakra module every remote reads: the shell's shared copy, and what it exports. */
const sharedChakra = (page: Page) =>
  page.evaluate(() => {
    const federation = (window as unknown as FederationWindow).__FEDERATION__;
    const shell = federation.__INSTANCES__.find((instance) => instance.name === 'wattle_shell');
    const copies = Object.values(shell?.shareScopeMap.default?.['@chakra-ui/react'] ?? {});
    const react = Object.values(shell?.shareScopeMap.default?.react ?? {});
    return {
      copies: copies.map(({ from, loaded }) => ({ from, loaded })),
      reactCopies: react.map(({ from, loaded }) => ({ from, loaded })),
      hasVStack: copies.some((copy) => copy.lib !== undefined && 'VStack' in copy.lib()),
    };
  });

test.describe('releases chosen by configuration', () => {
  test.afterEach(async () => {
    for (const remote of ['trading', 'history', 'account', 'marketing']) {
      await control(`/releases/${remote}/choose?version=`);
    }
  });

  test('trading swaps from release A to B and back by configuration, the session intact', async ({
    page,
  }) => {
    await control(`/releases/trading/publish?version=${RELEASE_A}`);
    await control(`/releases/trading/publish?version=${RELEASE_B}`);
    await control(`/releases/trading/choose?version=${RELEASE_A}`);
    const entries = remoteEntries(page);
    const entryOf = (release: string) => `${ORIGINS.trading}/releases/${release}/remoteEntry.js`;
    await signInAs(page);
    await openDashboard(page);
    expect(entries).toContain(entryOf(RELEASE_A));

    // Production switch: the open page keeps the release it runs, as it moves about.
    await control(`/releases/trading/choose?version=${RELEASE_B}`);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByText('customer@wattle.dev')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toBeVisible();
    expect(entries).not.toContain(entryOf(RELEASE_B));

    // The next page load takes B: no rebuild, no restart, still signed in.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    expect(entries).toContain(entryOf(RELEASE_B));
    await expect.poll(() => runningRelease('trading'), { timeout: 15_000 }).toBe(RELEASE_B);

    // Rollback is the same edit the other way.
    await control(`/releases/trading/choose?version=${RELEASE_A}`);
    entries.length = 0;
    await page.reload();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    expect(entries).toContain(entryOf(RELEASE_A));
    expect(entries).not.toContain(entryOf(RELEASE_B));
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect.poll(() => runningRelease('trading'), { timeout: 15_000 }).toBe(RELEASE_A);
  });

  test('a remote using a Chakra export the shell was built without runs on the one Chakra', async ({
    page,
  }) => {
    // Building that shell takes minutes the first time; later runs reuse it.
    test.setTimeout(600_000);
    await control('/front-ends/shell/build-without?exports=VStack');
    await control('/front-ends/shell/serve?build=dist-without-vstack');
    try {
      const before = (await frontEndHealth()).remotes.find((row) => row.remote === 'history');
      // The dashboard fetches History ahead once the page is quiet, which would lend VStack
      // before the first look: its files wait until then.
      let releaseHistory = () => {};
      const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
      await page.route(`${ORIGINS.history}/**`, async (route) => {
        await historyHeld;
        await route.continue();
      });
      await signInAs(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
      expect((await sharedChakra(page)).hasVStack).toBe(false);
      releaseHistory();

      // History draws with VStack: the shell lends it from its complete Chakra.
      await page.goto('/transaction');
      await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');
      await expect(page.getByTestId('remote-fallback-history')).toHaveCount(0);
      const chakra = await sharedChakra(page);
      expect(chakra.hasVStack).toBe(true);
      expect(chakra.copies.filter((copy) => copy.loaded)).toEqual([
        { from: 'wattle_shell', loaded: true },
      ]);
      expect(chakra.reactCopies.filter((copy) => copy.loaded)).toEqual([
        { from: 'wattle_shell', loaded: true },
      ]);
      await expect
        .poll(
          async () =>
            (await frontEndHealth()).remotes.find((row) => row.remote === 'history')?.adapted,
          { timeout: 15_000 },
        )
        .toBeGreaterThan(before?.adapted ?? 0);
    } finally {
      await control('/front-ends/shell/stop');
      await control('/front-ends/shell/start');
    }
  });

  for (const [remote, path, check] of [
    ['trading', '/dashboard', (page: Page) => page.getByRole('table', { name: 'Spot prices' })],
    ['account', '/profile', (page: Page) => page.getByText('customer@wattle.dev')],
    ['history', '/transaction', (page: Page) => page.getByRole('list', { name: 'Transactions' })],
    [
      'marketing',
      '/top-100',
      (page: Page) => page.getByRole('heading', { level: 1, name: 'Top cryptocurrencies' }),
    ],
  ] as const) {
    test(`the current shell runs ${remote}’s previous release`, async ({ page }) => {
      const kept = await fetch(`${CONTROL_URL}/releases/${remote}/previous`, { method: 'POST' });
      test.skip(
        kept.status === 404 && !PREVIOUS_RELEASES_REQUIRED,
        `no earlier release of ${remote} is kept: run npm run releases:previous`,
      );
      expect(kept.status, `the last release of ${remote} is kept`).toBe(204);
      const entries = remoteEntries(page);
      if (remote !== 'marketing') await signInAs(page);
      await page.goto(path);
      await expect(check(page)).toBeVisible();
      // A public page is drawn before the app runs: wait for the remote to take it over.
      if (remote === 'marketing') await expectLivePage(page);
      await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
      expect(entries.some((url) => url.startsWith(`${ORIGINS[remote]}/releases/`))).toBe(true);
    });
  }
});

test('the previous shell runs today’s remotes', async ({ page }) => {
  const previous = await fetch(`${CONTROL_URL}/front-ends/shell/previous`, { method: 'POST' });
  test.skip(
    previous.status === 404 && !PREVIOUS_RELEASES_REQUIRED,
    'no earlier shell is kept: run npm run releases:previous',
  );
  expect(previous.status, 'the last release of the shell is kept').toBe(204);
  try {
    await signInAs(page);
    await openDashboard(page);
    await page.goto('/profile');
    await expect(page.getByText('customer@wattle.dev')).toBeVisible();
    await page.goto('/transaction');
    await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');
    await page.goto('/top-100');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Top cryptocurrencies' }),
    ).toBeVisible();
    await expectLivePage(page);
    for (const remote of ['trading', 'account', 'history', 'marketing']) {
      await expect(page.getByTestId(`remote-fallback-${remote}`)).toHaveCount(0);
    }
  } finally {
    await control('/front-ends/shell/stop');
    await control('/front-ends/shell/start');
  }
});

test.describe('the console’s front-end health', () => {
  // axe is injected as a script, which the page's policy would refuse.
  test.use({ bypassCSP: true });

  test('support staff read each remote’s last hour and the releases running', async ({ page }) => {
    await page.goto(`${ORIGINS.shell}/config.json`);
    const { authorization = '' } = await staffHeaders();
    const token = authorization.replace('Bearer ', '');
    await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/support');
    const card = page.getByRole('region', { name: 'Front-end health' });
    await expect(card).toContainText(/Trading: \d+ loads?, \d+ failures?/);
    await expect(card).toContainText(/development · Trading: 0\.1\.0-/);
    await expectNoSeriousA11yViolations(page, 'support console, front-end health');
    await card.screenshot({ path: 'test-results/front-end-health/card-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await card.screenshot({ path: 'test-results/front-end-health/card-375.png' });
  });
});
