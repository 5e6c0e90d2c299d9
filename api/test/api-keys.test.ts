import { API_KEY_REQUESTS_PER_MINUTE, type ApiKey } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { KeyUseRecorder } from '../src/modules/api-keys/index.js';
import { sendSecurityChangeNotices } from '../src/modules/identity/security-hold/index.js';
import {
  createKey,
  customerWithKey,
  type KeyPair,
  signed,
  type SignOptions,
} from './helpers/api-keys.js';
import { estimateAndWithdraw, simulateFiatDeposit } from './helpers/funding.js';
import { balanceOf, fund } from './helpers/ledger.js';
import { outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { orderFor, trade } from './helpers/trading.js';
import { PASSWORD, referredCustomer, signedInUser } from './helpers/users.js';

const t = useTestApp();

type Headers = Record<string, string>;
const REASON = 'Customer asked us to on the phone';
const BUY = {
  cryptoAssetId: 'btc',
  orderAmount: '100',
  orderType: 'buy',
  type: 'PREVIEW',
} as const;

async function keysOf(headers: Headers): Promise<ApiKey[]> {
  const response = await t.app.inject({ method: 'GET', url: '/user/api-keys', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ApiKey[] }>().data;
}

async function auditOf(userId: string, action: string) {
  return t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_user_id', '=', userId)
    .where('action', '=', action)
    .orderBy('created_at')
    .execute();
}

/** `GET /v1/balances` signed with `key` under the signing options given. */
const balancesWith = (key: KeyPair, options: SignOptions) =>
  signed(t.app, key, 'GET', '/v1/balances', undefined, options);

/** Support (lv2) suspends the customer's BUY permission; the test fails if that is refused. */
async function suspendBuying(userId: string) {
  const lv2 = await signedInUser(t.app, { role: 'support_lv2' });
  const suspended = await t.app.inject({
    method: 'POST',
    url: `/support/users/${userId}/permissions/BUY/suspend`,
    headers: lv2.headers,
    payload: { reason: REASON },
  });
  expect(suspended.statusCode, suspended.body).toBe(200);
}

/** Quote then execute a buy with a key; returns both answers and the order sent. */
async function buyWithKey(key: KeyPair, idempotencyKey = `order-${Date.now()}`) {
  const quoted = await signed(t.app, key, 'POST', '/v1/quotes', BUY);
  if (quoted.statusCode !== 200) return { quoted, executed: quoted, order: null };
  const { quoteId } = quoted.json<{ data: { quoteId: string } }>().data;
  const order = orderFor(quoteId, BUY);
  const executed = await signed(t.app, key, 'POST', '/v1/orders', order, {
    headers: { 'idempotency-key': idempotencyKey },
  });
  return { quoted, executed, order };
}

describe('creating a key', () => {
  it('needs step-up, shows the secret once and lists the key without it', async () => {
    const customer = await signedInUser(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/user/api-keys', headers: customer.headers, payload });

    const bare = await post({ label: 'Bot', scopes: ['read'] });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe('Enter your password to create an API key');
    const wrong = await post({ label: 'Bot', scopes: ['read'], password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(await keysOf(customer.headers)).toEqual([]);

    const created = await post({
      label: 'Tax tool',
      scopes: ['read'],
      allowList: ['203.0.113.0/24', '2001:db8::1'],
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { key, secret } = created.json<{ data: { key: ApiKey; secret: string } }>().data;
    expect(secret).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ label: 'Tax tool', scopes: ['read'], status: 'active' });
    const days = (Date.parse(key.expiresAt) - Date.parse(key.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/user/api-keys',
      headers: customer.headers,
    });
    expect(listed.body).not.toContain(secret);
    const row = await t.app.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed.toString('latin1')).not.toContain(secret.slice(4));
    expect(await auditOf(customer.user.user_id, 'api_key.created')).toHaveLength(1);
    const [mail] = await outboxFor(t.app, customer.user.email);
    expect(mail?.subject).toBe('A new Wattle API key was created');
  });

  it('never grants withdrawals, at most a year, and refuses a bad allow-list entry', async () => {
    const customer = await signedInUser(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/user/api-keys',
        headers: customer.headers,
        payload: { label: 'Bot', scopes: ['read'], password: PASSWORD, ...payload },
      });
    expect((await post({ scopes: ['withdraw'] })).statusCode).toBe(400);
    expect((await post({ expiresInDays: 366 })).statusCode).toBe(400);
    const badRange = await post({ allowList: ['10.0.0.0/33'] });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toContain('10.0.0.0/33');
    expect(await keysOf(customer.headers)).toEqual([]);
  });
});

describe('a read key', () => {
  it('reads balances, prices and trades, and cannot trade', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read'], { aud: '500' });

    const balances = await signed(t.app, key, 'GET', '/v1/balances');
    expect(balances.statusCode, balances.body).toBe(200);
    expect(JSON.stringify(balances.json())).toContain('AUD');
    expect((await signed(t.app, key, 'GET', '/v1/assets')).statusCode).toBe(200);
    expect((await signed(t.app, key, 'GET', '/v1/trades?limit=5')).statusCode).toBe(200);
    expect((await signed(t.app, key, 'GET', '/v1/buckets')).statusCode).toBe(200);

    const { quoted } = await buyWithKey(key);
    expect(quoted.statusCode).toBe(403);
    expect(quoted.json()).toMatchObject({ code: 'ApiKeyScopeMissing' });
    expect(quoted.json().message).toContain('trade');
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('500');
  });
});

describe('a trade key', () => {
  it('trades once per idempotency key, and cannot withdraw', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read', 'trade'], { aud: '500' });

    const { executed, order } = await buyWithKey(key, 'first-order-key');
    expect(executed.statusCode, executed.body).toBe(200);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('400');
    const retried = await signed(t.app, key, 'POST', '/v1/orders', order ?? {}, {
      headers: { 'idempotency-key': 'first-order-key' },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.tradeId).toBe(executed.json().data.tradeId);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('400');

    const quoted = await signed(t.app, key, 'POST', '/v1/quotes', BUY);
    const { quoteId } = quoted.json<{ data: { quoteId: string } }>().data;
    const unkeyed = { ...order, quoteId };
    const without = await signed(t.app, key, 'POST', '/v1/orders', unkeyed);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toMatch(/Idempotency-Key/);

    // No withdrawal on the public API, and a signature is no session for the app's own routes.
    const viaV1 = await signed(t.app, key, 'POST', '/v1/withdrawals', { amount: '10' });
    expect(viaV1.statusCode).toBe(404);
    const viaApp = await signed(t.app, key, 'POST', '/banking/withdraw-fiat', {
      amount: '10',
      password: PASSWORD,
    });
    expect(viaApp.statusCode).toBe(401);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('400');
  });

  it('stops buying at once when support suspends BUY', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read', 'trade'], { aud: '500' });
    await suspendBuying(customer.user.user_id);
    const { quoted } = await buyWithKey(key);
    expect(quoted.statusCode).toBe(403);
    expect(quoted.json()).toMatchObject({ code: 'ApiKeyPermissionMissing' });
  });
});

describe('refused requests', () => {
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  let key: KeyPair;
  beforeAll(async () => {
    customer = await signedInUser(t.app);
    key = await createKey(t.app, customer.headers, { scopes: ['read'] });
  });

  it('unsigned, wrongly signed or signed by an unknown key: 401 with a clear message', async () => {
    const unsigned = await t.app.inject({ method: 'GET', url: '/v1/balances' });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toContain('Wattle-Signature');

    const tampered = await signed(t.app, key, 'GET', '/v1/balances?limit=1', undefined, {
      signedBody: 'something else',
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'ApiKeySignatureInvalid' });

    const wrongSecret = await signed(
      t.app,
      { ...key, secret: `${key.secret}x` },
      'GET',
      '/v1/balances',
    );
    expect(wrongSecret.json()).toMatchObject({ code: 'ApiKeySignatureInvalid' });
    const unknown = await signed(
      t.app,
      { ...key, keyId: '00000000-0000-4000-8000-000000000000' },
      'GET',
      '/v1/balances',
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrongSecret.json().message);
  });

  it('a replayed nonce or a timestamp outside ±30 s: 401', async () => {
    const once = await balancesWith(key, { nonce: 'the-same-nonce-1' });
    expect(once.statusCode).toBe(200);
    const replay = await balancesWith(key, { nonce: 'the-same-nonce-1' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'ApiKeyNonceReused' });

    const now = Math.floor(Date.now() / 1000);
    const late = await balancesWith(key, { timestamp: now - 31 });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('30 seconds');
    const early = await balancesWith(key, { timestamp: now + 31 });
    expect(early.statusCode).toBe(401);
    const edge = await balancesWith(key, { timestamp: now - 25 });
    expect(edge.statusCode).toBe(200);
  });

  it('an expired key or a revoked one: 401', async () => {
    const expiring = await createKey(t.app, customer.headers, { scopes: ['read'] });
    await sql`update api_keys set expires_at = now() - interval '1 second'
      where key_id = ${expiring.keyId}`.execute(t.app.db);
    const expired = await signed(t.app, expiring, 'GET', '/v1/balances');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'ApiKeyExpired' });

    const revoking = await createKey(t.app, customer.headers, { scopes: ['read'] });
    expect((await signed(t.app, revoking, 'GET', '/v1/balances')).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/user/api-keys/${revoking.keyId}`,
      headers: customer.headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data).toMatchObject({ status: 'revoked', revokedBecause: 'owner' });
    const revoked = await signed(t.app, revoking, 'GET', '/v1/balances');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'ApiKeyRevoked' });
  });

  it('from an address off the allow-list: 403; inside a listed range: allowed', async () => {
    const held = await createKey(t.app, customer.headers, {
      scopes: ['read'],
      allowList: ['203.0.113.0/24', '2001:db8::/32'],
    });
    const outside = await balancesWith(held, { remoteAddress: '198.51.100.7' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toContain('198.51.100.7');
    const inside = await balancesWith(held, { remoteAddress: '203.0.113.99' });
    expect(inside.statusCode).toBe(200);
    const inside6 = await balancesWith(held, { remoteAddress: '2001:db8:0:1::5' });
    expect(inside6.statusCode).toBe(200);
  });

  it('another customer cannot revoke the key', async () => {
    const other = await signedInUser(t.app);
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/user/api-keys/${key.keyId}`,
      headers: other.headers,
    });
    expect(attempt.statusCode).toBe(404);
    expect((await signed(t.app, key, 'GET', '/v1/balances')).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('count per key, say what is left, and refuse past the budget', async () => {
    const customer = await signedInUser(t.app);
    const busy = await createKey(t.app, customer.headers, { scopes: ['read'] });
    const quiet = await createKey(t.app, customer.headers, { scopes: ['read'] });

    const first = await signed(t.app, busy, 'GET', '/v1/buckets');
    expect(first.headers['ratelimit-limit']).toBe(String(API_KEY_REQUESTS_PER_MINUTE));
    expect(first.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_MINUTE - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let sent = 1; sent < API_KEY_REQUESTS_PER_MINUTE; sent += 1) {
      await signed(t.app, busy, 'GET', '/v1/buckets');
    }
    const over = await signed(t.app, busy, 'GET', '/v1/buckets');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().message).toContain(`${API_KEY_REQUESTS_PER_MINUTE} requests`);

    const other = await signed(t.app, quiet, 'GET', '/v1/buckets');
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_MINUTE - 1));
  }, 120_000);
});

