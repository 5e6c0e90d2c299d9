export const CUSTOMER = 'customer@wattle.dev';
const PASSWORD = 'wattle-demo-pass';

/** What the API said was done: by the time it answered 2xx, it was committed. */
export interface Acknowledged {
  deposits: string[];
  trades: string[];
  withdrawals: string[];
}

async function call<T>(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T | null> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: T }).data;
}

/** The demo customer's session, and a bank account to withdraw to. */
export async function prepareCustomer(url: string): Promise<string> {
  const login = await call<{ token: string }>(url, '/auth/login', {
    email: CUSTOMER,
    password: PASSWORD,
  });
  if (!login) throw new Error('the demo customer could not sign in');
  const auth = { authorization: `Bearer ${login.token}` };
  const existing = await fetch(`${url}/banking/withdraw-account`, { headers: auth });
  const registered = existing.ok && ((await existing.json()) as { data: unknown }).data !== null;
  // Replacing the account would start its 24 h cool-down: register it only the first time.
  if (!registered) {
    // Step-up: the demo customer has two-factor off, so the password.
    const account = await call(
      url,
      '/banking/withdraw-account',
      {
        accountName: 'Charlotte Nguyen',
        bsb: '062-000',
        accountNumber: '12345678',
        password: PASSWORD,
      },
      auth,
    );
    if (!account) throw new Error('the withdrawal account was refused');
  }
  return login.token;
}

export type WriteKind = keyof Acknowledged;

export interface WriteLoad {
  /**
   * Resolves once `count` operations of this load have been acknowledged, one of them of
   * `kind`: a withdrawal checks a password, so without it the quicker kinds would always
   * reach the count first.
   */
  acknowledgedAtLeast: (count: number, kind: WriteKind) => Promise<void>;
  /** Stops issuing requests; resolves when the ones in flight have settled. */
  stop: () => Promise<void>;
}

/**
 * Deposits, trades and withdrawals, each kind in its own loop, against one API until stopped.
 * A request cut off by a crash is simply not acknowledged; every 2xx is recorded.
 */
export function startWriteLoad(
  url: string,
  token: string,
  round: number,
  acknowledged: Acknowledged,
): WriteLoad {
  const auth = { authorization: `Bearer ${token}` };
  let running = true;
  let count = 0;
  const kindsSeen = new Set<WriteKind>();
  const waiters: { count: number; kind: WriteKind; resolve: () => void }[] = [];
  const reached = (wanted: number, kind: WriteKind) => count >= wanted && kindsSeen.has(kind);
  const record = (kind: WriteKind, id: string | undefined) => {
    if (!id) return;
    acknowledged[kind].push(id);
    count += 1;
    kindsSeen.add(kind);
    for (const waiter of waiters.filter((w) => reached(w.count, w.kind))) waiter.resolve();
  };

  async function loop(step: (i: number) => Promise<void>): Promise<void> {
    for (let i = 0; running; i += 1) {
      try {
        await step(i);
      } catch {
        // the connection died with the process: not acknowledged
      }
    }
  }

  const loops = [
    loop(async (i) => {
      const deposit = await call<{ paymentTransferId: string }>(url, '/sandbox/deposits/fiat', {
        email: CUSTOMER,
        amount: '25.50',
        externalId: `fault-${round}-${i}`,
      });
      record('deposits', deposit?.paymentTransferId);
    }),
    loop(async (i) => {
      const order = {
        cryptoAssetId: 'btc',
        orderAmount: i % 2 === 0 ? '12' : '0.00005',
        orderType: i % 2 === 0 ? 'buy' : 'sell',
      };
      const quote = await call<{ quoteId: string }>(
        url,
        '/order/quote',
        { ...order, type: 'PREVIEW' },
        auth,
      );
      if (!quote) return;
      const trade = await call<{ tradeId: string }>(
        url,
        '/order/submit',
        { ...order, quoteId: quote.quoteId, type: 'preview' },
        { ...auth, 'idempotency-key': `fault-${quote.quoteId}` },
      );
      record('trades', trade?.tradeId);
    }),
    loop(async () => {
      const withdrawal = await call<{ paymentTransferId: string }>(
        url,
        '/banking/withdraw-fiat',
        { amount: '12.00', password: PASSWORD, scamCheck: { reason: 'own_account' } },
        auth,
      );
      record('withdrawals', withdrawal?.paymentTransferId);
    }),
  ];

  return {
    acknowledgedAtLeast: (wanted, kind) =>
      new Promise((resolve) => {
        if (reached(wanted, kind)) resolve();
        else waiters.push({ count: wanted, kind, resolve });
      }),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
