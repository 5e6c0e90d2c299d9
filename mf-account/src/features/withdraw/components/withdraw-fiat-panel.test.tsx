import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAmount, type Transfer } from '@wattle/shared';
import { assetFixture, renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { WithdrawFiatPanel } from './withdraw-fiat-panel';

const aud = (decimal: string) => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return makeAmount(`${whole}${fraction.padEnd(18, '0')}`.replace(/^0+(?=\d)/, ''), 18, 'AUD');
};

const AUD_ASSET = assetFixture({
  assetId: 'aud',
  symbol: 'AUD',
  name: 'Australian dollar',
  type: 'fiat',
  decimals: 2,
  precision: 18,
  withdrawMinimum: aud('10'),
  withdrawFee: aud('0'),
});

const ACCOUNT = {
  withdrawAccountId: 'acc-1',
  accountName: 'Charlotte Nguyen',
  bsb: '062-000',
  accountNumber: '••••5678',
  createdAt: '2026-01-01T00:00:00.000Z',
  cooldownEndsAt: null,
  replacementCooldownHours: 24,
};

function routes(fiat: string, extra: Record<string, unknown> = {}) {
  return {
    'GET /asset': [AUD_ASSET],
    'GET /banking/withdraw-account': ACCOUNT,
    'GET /user/portfolio/balances': {
      portfolioBalance: aud(fiat),
      cryptoTotalBalance: aud('0'),
      fiatBalance: aud(fiat),
      fiatHeld: aud('0'),
      cryptoHoldings: [],
    },
    'GET /user/portfolio/limits': [
      {
        type: 'WITHDRAWAL',
        period: 'daily',
        limit: aud('50000'),
        used: aud('0'),
        remaining: aud('50000'),
      },
    ],
    'GET /user/money-out/check': { firstToDestination: false, securityHold: null },
    ...extra,
  };
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount to withdraw' });

describe('WithdrawFiatPanel', () => {
  it('shows the range, locks "Max selected" with send-max and clears when it is switched off', async () => {
    const user = userEvent.setup();
    fakeAccountApi({ permissions: ['WITHDRAW_FIAT'], routes: routes('1234.567') });
    renderApp(<WithdrawFiatPanel />);
    expect(await screen.findByText('Charlotte Nguyen')).toBeInTheDocument();
    await waitFor(() => expect(amountInput()).toHaveAttribute('placeholder', '$10.00 - $1,234.56'));
    expect(amountInput()).toHaveAttribute('maxLength', '20');
    await user.type(amountInput(), '12.345');
    expect(amountInput()).toHaveValue('12.34');

    await user.click(screen.getByRole('checkbox', { name: 'Send max' }));
    expect(amountInput()).toHaveValue('Max selected');
    expect(amountInput()).toHaveAttribute('readonly');
    expect(amountInput()).toHaveAttribute('placeholder', 'Withdrawing max');

    await user.click(screen.getByRole('checkbox', { name: 'Send max' }));
    expect(amountInput()).toHaveValue('');
    expect(amountInput()).toHaveAttribute('placeholder', '$10.00 - $1,234.56');
  });

  it('says the cool-down the admin set, on a new account and before a replacement', async () => {
    const user = userEvent.setup();
    const coolingDown = {
      ...ACCOUNT,
      cooldownEndsAt: '2026-01-04T00:00:00.000Z',
      replacementCooldownHours: 72,
    };
    fakeAccountApi({
      permissions: ['WITHDRAW_FIAT'],
      routes: routes('100', { 'GET /banking/withdraw-account': coolingDown }),
    });
    renderApp(<WithdrawFiatPanel />);
    expect(
      await screen.findByText(/AUD withdrawals pause for 72 hours after the bank account changes/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace account' }));
    expect(
      screen.getByText(/AUD withdrawals to a new account start 72 hours after you change it/),
    ).toBeInTheDocument();
  });

  it('says "Insufficient balance" when the balance is under the minimum', async () => {
    fakeAccountApi({ permissions: ['WITHDRAW_FIAT'], routes: routes('9.99') });
    renderApp(<WithdrawFiatPanel />);
    await screen.findByText('Charlotte Nguyen');
    await waitFor(() =>
      expect(amountInput()).toHaveAttribute('placeholder', 'Insufficient balance'),
    );
    expect(amountInput()).toBeDisabled();
  });

  it('withdraws the whole balance with send-max after asking for the password', async () => {
    const user = userEvent.setup();
    const transfer: Transfer = {
      paymentTransferId: 't-1',
      type: 'withdrawal',
      status: 'complete',
      amount: aud('1234.56'),
      fee: aud('0'),
      asset: { symbol: 'AUD' },
      method: 'Bank transfer',
      counterparty: '062-000 ••••5678',
      reference: 'SBX-PAY-1',
      failureReason: null,
      createdAt: '2026-03-07T04:47:00.000Z',
      updatedAt: '2026-03-07T04:47:00.000Z',
    };
    const fetch = fakeAccountApi({
      permissions: ['WITHDRAW_FIAT'],
      routes: routes('1234.567', { 'POST /banking/withdraw-fiat': transfer }),
    });
    renderApp(<WithdrawFiatPanel />);
    await screen.findByText('Charlotte Nguyen');
    await waitFor(() => expect(amountInput()).toHaveAttribute('placeholder', '$10.00 - $1,234.56'));
    await user.click(screen.getByRole('checkbox', { name: 'Send max' }));
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(screen.getAllByRole('definition').map((cell) => cell.textContent)).toEqual([
      '$1,234.56',
      '$0.00',
      '$1,234.56',
      'Charlotte Nguyen, 062-000 ••••5678',
    ]);
    await user.type(screen.getByLabelText(/^Password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Your withdrawal was sent')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) =>
      (url as string).endsWith('/banking/withdraw-fiat'),
    );
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      amount: '1234.56',
      password: 'my password',
    });
  });

  it('asks why before the first withdrawal to the account, and sends the answer', async () => {
    const user = userEvent.setup();
    const fetch = fakeAccountApi({
      permissions: ['WITHDRAW_FIAT'],
      routes: routes('100', {
        'GET /user/money-out/check': { firstToDestination: true, securityHold: null },
        'POST /banking/withdraw-fiat': {
          paymentTransferId: 't-2',
          type: 'withdrawal',
          status: 'pending',
          amount: aud('50'),
          fee: aud('0'),
          asset: { symbol: 'AUD' },
          method: 'Bank transfer',
          counterparty: '062-000 ••••5678',
          reference: null,
          failureReason: null,
          createdAt: '2026-03-07T04:47:00.000Z',
          updatedAt: '2026-03-07T04:47:00.000Z',
        },
      }),
    });
    renderApp(<WithdrawFiatPanel />);
    await screen.findByText('Charlotte Nguyen');
    await waitFor(() => expect(amountInput()).not.toBeDisabled());
    await user.type(amountInput(), '50');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(
      await screen.findByText('First withdrawal to this destination: is it a scam?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Why are you making this withdrawal/ }),
      'paying_for_goods',
    );
    await user.type(screen.getByLabelText(/Anything to add/), 'A used car');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/^Password/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByText(/Your withdrawal/);
    const call = fetch.mock.calls.find(([url]) =>
      (url as string).endsWith('/banking/withdraw-fiat'),
    );
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      amount: '50.00',
      password: 'my password',
      scamCheck: { reason: 'paying_for_goods', details: 'A used car' },
    });
  });
});
