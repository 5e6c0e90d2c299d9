import {
  addressProblem,
  NOTIFICATION_TITLES,
  type WithdrawEstimateResult,
} from '@wattle/shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { SANCTIONS_TEST_ADDRESSES } from '../src/providers/custody/sandbox-addresses.js';
import { MALFORMED_BODY, MALFORMED_JSON } from './helpers/db.js';
import {
  BTC_ADDRESS,
  estimate,
  estimateAndWithdraw,
  fundingCounts,
  notificationTitles,
  simulateCryptoDeposit,
  SOL_ADDRESS,
  withdrawCrypto,
  XRP_ADDRESS,
} from './helpers/funding.js';
import { balanceOf, fund, heldBalanceOf } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { enableTwoFactor, fundedCustomer, signedInUser } from './helpers/users.js';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

const holding = (assetId: string, amount: string) => fundedCustomer(t.app, { [assetId]: amount });

async function setAsset(
  assetId: string,
  values: { withdraw_enabled?: boolean; deposit_enabled?: boolean },
) {
  await t.app.db.updateTable('assets').set(values).where('asset_id', '=', assetId).execute();
}

/** A send of `amount` BTC to a well-formed address. */
const btcSend = (amount: string) => ({ asset: 'BTC', amount, address: BTC_ADDRESS });

const withTwoFactor = (userId: string) => enableTwoFactor(t.app.db, userId);

const currentCode = (secret: string) => totpAt(secret, Math.floor(Date.now() / 1000));

describe('GET /custodial/addresses', () => {
  it('gives a Bitcoin address in bech32 form, the same on every ask', async () => {
    const { headers } = await signedInUser(t.app);
    const first = await get('/custodial/addresses?asset=BTC', headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      asset: 'BTC',
      chain: 'bitcoin',
      tag: null,
      tagLabel: null,
    });
    expect(first.json().data.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect((await get('/custodial/addresses?asset=btc', headers)).json().data).toEqual(
      first.json().data,
    );
  });

  it('gives every listed coin an address in its own chain’s format', async () => {
    const { headers } = await signedInUser(t.app);
    const coins = await t.app.db
      .selectFrom('assets')
      .selectAll()
      .where('type', '<>', 'fiat')
      .execute();
    expect(coins.length).toBe(21);
    for (const coin of coins) {
      const response = await get(`/custodial/addresses?asset=${coin.symbol}`, headers);
      expect(response.statusCode).toBe(200);
      const { address, tag } = response.json().data;
      expect(
        addressProblem(coin.chain, coin.name, address),
        `${coin.symbol} ${address}`,
      ).toBeNull();
      expect(tag === null).toBe(coin.type !== 'tag');
    }
  });

  it('shares one XRP address and tells customers apart by the destination tag', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const first = (await get('/custodial/addresses?asset=XRP', a.headers)).json().data;
    const second = (await get('/custodial/addresses?asset=XRP', b.headers)).json().data;
    expect(first.tagLabel).toBe('Destination tag');
    expect(second.address).toBe(first.address);
    expect(first.tag).toMatch(/^\d{9}$/);
    expect(second.tag).not.toBe(first.tag);
  });

  it.each([
    [
      '?asset=AUD',
      400,
      'AUD is deposited by bank transfer or PayID: see your deposit account details',
    ],
    ['?asset=NOPE', 404, 'That asset was not found'],
    ['', 400, 'Name the asset as ?asset=BTC'],
    ['?asset=', 400, 'Name the asset as ?asset=BTC'],
  ])('refuses %s: %i %s', async (query, status, message) => {
    const { headers } = await signedInUser(t.app);
    const before = await fundingCounts(t.app.db);
    const response = await get(`/custodial/addresses${query}`, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('refuses while deposits of the coin are paused', async () => {
    const { headers } = await signedInUser(t.app);
    await setAsset('doge', { deposit_enabled: false });
    try {
      const response = await get('/custodial/addresses?asset=DOGE', headers);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        message: 'DOGE deposits are paused right now',
      });
    } finally {
      await setAsset('doge', { deposit_enabled: true });
    }
  });

  it('needs the deposit permission: an unverified customer gets 403', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    expect((await get('/custodial/addresses?asset=BTC', headers)).statusCode).toBe(403);
  });
});

