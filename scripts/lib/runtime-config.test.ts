import { describe, expect, test } from 'vitest';
import { parseReleaseChoice, runtimeConfigFromEnv, withReleases } from './runtime-config.ts';

describe('a releases file', () => {
  test('names a release per remote; null or absent keeps the configured build', () => {
    expect(parseReleaseChoice('{"trading":"0.1.0-3f2c1ab","account":null}')).toEqual({
      trading: '0.1.0-3f2c1ab',
    });
  });

  test.each([
    ['a list', '["trading"]', /one object/],
    ['an unknown remote', '{"admin":"0.1.0-3f2c1ab"}', /unknown remote "admin"/],
    ['a path for a name', '{"trading":"../dist"}', /not a release name/],
    ['a number', '{"trading":1}', /not a release name/],
  ])('refuses %s', (_, text, message) => {
    expect(() => parseReleaseChoice(text)).toThrow(message);
  });

  test('points a chosen remote at that release on its own origin and path', () => {
    const config = runtimeConfigFromEnv({
      WATTLE_REMOTE_TRADING_URL: 'https://trading.wattle.example/mf-manifest.json',
    });
    const chosen = withReleases(config, { trading: '0.1.0-3f2c1ab' });
    expect(chosen.remotes.trading).toBe(
      'https://trading.wattle.example/releases/0.1.0-3f2c1ab/mf-manifest.json',
    );
    expect(chosen.remotes.account).toBe(config.remotes.account);
  });
});
