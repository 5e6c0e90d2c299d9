import { TEST_CONFIG } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import {
  applyOverrideChoice,
  isAllowedOverride,
  resolveRemoteOverrides,
  withoutOverrideParams,
} from './remote-overrides';

const CANARY = 'https://canary.wattle.example';
const staging = {
  ...TEST_CONFIG,
  environment: 'staging' as const,
  remoteOverrideOrigins: [CANARY],
};
const production = { ...staging, environment: 'production' as const };
const development = { ...TEST_CONFIG, environment: 'development' as const };
const canaryTrading = `${CANARY}/trading/mf-manifest.json`;

describe('isAllowedOverride', () => {
  it.each([
    ['staging', staging],
    ['production', production],
    ['development', development],
  ] as const)('refuses an origin outside the list in %s', (_name, config) => {
    expect(isAllowedOverride('https://evil.example/mf-manifest.json', config)).toBe(false);
    expect(isAllowedOverride('http://canary.wattle.example/mf-manifest.json', config)).toBe(false);
    expect(isAllowedOverride('https://canary.wattle.example.evil.example/m.json', config)).toBe(
      false,
    );
  });

  it('accepts the configured origins in every environment', () => {
    for (const config of [staging, production, { ...development, remoteOverrideOrigins: [CANARY] }])
      expect(isAllowedOverride(canaryTrading, config)).toBe(true);
  });

  it('accepts localhost on any port only in development', () => {
    for (const url of ['http://localhost:4999/mf-manifest.json', 'http://127.0.0.1:80/m.json']) {
      expect(isAllowedOverride(url, development)).toBe(true);
      expect(isAllowedOverride(url, staging)).toBe(false);
      expect(isAllowedOverride(url, production)).toBe(false);
    }
    expect(isAllowedOverride('http://localhost.evil.example/m.json', development)).toBe(false);
  });

  it('refuses what is not an http(s) URL, or carries credentials, anywhere', () => {
    const open = { ...development, remoteOverrideOrigins: [CANARY] };
    expect(isAllowedOverride('javascript:alert(1)', open)).toBe(false);
    expect(isAllowedOverride('not a url', open)).toBe(false);
    expect(isAllowedOverride('https://user:pw@canary.wattle.example/m.json', open)).toBe(false);
  });

  it('fails closed on an environment it does not know', () => {
    const unknown = { ...development, environment: 'dev' as unknown as 'development' };
    expect(isAllowedOverride('http://localhost:4999/mf-manifest.json', unknown)).toBe(false);
  });
});

describe('resolveRemoteOverrides', () => {
  it('uses the runtime config when nothing is overridden', () => {
    const resolved = resolveRemoteOverrides(staging, '', null);
    expect(resolved.urls).toEqual(staging.remotes);
    expect(resolved).toMatchObject({ overridden: [], rejected: [], pending: [], stored: {} });
  });

  it('refuses a foreign override in staging: reported, not loaded, not remembered', () => {
    const resolved = resolveRemoteOverrides(
      staging,
      '?remote.trading=https://evil.example/mf-manifest.json',
      null,
    );
    expect(resolved.urls).toEqual(staging.remotes);
    expect(resolved.rejected).toEqual([
      { remote: 'trading', url: 'https://evil.example/mf-manifest.json' },
    ]);
    expect(resolved.pending).toEqual([]);
    expect(resolved.stored).toEqual({});
  });

  it('holds an allowed override from the address until the person answers', () => {
    const resolved = resolveRemoteOverrides(staging, `?remote.trading=${canaryTrading}`, null);
    expect(resolved.pending).toEqual([{ remote: 'trading', url: canaryTrading }]);
    expect(resolved.urls).toEqual(staging.remotes);
    expect(resolved.stored).toEqual({});
  });

  it('drops a remembered override whose origin is no longer allowed', () => {
    const stored = JSON.stringify({
      trading: 'https://evil.example/mf-manifest.json',
      history: `${CANARY}/history/mf-manifest.json`,
    });
    const resolved = resolveRemoteOverrides(staging, '', stored);
    expect(resolved.urls.trading).toBe(staging.remotes.trading);
    expect(resolved.rejected).toEqual([
      { remote: 'trading', url: 'https://evil.example/mf-manifest.json' },
    ]);
    expect(resolved.stored).toEqual({ history: `${CANARY}/history/mf-manifest.json` });
    expect(resolved.overridden).toEqual(['history']);
  });

  it('keeps a remembered override without asking again, until an empty value or reset clears it', () => {
    const stored = JSON.stringify({
      trading: canaryTrading,
      history: `${CANARY}/history/mf-manifest.json`,
    });
    const again = resolveRemoteOverrides(staging, `?remote.trading=${canaryTrading}`, stored);
    expect(again.overridden).toEqual(['trading', 'history']);
    expect(again.pending).toEqual([]);
    expect(resolveRemoteOverrides(staging, '?remote.trading=', stored).overridden).toEqual([
      'history',
    ]);
    expect(resolveRemoteOverrides(staging, '?remote.reset', stored).overridden).toEqual([]);
  });

  it('refuses non-http URLs and ignores unknown remotes', () => {
    const resolved = resolveRemoteOverrides(
      development,
      '?remote.trading=javascript:alert(1)&remote.nope=http://localhost:1/m.json',
      '{not json',
    );
    expect(resolved.overridden).toEqual([]);
    expect(resolved.pending).toEqual([]);
    expect(resolved.rejected).toEqual([{ remote: 'trading', url: 'javascript:alert(1)' }]);
  });
});

describe('applyOverrideChoice', () => {
  const asked = resolveRemoteOverrides(staging, `?remote.trading=${canaryTrading}`, null);

  it('"Use once" loads the override without remembering it', () => {
    const once = applyOverrideChoice(staging, asked, 'once');
    expect(once.urls.trading).toBe(canaryTrading);
    expect(once.overridden).toEqual(['trading']);
    expect(once.stored).toEqual({});
    expect(once.pending).toEqual([]);
  });

  it('"Remember" loads it and keeps it for the next visit', () => {
    const remembered = applyOverrideChoice(staging, asked, 'remember');
    expect(remembered.urls.trading).toBe(canaryTrading);
    expect(remembered.stored).toEqual({ trading: canaryTrading });
  });

  it('"Cancel" loads the configured remote', () => {
    const cancelled = applyOverrideChoice(staging, asked, 'cancel');
    expect(cancelled.urls).toEqual(staging.remotes);
    expect(cancelled).toMatchObject({ overridden: [], stored: {}, pending: [] });
  });
});

describe('withoutOverrideParams', () => {
  it('drops override parameters from the address once read', () => {
    expect(withoutOverrideParams('https://app.test/dashboard?remote.trading=x&tab=1')).toBe(
      'https://app.test/dashboard?tab=1',
    );
  });
});
