import type { Asset } from '../contracts/asset.js';
import type { HistoryGroup } from '../contracts/history.js';
import { makeAmount } from '../contracts/money.js';
import type { User } from '../contracts/user.js';

/** An AUD wire amount of `decimal` dollars. */
export const aud = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return makeAmount(`${whole}${fraction.padEnd(18, '0')}`.replace(/^0+(?=\d)/, ''), 18, 'AUD');
};

export function assetFixture(overrides: Partial<Asset> = {}): Asset {
  return {
    assetId: 'btc',
    symbol: 'BTC',
    name: 'Bitcoin',
    chain: 'bitcoin',
    decimals: 8,
    precision: 8,
    type: 'utxo',
    enabled: true,
    depositEnabled: true,
    withdrawEnabled: true,
    buyEnabled: true,
    sellEnabled: true,
    buyTradeMinimum: aud('10'),
    buyTradeMaximum: aud('250000'),
    sellTradeMinimum: makeAmount('10000', 8, 'BTC'),
    sellTradeMaximum: makeAmount('500000000', 8, 'BTC'),
    tradeMinimum: aud('10'),
    tradeMaximum: aud('250000'),
    withdrawMinimum: makeAmount('100000', 8, 'BTC'),
    withdrawFee: makeAmount('20000', 8, 'BTC'),
    buyPrice: aud('152000.5'),
    sellPrice: aud('150000.25'),
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A complete history group of `kind` with no trades, legs or transfer but those in `overrides`. */
export function historyGroupFixture(
  kind: HistoryGroup['kind'],
  overrides: Partial<HistoryGroup> = {},
): HistoryGroup {
  return {
    groupId: 'g1',
    kind,
    status: 'complete',
    reason: null,
    occurredAt: '2026-03-04T04:39:00.000Z',
    bucketName: null,
    trades: [],
    transfer: null,
    legs: [],
    ...overrides,
  };
}

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    userId: 'user-1',
    email: 'charlotte@example.com',
    firstName: 'Charlotte',
    lastName: 'Nguyen',
    preferredName: null,
    role: 'user',
    emailVerified: true,
    phoneNumberVerified: true,
    documentsVerified: true,
    phoneNumber: '+61412345678',
    pepStatus: 'not_found',
    twoFactorEnabled: false,
    referralCode: 'ABCD2345',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A JWT-shaped token the client can decode; the signature is never checked client-side.
 * `expiresInSeconds` counts from `now` (epoch ms); negative for one already expired.
 */
export function testToken({ expiresInSeconds = 3600, now = Date.now() } = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const issued = Math.floor(now / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: 'user-1',
    role: 'user',
    iat: issued,
    exp: issued + expiresInSeconds,
  })}.signature`;
}
