import type { Db } from '../../src/db/database.js';
import { newReferralCode } from '../../src/modules/identity/sign-in/auth-service.js';
import { hashPassword } from '../../src/modules/identity/password.js';
import type { Acknowledged } from './write-load.js';

const PASSWORD = 'fault-suite-password';
/** Longer than any answer the API may take: a request still open then has hung. */
export const HUNG_MS = 15_000;

export interface Customer {
  email: string;
  token: string;
}

/** One request of the load and how it ended: status 0 means no answer at all. */
export interface Outcome {
  kind: 'quote' | 'trade' | 'withdrawal' | 'deposit';
  started: number;
  ended: number;
  status: number;
  retryAfter: string | null;
  /** The error's message, when there was one. */
  message?: string;
}

async function post(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  retryAfter: string | null;
  data: Record<string, unknown> | null;
  message?: string;
}> {
  try {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(HUNG_MS),
    });
    const json = (await response.json().catch(() => null)) as {
      data?: Record<string, unknown>;
      message?: string;
    } | null;
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      data: response.ok ? (json?.data ?? null) : null,
      message: json?.message,
    };
  } catch {
    return { status: 0, retryAfter: null, data: null };
  }
}

/**
 * Verified customers written straight to the database (the sign-up journey has tests of its
 * own), then signed in, each with AUD and BTC to trade and a bank account to withdraw to.
 */
export async function prepareCustomers(url: string, db: Db, count: number): Promise<Customer[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 1) {
    const lastName = `Fault${String.fromCharCode(65 + i)}`;
    const email = `fault-${i}-${Date.now()}@example.com`;
    await db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: 'Dana',
        last_name: lastName,
        email_verified: true,
        phone_verified: true,
        phone_number: '+61400000000',
        documents_verified: true,
        pep_status: 'not_found',
        referral_code: newReferralCode(),
      })
      .execute();
    const login = await post(url, '/auth/login', { email, password: PASSWORD });
    const token = login.data?.token;
    if (typeof token !== 'string') throw new Error(`${email} could not sign in (${login.status})`);
    const auth = { authorization: `Bearer ${token}` };
    const account = await post(
      url,
      '/banking/withdraw-account',
      {
        accountName: `Dana ${lastName}`,
        bsb: '062-000',
        accountNumber: '12345678',
        password: PASSWORD,
      },
      auth,
    );
    if (account.status !== 200) throw new Error(`withdraw account refused (${account.status})`);
    const aud = await post(url, '/sandbox/deposits/fiat', { email, amount: '20000' });
    const btc = await post(url, '/sandbox/deposits/crypto', {
      email,
      asset: 'btc',
      amount: '0.05',
    });
    if (aud.status !== 200 || btc.status !== 200) throw new Error('opening deposits refused');
    customers.push({ email, token });
  }
  return customers;
}

export interface CustomerLoad {
  outcomes: Outcome[];
  acknowledged: Acknowledged;
  /** Stops issuing requests; resolves when the ones in flight have settled. */
  stop: () => Promise<void>;
}

/**
 * For every customer at once: quote-and-trade (buys and sells) and AUD withdrawals, plus a
 * stream of deposits. Every request's outcome is kept; every 2xx is acknowledged.
 */
export function startCustomerLoad(url: string, customers: Customer[]): CustomerLoad {
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { deposits: [], trades: [], withdrawals: [] };
  let running = true;

  async function timed(
    kind: Outcome['kind'],
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown> | null> {
    const started = Date.now();
    const result = await post(url, path, body, headers);
    outcomes.push({
      kind,
      started,
      ended: Date.now(),
      status: result.status,
      retryAfter: result.retryAfter,
      message: result.message,
    });
    // A refused request would spin; a failed one waits a moment as a client would.
    if (result.status === 0 || result.status >= 500) await pause(200);
    return result.data;
  }

  async function loop(step: (i: number) => Promise<void>): Promise<void> {
    for (let i = 0; running; i += 1) await step(i);
  }

  const loops = customers.flatMap((customer, c) => {
    const auth = { authorization: `Bearer ${customer.token}` };
    return [
      loop(async (i) => {
        const order = {
          cryptoAssetId: 'btc',
          orderAmount: i % 3 === 2 ? '0.0002' : '25',
          orderType: i % 3 === 2 ? 'sell' : 'buy',
        };
        const quote = await timed('quote', '/order/quote', { ...order, type: 'PREVIEW' }, auth);
        if (typeof quote?.quoteId !== 'string') return;
        const trade = await timed(
          'trade',
          '/order/submit',
          { ...order, quoteId: quote.quoteId, type: 'preview' },
          { ...auth, 'idempotency-key': `fault-${quote.quoteId}` },
        );
        if (typeof trade?.tradeId === 'string') acknowledged.trades.push(trade.tradeId);
      }),
      loop(async () => {
        const withdrawal = await timed(
          'withdrawal',
          '/banking/withdraw-fiat',
          { amount: '11.00', password: PASSWORD, scamCheck: { reason: 'own_account' } },
          auth,
        );
        const id = withdrawal?.paymentTransferId;
        if (typeof id === 'string') acknowledged.withdrawals.push(id);
        await pause(300);
      }),
      loop(async (i) => {
        const deposit = await timed('deposit', '/sandbox/deposits/fiat', {
          email: customer.email,
          amount: '9.50',
          externalId: `pg-fault-${c}-${i}`,
        });
        const id = deposit?.paymentTransferId;
        if (typeof id === 'string') acknowledged.deposits.push(id);
        await pause(250);
      }),
    ];
  });

  return {
    outcomes,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
