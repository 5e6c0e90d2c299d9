import { describe, expect, it } from 'vitest';
import { SandboxBank } from './sandbox-bank.js';

const bank = new SandboxBank();
const customer = {
  customerId: '7b0f5c1e-0d7a-4a8e-9a52-5f1a3c2b9d10',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

describe('sandbox bank', () => {
  it('issues the same deposit details for the same customer and attempt, others for the next', async () => {
    const first = await bank.issueDepositAccount(customer, 0);
    expect(await bank.issueDepositAccount(customer, 0)).toEqual(first);
    expect(await bank.issueDepositAccount(customer, 1)).not.toEqual(first);
  });

  it('declines deposit details for e-mails starting "nobank"', async () => {
    const result = await bank.issueDepositAccount({ ...customer, email: 'NoBank@example.com' }, 0);
    expect(result.outcome).toBe('declined');
  });

  it('declines BSB 000-000 and registers other accounts', async () => {
    const details = {
      customerId: customer.customerId,
      accountName: 'Ada',
      accountNumber: '12345678',
    };
    expect((await bank.registerWithdrawAccount({ ...details, bsb: '000-000' })).outcome).toBe(
      'declined',
    );
    expect((await bank.registerWithdrawAccount({ ...details, bsb: '062-000' })).outcome).toBe(
      'registered',
    );
  });

  it('returns payouts ending in .13 and sends the rest', async () => {
    const payout = { transferId: customer.customerId, providerReference: 'SBX-PAYEE-1' };
    expect((await bank.payOut({ ...payout, amount: '100.13' })).outcome).toBe('returned');
    expect((await bank.payOut({ ...payout, amount: '100.14' })).outcome).toBe('sent');
    expect((await bank.payOut({ ...payout, amount: '13.00' })).outcome).toBe('sent');
  });
});
