import { expect, test } from '@playwright/test';
import type { FederationWindow } from '../support/federation';
import { policyViolations } from '../support/policy';
import { expectLivePage, openAccountMenu } from '../support/shell';
import { ALTERNATE_PORT, control, ORIGINS, signInAs } from '../support/stack';

const REACT_FAMILY = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/**
 * React, Chakra with emotion, the router and the query cache: one theme, one style cache, one
 * history, one cache (Chakra, the router and the query cache are tree-shaken singletons,
 * rspack.base.ts).
 */
const ONE_INSTANCE = [
  ...REACT_FAMILY,
  '@chakra-ui/react',
  '@emotion/react',
  'react-router-dom',
  '@tanstack/react-query',
];

test.describe('federation', () => {
  test('the shell loads each remote in one app, under its own policy', async ({ page }) => {
    const refused = await policyViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Buy, sell and swap crypto/ })).toBeVisible();
    await expectLivePage(page);
    expect(refused).toEqual([]);

    await signInAs(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByText('customer@wattle.dev')).toBeVisible();
    expect(refused).toEqual([]);
    await page.goto('/transaction');
    await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');
    expect(refused).toEqual([]);
  });

  test('exactly one React and one Chakra run across shell and remotes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signInAs(page);
    // One page session that visits every remote through client-side navigation.
    await page.goto('/transaction');
    await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByText('customer@wattle.dev')).toBeVisible();
    // The remote's page is drawn with the shell's theme: Wattle's heading font.
    const heading = page.getByRole('heading', { name: 'Profile', level: 1 });
    await expect(heading).toHaveCSS('font-family', /Plus Jakarta Sans/);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: /Buy, sell and swap crypto/ })).toBeVisible();

    const scope = await page.evaluate((keys) => {
      const federation = (window as unknown as FederationWindow).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'wattle_shell');
      return {
        instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
        react: Object.fromEntries(
          keys.map((key) => [
            key,
            Object.entries(shell?.shareScopeMap.default?.[key] ?? {}).map(([version, entry]) => ({
              version,
              from: entry.from,
              loaded: entry.loaded,
            })),
          ]),
        ),
      };
    }, ONE_INSTANCE);
    expect(scope.instances).toEqual([
      'wattle_account',
      'wattle_history',
      'wattle_marketing',
      'wattle_shell',
      'wattle_trading',
    ]);
    for (const key of ONE_INSTANCE) {
      expect(
        scope.react[key]?.map(({ from, loaded }) => ({ from, loaded })),
        key,
      ).toEqual([{ from: 'wattle_shell', loaded: true }]);
    }

    // No remote ever downloaded its own copy of React or Chakra, prefetching included.
    for (const origin of [ORIGINS.marketing, ORIGINS.trading, ORIGINS.account, ORIGINS.history]) {
      const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
        shared: { name: string; assets: { js: { sync: string[] } } }[];
      };
      const ownReact = manifest.shared
        .filter((shared) => ONE_INSTANCE.includes(shared.name))
        .flatMap((shared) => shared.assets.js.sync.map((file) => `${origin}/${file}`));
      expect(ownReact.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => ownReact.includes(url))).toEqual([]);
    }
  });

  test('every script the page runs starts with the compile hint, the shell’s and the remote’s', async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; hinted: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.text().then((body) => ({
          url: response.url(),
          hinted: body.startsWith('//# allFunctionsCalledOnLoad\n'),
        })),
      );
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Buy, sell and swap crypto/ })).toBeVisible();
    await expectLivePage(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.some(({ url }) => url.startsWith(ORIGINS.shell))).toBe(true);
    expect(loaded.some(({ url }) => url.startsWith(ORIGINS.marketing))).toBe(true);
    expect(loaded.filter(({ hinted }) => !hinted).map(({ url }) => url)).toEqual([]);
  });

  test('a remote that is down shows its fallback; the rest keeps working; Retry recovers', async ({
    page,
  }) => {
    await signInAs(page);
    await control('/front-ends/account/stop');
    try {
      await page.goto('/profile');
      const fallback = page.getByTestId('remote-fallback-account');
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback).toContainText('Your account is unavailable right now');
      await expect(page.getByRole('banner')).toBeVisible();

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
      await page.goto('/transaction');
      await expect(page.getByRole('list', { name: 'Transactions' })).toContainText('Deposit');

      await page.goto('/profile');
      await expect(page.getByTestId('remote-fallback-account')).toBeVisible({ timeout: 20_000 });
      await control('/front-ends/account/start');
      await page.getByRole('button', { name: 'Retry' }).click();
      // The remote loads afresh, then the profile asks for its data: as slow as the first load.
      await expect(page.getByText('customer@wattle.dev')).toBeVisible({ timeout: 20_000 });
    } finally {
      await control('/front-ends/account/start').catch(() => undefined);
    }
  });

  test('an allowed override asks first, then swaps one remote without rebuilding the shell', async ({
    page,
  }) => {
    await control(`/front-ends/trading/alternate?port=${ALTERNATE_PORT}`);
    const alternate = `http://localhost:${ALTERNATE_PORT}`;
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    await signInAs(page);
    await page.goto(`/dashboard?remote.trading=${alternate}/mf-manifest.json`);
    const dialog = page.getByRole('dialog', { name: 'Load a remote from another address?' });
    await expect(dialog).toContainText('trading');
    await expect(dialog).toContainText(`${alternate}/mf-manifest.json`);
    // Nothing of the override runs before the person answers.
    expect(entries.filter((url) => url.startsWith(alternate))).toEqual([]);
    await dialog.getByRole('button', { name: 'Remember' }).click();

    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText(
      `trading → ${alternate}/mf-manifest.json`,
    );
    expect(entries).toContain(`${alternate}/remoteEntry.js`);
    expect(entries).not.toContain(`${ORIGINS.trading}/remoteEntry.js`);
    expect(page.url()).not.toContain('remote.trading');

    // Remembered across visits, without asking again, until cleared.
    await page.reload();
    await expect(page.getByTestId('override-trading')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear overrides' }).click();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);

    // "Use once" is for this visit only.
    await page.goto(`/dashboard?remote.trading=${alternate}/mf-manifest.json`);
    await dialog.getByRole('button', { name: 'Use once' }).click();
    await expect(page.getByTestId('override-trading')).toContainText('this visit only');
    expect(await page.evaluate(() => localStorage.getItem('wattle.remoteOverrides'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });

  test('an override from a foreign origin is refused, never loaded and never remembered', async ({
    page,
  }) => {
    const foreign = 'https://foreign.wattle-test.example';
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(foreign)) requested.push(request.url());
    });
    await signInAs(page);
    // A remembered override from a foreign origin is dropped too, not only one from the address.
    await page.evaluate(
      (url) => localStorage.setItem('wattle.remoteOverrides', JSON.stringify({ history: url })),
      `${foreign}/history/mf-manifest.json`,
    );
    await page.goto(`/dashboard?remote.trading=${foreign}/mf-manifest.json`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Refused override of trading' }),
    ).toContainText(`${foreign}/mf-manifest.json is not an allowed origin`);
    await expect(page.getByTestId('override-refused-history')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
    expect(page.url()).not.toContain('remote.trading');
    expect(await page.evaluate(() => localStorage.getItem('wattle.remoteOverrides'))).toBeNull();
    expect(requested).toEqual([]);
  });
});

