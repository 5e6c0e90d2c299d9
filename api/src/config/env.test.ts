import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://wattle@localhost:5432/wattle',
  JWT_SECRET: 'x'.repeat(48),
};

describe('parseEnv in production', () => {
  it('turns the sandbox off by default and still refuses to start on sandbox providers', () => {
    expect(() => parseEnv(production)).toThrow(/DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION/);
  });

  it('refuses SANDBOX=true (demo accounts, outbox, unsigned credits) without the override', () => {
    expect(() => parseEnv({ ...production, SANDBOX: 'true' })).toThrow(
      /SANDBOX: production refuses sandbox providers, demo accounts and sandbox routes/,
    );
    expect(() =>
      parseEnv({
        ...production,
        SANDBOX: 'true',
        DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'false',
      }),
    ).toThrow(/production refuses/);
  });

  it('starts a staging rehearsal only with the loudly named override', () => {
    const env = parseEnv({
      ...production,
      SANDBOX: 'true',
      DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(env.SANDBOX).toBe(true);
    expect(env.DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION).toBe(true);
    const quiet = parseEnv({ ...production, DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    expect(quiet.SANDBOX).toBe(false);
  });

  it('keeps the OpenAPI explorer off unless configured', () => {
    const rehearsal = {
      ...production,
      SANDBOX: 'true',
      DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(parseEnv(rehearsal).API_DOCS).toBe(false);
    expect(parseEnv({ ...rehearsal, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(parseEnv({}).API_DOCS).toBe(true);
  });

  it('takes a sandbox operator secret only long enough to resist guessing', () => {
    expect(parseEnv({}).SANDBOX_OPERATOR_SECRET).toBeUndefined();
    expect(parseEnv({ SANDBOX_OPERATOR_SECRET: 'x'.repeat(32) }).SANDBOX_OPERATOR_SECRET).toBe(
      'x'.repeat(32),
    );
    expect(() => parseEnv({ SANDBOX_OPERATOR_SECRET: 'short' })).toThrow(/SANDBOX_OPERATOR_SECRET/);
  });

  it('keeps the sandbox on by default in development', () => {
    expect(parseEnv({}).SANDBOX).toBe(true);
    expect(parseEnv({}).DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION).toBe(false);
  });
});

describe('parseEnv, PostgreSQL timeouts', () => {
  it('has bounded defaults and refuses a read timeout the server cannot beat', () => {
    expect(parseEnv({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 2000,
      DATABASE_STATEMENT_TIMEOUT_MS: 4000,
      DATABASE_QUERY_TIMEOUT_MS: 5000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
    });
    expect(() =>
      parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '8000', DATABASE_QUERY_TIMEOUT_MS: '5000' }),
    ).toThrow(/DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
