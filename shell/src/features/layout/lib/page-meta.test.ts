import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, pageMetaFor, PRODUCT_NAME } from './page-meta';

const APP = 'https://app.wattle.example';

describe('page title, description and canonical link', () => {
  it('defaults to the product name and calls Wattle Australia’s best crypto exchange', () => {
    const meta = pageMetaFor('/', APP);
    expect(meta.title).toBe(PRODUCT_NAME);
    expect(meta.description).toBe(DEFAULT_DESCRIPTION);
    expect(meta.description).toMatch(/Australia's best crypto exchange/);
    expect(meta.canonical).toBe('https://app.wattle.example/');
  });

  it('names each shell page and builds the canonical link from the path', () => {
    expect(pageMetaFor('/login', APP)).toMatchObject({
      title: 'Log in | Wattle',
      canonical: 'https://app.wattle.example/login',
    });
    expect(pageMetaFor('/signup/', APP).canonical).toBe('https://app.wattle.example/signup');
    expect(pageMetaFor('/buy/binance-coin', APP)).toMatchObject({
      title: 'Buy Binance Coin | Wattle',
      canonical: 'https://app.wattle.example/buy/binance-coin',
    });
  });

  it('gives private pages and pages with a token in the link no canonical link', () => {
    expect(pageMetaFor('/notifications', APP)).toMatchObject({
      title: 'Notifications | Wattle',
      canonical: null,
    });
    expect(pageMetaFor('/verify', APP).canonical).toBeNull();
    expect(pageMetaFor('/password-reset', APP).canonical).toBeNull();
    expect(pageMetaFor('/dashboard', APP).canonical).toBeNull();
  });

  it('falls back to the defaults for a path it does not know', () => {
    expect(pageMetaFor('/constructor', APP)).toEqual({
      title: PRODUCT_NAME,
      description: DEFAULT_DESCRIPTION,
      canonical: null,
    });
  });
});
