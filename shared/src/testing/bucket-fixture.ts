import type { Bucket } from '../contracts/bucket.js';
import { makeAmount } from '../contracts/money.js';

const wholeAud = (whole: string) => makeAmount(`${whole}${'0'.repeat(18)}`, 18, 'AUD');

/** A bucket as `GET /buckets` lists it: "Steady", Bitcoin 60 % and Ethereum 40 %. */
export function bucketFixture(overrides: Partial<Bucket> = {}): Bucket {
  return {
    bucketId: 'steady',
    bucketName: 'Steady',
    userId: null,
    description: 'Mostly Bitcoin and Ethereum.',
    riskLevel: 'low',
    assets: [
      { asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' }, percentage: '60' },
      { asset: { assetId: 'eth', symbol: 'ETH', name: 'Ethereum' }, percentage: '40' },
    ],
    enabled: true,
    bucketMinOrder: wholeAud('50'),
    bucketMaxOrder: wholeAud('50000'),
    ...overrides,
  };
}