describe('sandbox coin deposits', () => {
  it('credits coins sent to a deposit address, with a transfer and a notification', async () => {
    const { user, headers } = await signedInUser(t.app);
    const { address } = (await get('/custodial/addresses?asset=ETH', headers)).json().data;
    const response = await simulateCryptoDeposit(t.app, {
      asset: 'ETH',
      address,
      amount: '1.25',
      fromAddress: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      transactionHash: `0x${'ab'.repeat(32)}`,
    });
    expect(response.json().data).toMatchObject({
      status: 'complete',
      credited: '1.25',
      userId: user.user_id,
    });
    expect(await balanceOf(t.app.db, user.user_id, 'eth')).toBe('1.25');
    const [transfer] = (await get('/transaction/transfers', headers)).json().data;
    expect(transfer).toMatchObject({
      type: 'deposit',
      status: 'complete',
      method: 'ethereum',
      asset: { symbol: 'ETH' },
      counterparty: '0x742…f44e',
      reference: `0x${'ab'.repeat(32)}`,
    });
    expect(await notificationTitles(t.app.db, user.user_id)).toContain(
      NOTIFICATION_TITLES.depositSuccess,
    );
  });

  it('finds a tag-type deposit’s customer by address and tag; a wrong tag finds nobody', async () => {
    const { user, headers } = await signedInUser(t.app);
    const { address, tag } = (await get('/custodial/addresses?asset=XLM', headers)).json().data;
    const credited = await simulateCryptoDeposit(t.app, {
      asset: 'XLM',
      address,
      tag,
      amount: '100',
    });
    expect(credited.json().data.userId).toBe(user.user_id);
    const wrong = await simulateCryptoDeposit(t.app, {
      asset: 'XLM',
      address,
      tag: '1',
      amount: '100',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('That XLM deposit address and tag was not found');
    expect(await balanceOf(t.app.db, user.user_id, 'xlm')).toBe('100');
  });

  it('holds coins from a sender the screen flags: on hold, not credited', async () => {
    const { user } = await signedInUser(t.app);
    const response = await simulateCryptoDeposit(t.app, {
      asset: 'BTC',
      userId: user.user_id,
      amount: '0.5',
      fromAddress: SANCTIONS_TEST_ADDRESSES.bitcoin,
    });
    expect(response.json().data).toMatchObject({ status: 'held', credited: '0' });
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0');
    expect(await heldBalanceOf(t.app.db, user.user_id, 'btc')).toBe('0.5');
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.depositHeld,
    ]);
  });
});

