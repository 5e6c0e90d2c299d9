import type { RuntimeConfig } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage } from './prerender-page';

const BUILD_CONFIG: RuntimeConfig = {
  environment: 'production',
  apiUrl: 'http://127.0.0.1:9',
  socketUrl: 'http://127.0.0.1:9',
  appUrl: 'https://wattle-app.invalid',
  remotes: {
    marketing: 'http://127.0.0.1:9',
    trading: 'http://127.0.0.1:9',
    account: 'http://127.0.0.1:9',
    history: 'http://127.0.0.1:9',
  },
  remoteOverrideOrigins: [],
  features: { sandbox: true, liveChatKey: null },
};

describe('renderMarketingPage: which pages are whole without the app', () => {
  it.each([
    ['/', 'live-prices'],
    ['/buy/bitcoin', 'live-prices'],
    ['/buy', 'live-prices'],
    ['/about', null],
  ])('%s is, with page script %s', async (path, pageScript) => {
    const page = await renderMarketingPage(path, BUILD_CONFIG);
    expect(page).toMatchObject({ isStatic: true, pageScript });
  });

  it.each([
    // Prices in a table the page script does not draw: a spinner until the app runs.
    '/top-100',
    // The page's own form, at its top.
    '/contact-us',
  ])('%s is not', async (path) => {
    const page = await renderMarketingPage(path, BUILD_CONFIG);
    expect(page.html).not.toBeNull();
    expect(page.isStatic).toBe(false);
  });
});
