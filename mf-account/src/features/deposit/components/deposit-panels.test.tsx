import { configure, screen, within } from '@testing-library/react';
import type { HeldDeposit } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 10_000 });

const HELD: HeldDeposit = {
  paymentTransferId: '33333333-3333-4333-8333-333333333333',
  amount: { value: '150000000000000000000', precision: 18, name: 'AUD', decimalValue: '150' },
  asset: { symbol: 'AUD' },
  method: 'Bank transfer',
  counterparty: null,
  reason: 'deposits_paused',
  explanation:
    'Deposits are paused on your account, so this money is on hold and not in your balance yet.',
  arrivedAt: '2026-03-12T04:47:00.000Z',
};

const ACCOUNT = {
  accountName: 'Wattle Pty Ltd',
  bsb: '999-001',
  accountNumber: '100000001',
  reference: 'WTABCDEFGH',
  payId: 'wtabcdefgh@pay.wattle.sandbox',
  createdAt: '2026-01-01T00:00:00.000Z',
};

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('the deposit tabs', { timeout: 20_000 }, () => {
  it.each(['deposit-fiat', 'deposit-crypto'])(
    'on %s, a customer whose deposits are paused reads what is on hold and why, and gets no details',
    async (tab) => {
      const fetch = fakeAccountApi({
        permissions: ['LOGIN', 'BUY', 'SELL'],
        routes: { 'GET /user/held-deposits': [HELD], 'GET /asset': [] },
      });
      renderRoute(`/transfer?tab=${tab}`);
      const notice = await screen.findByTestId('held-deposits');
      expect(
        within(notice).getByText('A deposit is on hold and not in your balance yet'),
      ).toBeInTheDocument();
      expect(within(notice).getByText(/\$150\.00/)).toBeInTheDocument();
      expect(within(notice).getByText(HELD.explanation)).toBeInTheDocument();
      expect(await screen.findByText(/Depositing is paused/)).toBeInTheDocument();
      const asked = fetch.mock.calls.map(
        ([input]) => new URL(input instanceof Request ? input.url : input.toString()).pathname,
      );
      expect(asked).not.toContain('/banking/deposit-account');
      expect(asked).not.toContain('/custodial/addresses');
    },
  );

  it('shows a customer who may deposit their details, and nothing on hold when nothing is', async () => {
    fakeAccountApi({
      permissions: ['LOGIN', 'DEPOSIT_FIAT'],
      routes: { 'GET /user/held-deposits': [], 'GET /banking/deposit-account': ACCOUNT },
    });
    renderRoute('/transfer?tab=deposit-fiat');
    expect(await screen.findByText('WTABCDEFGH')).toBeInTheDocument();
    expect(screen.queryByTestId('held-deposits')).toBeNull();
    expect(screen.queryByTestId('access-banner')).toBeNull();
  });
});
