import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';

function directive(csp: string, name: string): string[] {
  const found = csp.split('; ').find((part) => part.startsWith(`${name} `));
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.split(' ').slice(1);
}

const deployed = {
  WATTLE_API_URL: 'https://api.wattle.example',
  WATTLE_APP_URL: 'https://app.wattle.example',
  WATTLE_REMOTE_MARKETING_URL: 'https://cdn.wattle.example/marketing/mf-manifest.json',
  WATTLE_REMOTE_TRADING_URL: 'https://cdn.wattle.example/trading/mf-manifest.json',
  WATTLE_REMOTE_ACCOUNT_URL: 'https://account.wattle.example/mf-manifest.json',
  WATTLE_REMOTE_HISTORY_URL: 'https://cdn.wattle.example/history/mf-manifest.json',
  WATTLE_REMOTE_OVERRIDE_ORIGINS: 'https://canary.wattle.example',
};

describe('contentSecurityPolicy', () => {
  for (const environment of ['staging', 'production'] as const) {
    test(`${environment}: code and data only from self, the remotes and the override origins`, () => {
      const csp = contentSecurityPolicy(
        runtimeConfigFromEnv({ ...deployed, WATTLE_ENV: environment }),
      );
      const code = [
        "'self'",
        'https://cdn.wattle.example',
        'https://account.wattle.example',
        'https://canary.wattle.example',
      ];
      expect(directive(csp, 'script-src')).toEqual(code);
      expect(directive(csp, 'connect-src').sort()).toEqual(
        [...code, 'https://api.wattle.example', 'wss://api.wattle.example'].sort(),
      );
      expect(csp).not.toMatch(/(^|[ ;])https?:( |;|$)/);
      expect(csp).not.toContain('localhost');
    });
  }

  test('development adds localhost on any port, and no other origin', () => {
    const csp = contentSecurityPolicy(
      runtimeConfigFromEnv({ ...deployed, WATTLE_ENV: 'development' }),
    );
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain('http://localhost:*');
    expect(scripts).toContain('http://127.0.0.1:*');
    expect(scripts).not.toContain('http:');
    expect(scripts).not.toContain('https:');
    expect(directive(csp, 'connect-src')).not.toContain('https:');
  });
});
