import { describe, expect, it } from 'vitest';
import { withdrawAccountRequestSchema } from './funding.js';

describe('withdrawAccountRequestSchema', () => {
  it('normalises the BSB and account number', () => {
    expect(
      withdrawAccountRequestSchema.parse({
        accountName: ' Ada Lovelace ',
        bsb: '062000',
        accountNumber: '1234-5678',
      }),
    ).toEqual({ accountName: 'Ada Lovelace', bsb: '062-000', accountNumber: '12345678' });
  });
});