describe('POST /custodial/withdraw/estimate', () => {
  it('quotes the network fee, signed and dated, good for five minutes', async () => {
    const { headers } = await holding('btc', '1');
    const before = await fundingCounts(t.app.db);
    const response = await estimate(t.app, headers, { ...btcSend('0.1'), asset: 'btc' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      asset: 'BTC',
      address: BTC_ADDRESS,
      amount: { value: '10000000', precision: 8, name: 'BTC', decimalValue: '0.1' },
      quotedFee: { value: '20000', decimalValue: '0.0002' },
      total: { decimalValue: '0.1002' },
    });
    expect(data.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime() - new Date(data.signatureDate).getTime()).toBe(
      300_000,
    );
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it.each([
    ['BTC', 'bc1qnotreal', 'That is not a valid Bitcoin address'],
    ['BTC', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', 'That is not a valid Bitcoin address'],
    ['ETH', '0x742d35Cc6634C0532925a3b844Bc454e4438f44', 'That is not a valid Ethereum address'],
    ['USDT', BTC_ADDRESS, 'That is not a valid Tether address'],
    ['SOL', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', 'That is not a valid Solana address'],
    ['XRP', 'xHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'That is not a valid Ripple address'],
    ['TRX', 'ALa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'That is not a valid Tron address'],
    ['ADA', 'addr1short', 'That is not a valid Cardano address'],
    ['DOGE', 'XH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'That is not a valid Dogecoin address'],
    ['LTC', BTC_ADDRESS, 'That is not a valid Litecoin address'],
    [
      'BCH',
      'bitcoincash:zpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a',
      'That is not a valid Bitcoin Cash address',
    ],
    [
      'DOT',
      '25oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'That is not a valid Polkadot address',
    ],
    ['XTZ', 'tz4VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb', 'That is not a valid Tezos address'],
    [
      'XLM',
      'GAHK7EEG2WWHVKDNT4CEQFZGKF2LGDSW2IVM4S5DP42RBW3K6BTODB4',
      'That is not a valid Stellar address',
    ],
    ['EOS', 'NotAnEosName', 'That is not a valid EOS address'],
  ])('refuses a %s withdrawal to %s: "%s"', async (asset, address, message) => {
    const { headers } = await signedInUser(t.app);
    const response = await estimate(t.app, headers, { asset, amount: '100', address });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', message });
  });

  it.each([
    [{ amount: '0.0009' }, 400, 'ValidationError', 'The minimum BTC withdrawal is 0.001 BTC'],
    [{ amount: '0' }, 400, 'ValidationError', 'The minimum BTC withdrawal is 0.001 BTC'],
    [{ amount: '0.000000001' }, 400, 'ValidationError', 'BTC amounts can have at most 8 decimals'],
    [{ amount: '0.0099' }, 400, 'InsufficientFundsError', 'Insufficient funds'],
    [
      { asset: 'AUD' },
      400,
      'ValidationError',
      'AUD is withdrawn to your bank account: use the AUD withdrawal',
    ],
    [{ asset: 'NOPE' }, 400, 'ValidationError', 'That asset is not listed on Wattle'],
    [{ amount: 0.1 }, 400, 'ValidationError', 'Enter the amount as text, such as "150.00"'],
    [{ address: '' }, 400, 'ValidationError', 'Enter the address to send to'],
  ])('refuses %j: %i %s %s', async (overrides, status, code, message) => {
    const { headers } = await holding('btc', '0.01');
    const response = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.005',
      address: BTC_ADDRESS,
      ...overrides,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
  });

  it('refuses a sanctioned address (rule chainalysis_reason)', async () => {
    const { headers } = await holding('btc', '1');
    const response = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: SANCTIONS_TEST_ADDRESSES.bitcoin,
    });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'chainalysis_reason',
      message: expect.stringMatching(/^We cannot send funds to that address/),
    });
  });

  it('refuses while the coin’s withdrawals are paused (rule withdrawal_reason)', async () => {
    const { headers } = await holding('sol', '10');
    await setAsset('sol', { withdraw_enabled: false });
    try {
      const response = await estimate(t.app, headers, {
        asset: 'SOL',
        amount: '1',
        address: SOL_ADDRESS,
      });
      expect(response.json()).toMatchObject({
        code: 'withdrawal_reason',
        message: 'SOL withdrawals are paused right now',
      });
    } finally {
      await setAsset('sol', { withdraw_enabled: true });
    }
  });

  it('values the coins at the bid for the daily limit (rule withdrawal_limit_exceeded)', async () => {
    const { headers } = await holding('btc', '1');
    const response = await estimate(t.app, headers, btcSend('0.5'));
    expect(response.json()).toMatchObject({
      code: 'withdrawal_limit_exceeded',
      message: expect.stringContaining('daily withdrawal limit of $50,000.00'),
    });
  });

  it('needs WITHDRAW_CRYPTO, and refuses malformed JSON', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    await fund(t.app.db, user.user_id, 'btc', '1');
    const forbidden = await estimate(t.app, headers, btcSend('0.01'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/cannot withdraw crypto yet/);
    const verified = await signedInUser(t.app);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/custodial/withdraw/estimate',
      headers: { ...verified.headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /custodial/withdraw/verify', () => {
  const verify = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/custodial/withdraw/verify',
      headers,
      payload: body as object,
    });

  async function issued() {
    const customer = await holding('btc', '1');
    const response = await estimate(t.app, customer.headers, btcSend('0.01'));
    return { ...customer, estimate: response.json().data };
  }

  it('accepts the estimate as issued, and says whether a code is due', async () => {
    const { user, headers, estimate: quote } = await issued();
    const response = await verify(headers, quote);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      valid: true,
      expiresAt: quote.expiresAt,
      twoFactorRequired: false,
      stepUp: 'password',
      tagLabel: null,
    });
    await withTwoFactor(user.user_id);
    expect((await verify(headers, quote)).json().data).toMatchObject({
      twoFactorRequired: true,
      stepUp: 'otp',
    });
  });

  it.each([
    [
      'amount',
      (q: WithdrawEstimateResult) => ({
        ...q,
        amount: { ...q.amount, value: '20000000', decimalValue: '0.2' },
      }),
    ],
    [
      'decimalValue',
      (q: WithdrawEstimateResult) => ({ ...q, amount: { ...q.amount, decimalValue: '0.5' } }),
    ],
    ['fee', (q: WithdrawEstimateResult) => ({ ...q, quotedFee: { ...q.quotedFee, value: '1' } })],
    [
      'address',
      (q: WithdrawEstimateResult) => ({ ...q, address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }),
    ],
    ['asset', (q: WithdrawEstimateResult) => ({ ...q, asset: 'LTC' })],
    ['date', (q: WithdrawEstimateResult) => ({ ...q, signatureDate: new Date().toISOString() })],
    [
      'signature',
      // Its first character, always to another one: a fixed replacement could, now and then,
      // be what the signature already held.
      (q: WithdrawEstimateResult) => ({
        ...q,
        signature: `${q.signature.startsWith('A') ? 'B' : 'A'}${q.signature.slice(1)}`,
      }),
    ],
  ])('refuses an estimate with its %s changed', async (_field, alter) => {
    const { headers, estimate: quote } = await issued();
    const response = await verify(headers, alter(quote));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EstimateInvalidError',
      message: 'This withdrawal estimate was changed or is not from Wattle. Get a new estimate.',
    });
  });

  it('refuses another customer’s estimate', async () => {
    const { estimate: quote } = await issued();
    const other = await holding('btc', '1');
    expect((await verify(other.headers, quote)).json().code).toBe('EstimateInvalidError');
  });

  it('refuses an estimate older than five minutes', async () => {
    const { headers, estimate: quote } = await issued();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const response = await verify(headers, quote);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'EstimateExpiredError',
      message: 'This withdrawal estimate has expired. Get a new estimate and try again.',
    });
  });

  it('refuses a body that is not an estimate', async () => {
    const { headers, estimate: quote } = await issued();
    const response = await verify(headers, { ...quote, signatureDate: 'yesterday' });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'signatureDate must be the date the estimate was signed',
    });
  });
});

