import { TEST_CONFIG } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { resolveRemoteOverrides, withoutOverrideParams } from './remote-overrides';

const staging = { ...TEST_CONFIG, environment: 'staging' as const };
const production = {
  ...TEST_CONFIG,
  environment: 'production' as const,
  remoteOverrideOrigins: ['https://canary.wattle.example'],
};

describe('resolveRemoteOverrides', () => {
  it('uses the runtime config when nothing is overridden', () => {
    const resolved = resolveRemoteOverrides(staging, '', null);
    expect(resolved.urls).toEqual(staging.remotes);
    expect(resolved.overridden).toEqual([]);
  });

  it('trusts only the listed origins for any environment but development or staging', () => {
    const unknown = { ...production, environment: 'prod' as unknown as 'production' };
    const resolved = resolveRemoteOverrides(
      unknown,
      '?remote.trading=https://evil.example/mf-manifest.json',
      null,
    );
    expect(resolved.urls.trading).toBe(production.remotes.trading);
    expect(resolved.rejected).toHaveLength(1);
  });

  it('takes an override from the query and remembers it', () => {
    const resolved = resolveRemoteOverrides(
      staging,
      '?remote.trading=https://pr-42.example/mf-manifest.json',
      null,
    );
    expect(resolved.urls.trading).toBe('https://pr-42.example/mf-manifest.json');
    expect(resolved.overridden).toEqual(['trading']);
    expect(resolved.stored).toEqual({ trading: 'https://pr-42.example/mf-manifest.json' });
  });

  it('keeps a remembered override on the next visit, until an empty value or reset clears it', () => {
    const stored = JSON.stringify({
      trading: 'https://pr-42.example/mf-manifest.json',
      history: 'https://h.example/mf-manifest.json',
    });
    expect(resolveRemoteOverrides(staging, '', stored).overridden).toEqual(['trading', 'history']);
    expect(resolveRemoteOverrides(staging, '?remote.trading=', stored).overridden).toEqual([
      'history',
    ]);
    expect(resolveRemoteOverrides(staging, '?remote.reset', stored).overridden).toEqual([]);
  });

  it('in production accepts only allow-listed origins', () => {
    const resolved = resolveRemoteOverrides(
      production,
      '?remote.trading=https://evil.example/mf-manifest.json&remote.account=https://canary.wattle.example/account/mf-manifest.json',
      null,
    );
    expect(resolved.urls.trading).toBe(production.remotes.trading);
    expect(resolved.rejected).toEqual([
      { remote: 'trading', url: 'https://evil.example/mf-manifest.json' },
    ]);
    expect(resolved.urls.account).toBe('https://canary.wattle.example/account/mf-manifest.json');
    expect(resolved.stored).toEqual({
      account: 'https://canary.wattle.example/account/mf-manifest.json',
    });
  });

  it('refuses non-http URLs and unknown remotes anywhere', () => {
    const resolved = resolveRemoteOverrides(
      staging,
      '?remote.trading=javascript:alert(1)&remote.nope=https://x.example/m.json',
      '{not json',
    );
    expect(resolved.overridden).toEqual([]);
    expect(resolved.rejected).toEqual([{ remote: 'trading', url: 'javascript:alert(1)' }]);
  });

  it('drops override parameters from the address once applied', () => {
    expect(withoutOverrideParams('https://app.test/dashboard?remote.trading=x&tab=1')).toBe(
      'https://app.test/dashboard?tab=1',
    );
  });
});