test.describe('standalone remotes', () => {
  test('marketing opens on its own origin', async ({ page }) => {
    await page.goto(`${ORIGINS.marketing}/`);
    await expect(page.getByRole('heading', { name: /Buy, sell and swap crypto/ })).toBeVisible();
    // Its own header, with Wattle's logo and no "Standalone" jargon.
    await expect(page.getByRole('banner').getByText('Wattle').first()).toBeVisible();
    await expect(page.getByText('Standalone')).toHaveCount(0);
  });

  for (const [origin, title, check] of [
    [ORIGINS.trading, 'Wattle Trading', 'Bitcoin'],
    [ORIGINS.account, 'Wattle Account', 'customer@wattle.dev'],
    [ORIGINS.history, 'Wattle History', 'Transaction history'],
  ] as const) {
    test(`${title} asks for sign-in on its own origin, then works`, async ({ page }) => {
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', { name: `Sign in to ${title}` })).toBeVisible();
      await page.getByLabel('Email').fill('customer@wattle.dev');
      await page.getByLabel('Password').fill('wattle-demo-pass');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(check).first()).toBeVisible();
    });
  }

  test('support staff sign in to the account remote standalone and land in the console', async ({
    page,
  }) => {
    await page.goto(`${ORIGINS.account}/`);
    await expect(page.getByText('Standalone')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByLabel('Email').fill('support1@wattle.dev');
    await page.getByLabel('Password').fill('wattle-demo-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${ORIGINS.account}/support`);
    await expect(page.getByRole('heading', { name: 'Support console' })).toBeVisible();
  });
});