describe('the audit log and last use', () => {
  it('names the key on every use, and the list shows when and from where', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read']);
    expect((await keysOf(customer.headers))[0]?.lastUsedAt).toBeNull();
    await balancesWith(key, { remoteAddress: '192.0.2.10' });
    await signed(t.app, key, 'POST', '/v1/quotes', BUY, { remoteAddress: '192.0.2.10' });

    // Written a moment after the answer, many in one statement (key-use-recorder.ts).
    await expect
      .poll(async () => (await auditOf(customer.user.user_id, 'api_key.used')).length)
      .toBe(2);
    const uses = await auditOf(customer.user.user_id, 'api_key.used');
    expect(uses.map((use) => use.details)).toEqual([
      { keyId: key.keyId, method: 'GET', path: '/v1/balances', statusCode: 200, admitted: true },
      { keyId: key.keyId, method: 'POST', path: '/v1/quotes', statusCode: 403, admitted: true },
    ]);
    expect(uses[0]?.actor_id).toBe(customer.user.user_id);
    const [listed] = await keysOf(customer.headers);
    expect(listed?.lastUsedIp).toBe('192.0.2.10');
    expect(listed?.lastUsedAt).not.toBeNull();
  });
});

describe('the key cache', () => {
  it('a kept key is refused at once when support suspends BUY or the owner revokes it', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read', 'trade']);
    // Quotes and reads change nothing: these keep the key's check in the cache.
    expect((await signed(t.app, key, 'POST', '/v1/quotes', BUY)).statusCode).not.toBe(401);
    expect((await signed(t.app, key, 'GET', '/v1/balances')).statusCode).toBe(200);

    await suspendBuying(customer.user.user_id);
    const quoted = await signed(t.app, key, 'POST', '/v1/quotes', BUY);
    expect(quoted.json()).toMatchObject({ code: 'ApiKeyPermissionMissing' });

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/user/api-keys/${key.keyId}`,
      headers: customer.headers,
    });
    expect(revoke.statusCode).toBe(200);
    const revoked = await signed(t.app, key, 'GET', '/v1/balances');
    expect(revoked.json()).toMatchObject({ code: 'ApiKeyRevoked' });
  });

  it('forgets a key changed by another process, when the database announces it', async () => {
    const customer = await signedInUser(t.app);
    const key = await createKey(t.app, customer.headers, {
      scopes: ['read'],
      allowList: ['203.0.113.0/24'],
    });
    const from = { remoteAddress: '203.0.113.5' };
    expect((await signed(t.app, key, 'GET', '/v1/balances', undefined, from)).statusCode).toBe(200);
    // Not through this process's repositories: only migration 0033's announcement tells it.
    await sql`update api_keys set allow_list = '{198.51.100.0/24}'
      where key_id = ${key.keyId}`.execute(t.app.db);
    await expect
      .poll(
        async () => (await signed(t.app, key, 'GET', '/v1/balances', undefined, from)).statusCode,
      )
      .toBe(403);

    await sql`update api_keys set revoked_at = now(), revoked_because = 'support', revoked_by = user_id where key_id = ${key.keyId}`.execute(
      t.app.db,
    );
    await expect
      .poll(
        async () => (await signed(t.app, key, 'GET', '/v1/assets')).json<{ code?: string }>().code,
      )
      .toBe('ApiKeyRevoked');
  });

  it('an order reads its key afresh, whatever the cache holds', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read', 'trade'], { aud: '500' });
    const quoted = await signed(t.app, key, 'POST', '/v1/quotes', BUY);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { quoteId } = quoted.json<{ data: { quoteId: string } }>().data;
    // Revoked behind every cache's back: no announcement reaches this process.
    await t.app.db.transaction().execute(async (trx) => {
      await sql`alter table api_keys disable trigger api_keys_announce_change`.execute(trx);
      await sql`update api_keys set revoked_at = now(), revoked_because = 'support', revoked_by = user_id where key_id = ${key.keyId}`.execute(
        trx,
      );
      await sql`alter table api_keys enable trigger api_keys_announce_change`.execute(trx);
    });
    const order = orderFor(quoteId, BUY);
    const executed = await signed(t.app, key, 'POST', '/v1/orders', order, {
      headers: { 'idempotency-key': `fresh-${quoteId}` },
    });
    expect(executed.json()).toMatchObject({ code: 'ApiKeyRevoked' });
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('500');
  });
});

describe('key uses written off the request path', () => {
  it('a batch the database refuses waits and is written on the next try', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read']);
    const recorder = new KeyUseRecorder(t.app.db, t.app.log, {
      windowMs: 60_000,
      batchSize: 1000,
      maxWaiting: 1000,
    });
    const use = (at: string, ip: string) => ({
      keyId: key.keyId,
      userId: customer.user.user_id,
      admitted: true,
      ip,
      userAgent: 'test',
      method: 'GET',
      path: '/v1/balances',
      statusCode: 200,
      at: new Date(at),
    });
    await sql`alter table audit_log add constraint no_key_uses_now
      check (action <> 'api_key.used') not valid`.execute(t.app.db);
    try {
      recorder.record(use('2026-01-02T00:00:00Z', '192.0.2.2'));
      recorder.record(use('2026-01-01T00:00:00Z', '192.0.2.1'));
      await recorder.flush();
      expect(recorder.waiting).toBe(2);
      expect(await auditOf(customer.user.user_id, 'api_key.used')).toEqual([]);
    } finally {
      await sql`alter table audit_log drop constraint no_key_uses_now`.execute(t.app.db);
    }
    await recorder.close();
    expect(recorder.waiting).toBe(0);
    const uses = await auditOf(customer.user.user_id, 'api_key.used');
    expect(uses.map((row) => row.ip)).toEqual(['192.0.2.1', '192.0.2.2']);
    // The latest use is the last one, whatever order they were written in.
    const [listed] = await keysOf(customer.headers);
    expect(listed?.lastUsedIp).toBe('192.0.2.2');
    expect(listed?.lastUsedAt).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('a password change', () => {
  it('revokes trading keys, keeps read keys, and the e-mail says so', async () => {
    const customer = await signedInUser(t.app);
    const reader = await createKey(t.app, customer.headers, { scopes: ['read'] });
    const trader = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/user/password',
      headers: customer.headers,
      payload: { currentPassword: PASSWORD, newPassword: 'a much newer passphrase 42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await signed(t.app, trader, 'GET', '/v1/balances');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'ApiKeyRevoked' });
    expect((await signed(t.app, reader, 'GET', '/v1/balances')).statusCode).toBe(200);
    const keys = await keysOf(customer.headers);
    expect(keys.find((k) => k.keyId === trader.keyId)?.revokedBecause).toBe('password_changed');
    const [mail] = await outboxFor(t.app, customer.user.email);
    expect(mail?.subject).toBe('Your Wattle password was changed');
    expect(mail?.body).toContain('1 API key that could trade was revoked');
  });
});

describe('locking the account from the security e-mail', () => {
  it('revokes every live key, read ones too, and the notification says so', async () => {
    const customer = await signedInUser(t.app);
    const userId = customer.user.user_id;
    const reader = await createKey(t.app, customer.headers, { scopes: ['read'] });
    // Whoever changed the password makes a trading key of their own.
    const newPassword = 'a much newer passphrase 42';
    const changed = await t.app.inject({
      method: 'POST',
      url: '/user/password',
      headers: customer.headers,
      payload: { currentPassword: PASSWORD, newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const theirs = await createKey(t.app, customer.headers, {
      scopes: ['read', 'trade'],
      password: newPassword,
    });
    expect((await signed(t.app, theirs, 'GET', '/v1/balances')).statusCode).toBe(200);

    await sendSecurityChangeNotices(t.app, 'https://app.example.test');
    const notice = (await outboxFor(t.app, customer.user.email)).find((mail) =>
      (mail.subject ?? '').startsWith('The password of your Wattle account was changed'),
    );
    const token = new URL(notice?.link ?? 'x:').searchParams.get('token');
    const locked = await t.app.inject({
      method: 'POST',
      url: '/auth/lock-account',
      payload: { token },
    });
    expect(locked.statusCode, locked.body).toBe(200);

    for (const key of [reader, theirs]) {
      const refused = await signed(t.app, key, 'GET', '/v1/balances');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'ApiKeyRevoked' });
    }
    const revoked = await t.app.db
      .selectFrom('api_keys')
      .select(['key_id', 'revoked_because'])
      .where('user_id', '=', userId)
      .execute();
    expect(revoked).toHaveLength(2);
    expect(revoked.every((key) => key.revoked_because === 'account_locked')).toBe(true);
    const [audit] = await auditOf(userId, 'account.locked');
    expect(audit?.details).toMatchObject({ apiKeysRevoked: 2 });
    const { message } = await t.app.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', userId)
      .where('title', '=', 'Account locked')
      .executeTakeFirstOrThrow();
    expect(message).toContain('every device was signed out and your 2 API keys were revoked');
  });
});

describe('support', () => {
  it('lv1 reads a customer’s keys, lv2 revokes one; both audited', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read']);
    const lv1 = await signedInUser(t.app, { role: 'support_lv1' });
    const lv2 = await signedInUser(t.app, { role: 'support_lv2' });
    const userId = customer.user.user_id;

    const listed = await t.app.inject({
      method: 'GET',
      url: `/support/users/${userId}/api-keys`,
      headers: lv1.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.body).not.toContain(key.secret);
    expect(await auditOf(userId, 'api_keys.read')).toHaveLength(1);

    const url = `/support/users/${userId}/api-keys/${key.keyId}/revoke`;
    const byLv1 = await t.app.inject({
      method: 'POST',
      url,
      headers: lv1.headers,
      payload: { reason: REASON },
    });
    expect(byLv1.statusCode).toBe(403);
    expect((await signed(t.app, key, 'GET', '/v1/balances')).statusCode).toBe(200);

    const byLv2 = await t.app.inject({
      method: 'POST',
      url,
      headers: lv2.headers,
      payload: { reason: REASON },
    });
    expect(byLv2.statusCode, byLv2.body).toBe(200);
    expect(byLv2.json().data).toMatchObject({ status: 'revoked', revokedBecause: 'support' });
    const [audit] = await auditOf(userId, 'api_key.revoked');
    expect(audit).toMatchObject({ actor_id: lv2.user.user_id });
    expect(audit?.details).toMatchObject({ keyId: key.keyId, by: 'support', reason: REASON });
    expect((await signed(t.app, key, 'GET', '/v1/balances')).statusCode).toBe(401);
    const [mail] = await outboxFor(t.app, customer.user.email);
    expect(mail?.subject).toBe('Wattle support revoked one of your API keys');
  });
});

describe('tax tool exports', () => {
  it('Koinly and CoinTracking layouts hold each complete trade, fee apart', async () => {
    const { key } = await customerWithKey(t.app, ['read', 'trade'], { aud: '500' });
    expect((await buyWithKey(key)).executed.statusCode).toBe(200);

    const koinly = await signed(t.app, key, 'GET', '/v1/exports/koinly.csv');
    expect(koinly.statusCode).toBe(200);
    expect(koinly.headers['content-type']).toContain('text/csv');
    const [header, row, extra] = koinly.body.trim().split('\n');
    expect(header).toBe(
      'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
    );
    expect(extra).toBeUndefined();
    const cells = row?.split(',') ?? [];
    expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);
    expect(Number(cells[1]) + Number(cells[5])).toBeCloseTo(100, 2);
    expect(cells.slice(2, 3).concat(cells.slice(4, 5), cells.slice(6, 7))).toEqual([
      'AUD',
      'BTC',
      'AUD',
    ]);

    const coinTracking = await signed(t.app, key, 'GET', '/v1/exports/cointracking.csv');
    const [ctHeader, ctRow] = coinTracking.body.trim().split('\n');
    expect(ctHeader).toBe(
      'Type,Buy Amount,Buy Currency,Sell Amount,Sell Currency,Fee,Fee Currency,Exchange,Trade-Group,Comment,Date',
    );
    expect(ctRow).toMatch(
      /^Trade,[\d.]+,BTC,[\d.]+,AUD,[\d.]+,AUD,Wattle,,Wattle trade [0-9a-f-]+,\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('hold a complete deposit beside the trades, oldest first', async () => {
    const customer = await signedInUser(t.app);
    const deposited = await simulateFiatDeposit(t.app, {
      email: customer.user.email,
      amount: '300',
    });
    expect(deposited.json().data.status).toBe('complete');
    const key = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });
    expect((await buyWithKey(key)).executed.statusCode).toBe(200);

    const koinly = (await signed(t.app, key, 'GET', '/v1/exports/koinly.csv')).body;
    const [, first, second] = koinly.trim().split('\n');
    expect(first).toMatch(/^[\d-]+ [\d:]+ UTC,,,300,AUD,,,,,,Wattle deposit [0-9a-f-]+,$/);
    expect(second).toContain('Wattle trade');
    const coinTracking = (await signed(t.app, key, 'GET', '/v1/exports/cointracking.csv')).body;
    expect(coinTracking.trim().split('\n')[1]).toMatch(/^Deposit,300,AUD,,,,,Wattle,,/);
  });

  it('hold each referral bonus as income: Koinly reward, CoinTracking Reward / Bonus', async () => {
    const referrer = await signedInUser(t.app);
    const friend = await referredCustomer(t.app, referrer.user.user_id, '500');
    await trade(t.app, friend.headers, {
      cryptoAssetId: 'btc',
      orderAmount: '200',
      orderType: 'buy',
    });
    const key = await createKey(t.app, referrer.headers, { scopes: ['read'] });

    const koinly = (await signed(t.app, key, 'GET', '/v1/exports/koinly.csv')).body;
    const [bonus, extra] = koinly.trim().split('\n').slice(1);
    expect(bonus).toMatch(/^[\d-]+ [\d:]+ UTC,,,[\d.]+,AUD,,,,,reward,Wattle referral bonus \S+,$/);
    expect(Number(bonus?.split(',')[3])).toBeGreaterThan(0);
    expect(extra).toBeUndefined();
    const coinTracking = (await signed(t.app, key, 'GET', '/v1/exports/cointracking.csv')).body;
    expect(coinTracking.trim().split('\n')[1]).toMatch(
      /^Reward \/ Bonus,[\d.]+,AUD,,,,,Wattle,,Wattle referral bonus /,
    );
  });

  it('hold a sent crypto withdrawal with its network fee and hash, and leave out a refunded one', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'btc', '1');
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const sent = await estimateAndWithdraw(t.app, customer.headers, {
      asset: 'BTC',
      amount: '0.1',
      address,
    });
    expect(sent.withdrawn.json().data).toMatchObject({ status: 'complete' });
    const { reference, fee } = sent.withdrawn.json().data;
    // The sandbox network refuses amounts whose decimals end in 13: the money comes back.
    const refused = await estimateAndWithdraw(t.app, customer.headers, {
      asset: 'BTC',
      amount: '0.0513',
      address,
    });
    expect(refused.withdrawn.json().data.status).toBe('failed');
    const key = await createKey(t.app, customer.headers, { scopes: ['read'] });

    const koinly = (await signed(t.app, key, 'GET', '/v1/exports/koinly.csv')).body;
    expect(koinly.trim().split('\n').slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^[\\d-]+ [\\d:]+ UTC,0\\.1,BTC,,,${fee.decimalValue},BTC,,,,Wattle withdrawal [0-9a-f-]+,${reference}$`,
        ),
      ),
    ]);
    const coinTracking = (await signed(t.app, key, 'GET', '/v1/exports/cointracking.csv')).body;
    expect(coinTracking.trim().split('\n').slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^Withdrawal,,,0\\.1,BTC,${fee.decimalValue},BTC,Wattle,,Wattle withdrawal `),
      ),
    ]);
  });
});