describe('POST /custodial/withdraw', () => {
  it('sends the coins: amount and network fee debited, the fee to Wattle, a hash, a notification', async () => {
    const { user, headers } = await holding('btc', '1');
    const feesBefore = await feeBalance('btc');
    const { withdrawn } = await estimateAndWithdraw(t.app, headers, btcSend('0.1'));
    expect(withdrawn.statusCode).toBe(200);
    const transfer = withdrawn.json().data;
    expect(transfer).toMatchObject({
      type: 'withdrawal',
      status: 'complete',
      method: 'bitcoin',
      amount: { decimalValue: '0.1' },
      fee: { decimalValue: '0.0002' },
      counterparty: 'bc1qa…5mdq',
    });
    expect(transfer.reference).toMatch(/^[0-9a-f]{64}$/);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.8998');
    expect((await feeBalance('btc')) - feesBefore).toBe(20_000n);
    expect(await notificationTitles(t.app.db, user.user_id)).toContain(
      NOTIFICATION_TITLES.withdrawSuccess,
    );
    const [limit] = (await get('/user/portfolio/limits', headers)).json().data;
    expect(Number(limit.used.decimalValue)).toBeGreaterThan(10_000);
  });

  it('uses an estimate once', async () => {
    const { user, headers } = await holding('btc', '1');
    const quote = (await estimate(t.app, headers, btcSend('0.01'))).json().data;
    expect((await withdrawCrypto(t.app, headers, quote)).statusCode).toBe(200);
    const before = await fundingCounts(t.app.db);
    const again = await withdrawCrypto(t.app, headers, quote);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'EstimateUsedError',
      message: 'This withdrawal estimate was already used. Get a new estimate to withdraw again.',
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.9898');
  });

  it('refuses an altered estimate, writing nothing', async () => {
    const { headers } = await holding('btc', '1');
    const quote = (await estimate(t.app, headers, btcSend('0.01'))).json().data;
    const before = await fundingCounts(t.app.db);
    const response = await withdrawCrypto(t.app, headers, {
      ...quote,
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    });
    expect(response.json().code).toBe('EstimateInvalidError');
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('refunds a withdrawal the network refuses (decimals ending in 13), fee included', async () => {
    const { user, headers } = await holding('btc', '1');
    const { withdrawn } = await estimateAndWithdraw(t.app, headers, btcSend('0.0513'));
    expect(withdrawn.json().data).toMatchObject({
      status: 'failed',
      failureReason: 'The network did not accept the transaction.',
    });
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
    const [latest] = await notificationTitles(t.app.db, user.user_id);
    expect(latest).toBe(NOTIFICATION_TITLES.withdrawFailure);
  });

  it('takes a tag where the chain has one, and only there', async () => {
    const { headers } = await holding('xrp', '100');
    const body = { asset: 'XRP', amount: '30', address: XRP_ADDRESS };
    const badTag = await estimateAndWithdraw(t.app, headers, body, { tag: 'abc' });
    expect(badTag.withdrawn.json().message).toBe(
      'An XRP destination tag is a whole number up to 4294967295',
    );
    const tooBig = await estimateAndWithdraw(t.app, headers, body, { tag: '4294967296' });
    expect(tooBig.withdrawn.json().message).toBe(
      'An XRP destination tag is a whole number up to 4294967295',
    );
    const tagged = await estimateAndWithdraw(t.app, headers, body, { tag: '123456' });
    expect(tagged.withdrawn.json().data.status).toBe('complete');
    const btc = await holding('btc', '1');
    const untaggable = await estimateAndWithdraw(t.app, btc.headers, btcSend('0.01'), { tag: '1' });
    expect(untaggable.withdrawn.json().message).toBe(
      'Bitcoin withdrawals do not take a tag or memo',
    );
  });

  it('asks for the authenticator code when two-factor is on', async () => {
    const { user, headers } = await holding('sol', '10');
    const secret = await withTwoFactor(user.user_id);
    const quote = (
      await estimate(t.app, headers, { asset: 'SOL', amount: '1', address: SOL_ADDRESS })
    ).json().data;
    const before = await fundingCounts(t.app.db);
    const missing = await withdrawCrypto(t.app, headers, quote);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      code: 'TwoFactorRequiredError',
      message: 'Enter the 6-digit code from your authenticator app to withdraw',
    });
    const wrongCode = currentCode(secret) === '000000' ? '111111' : '000000';
    const wrong = await withdrawCrypto(t.app, headers, { ...quote, otp: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'OtpError',
      message: 'That authenticator code is not correct',
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    const right = await withdrawCrypto(t.app, headers, { ...quote, otp: currentCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(await balanceOf(t.app.db, user.user_id, 'sol')).toBe('8.99');
  });

  it('takes each authenticator code once, and keeps a code a refused tag did not spend', async () => {
    const { user, headers } = await holding('xrp', '100');
    const secret = await withTwoFactor(user.user_id);
    const body = { asset: 'XRP', amount: '30', address: XRP_ADDRESS };
    const code = currentCode(secret);
    const badTag = await estimateAndWithdraw(t.app, headers, body, { tag: 'abc', otp: code });
    expect(badTag.withdrawn.statusCode).toBe(400);
    const first = await estimateAndWithdraw(t.app, headers, body, { tag: '123456', otp: code });
    expect(first.withdrawn.json()).toMatchObject({ data: { status: 'complete' } });
    const before = await fundingCounts(t.app.db);
    const replayed = await estimateAndWithdraw(t.app, headers, body, { tag: '123456', otp: code });
    expect(replayed.withdrawn.statusCode).toBe(400);
    expect(replayed.withdrawn.json()).toMatchObject({ code: 'OtpError' });
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('is idempotent under an Idempotency-Key, even once the code and estimate are stale', async () => {
    const { user, headers } = await holding('sol', '10');
    const secret = await withTwoFactor(user.user_id);
    const quote = (
      await estimate(t.app, headers, { asset: 'SOL', amount: '2', address: SOL_ADDRESS })
    ).json().data;
    const body = { ...quote, otp: currentCode(secret) };
    const key = { 'idempotency-key': `crypto-${user.user_id}` };
    const first = await withdrawCrypto(t.app, headers, body, key);
    expect(first.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const retry = await withdrawCrypto(t.app, headers, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await balanceOf(t.app.db, user.user_id, 'sol')).toBe('7.99');
  });

  it('needs WITHDRAW_CRYPTO, and refuses malformed JSON and wrong types writing nothing', async () => {
    const verified = await holding('btc', '1');
    const quote = (await estimate(t.app, verified.headers, btcSend('0.01'))).json().data;
    await t.app.db
      .insertInto('permission_suspensions')
      .values({
        user_id: verified.user.user_id,
        permission: 'WITHDRAW_CRYPTO',
        reason: 'test',
        suspended_by: verified.user.user_id,
      })
      .execute();
    const other = await holding('btc', '1');
    const before = await fundingCounts(t.app.db);
    const suspended = await withdrawCrypto(t.app, verified.headers, quote);
    expect(suspended.statusCode).toBe(403);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/custodial/withdraw',
      headers: { ...other.headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(malformed.statusCode).toBe(400);
    const wrongTypes = await withdrawCrypto(t.app, other.headers, { ...quote, amount: '0.01' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().code).toBe('ValidationError');
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });
});

async function feeBalance(assetId: string): Promise<bigint> {
  const row = await t.app.db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .select((eb) => eb.fn.sum<string>('postings.amount').as('total'))
    .where('ledger_accounts.kind', '=', 'fee')
    .where('ledger_accounts.asset_id', '=', assetId)
    .executeTakeFirst();
  return BigInt(row?.total ?? '0');
}
