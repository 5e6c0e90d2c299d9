// @vitest-environment happy-dom
import '../../testing/setup-dom.js';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeldDeposit } from '../../contracts/funding.js';
import { makeAmount } from '../../contracts/money.js';
import { renderApp } from '../../testing/render-app.js';
import { HeldDepositsNotice } from './held-deposits-notice.js';

const PAUSED = 'Deposits are paused on your account, so this money is on hold.';

const held = (extra: Partial<HeldDeposit> = {}): HeldDeposit => ({
  paymentTransferId: `t-${Math.random()}`,
  amount: makeAmount(150n * 10n ** 18n, 18, 'AUD'),
  asset: { symbol: 'AUD' },
  method: 'Bank transfer',
  counterparty: null,
  reason: 'deposits_paused',
  explanation: PAUSED,
  arrivedAt: '2026-03-12T04:47:00.000Z',
  ...extra,
});

describe('HeldDepositsNotice', () => {
  it('says nothing while nothing is on hold', () => {
    renderApp(<HeldDepositsNotice deposits={[]} />);
    expect(screen.queryByTestId('held-deposits')).toBeNull();
  });

  it('names each deposit on hold and says why once per reason, in plain words', () => {
    renderApp(
      <HeldDepositsNotice
        deposits={[
          held(),
          held({
            amount: makeAmount(75n * 10n ** 16n, 18, 'ETH'),
            asset: { symbol: 'ETH' },
            method: 'ethereum',
            counterparty: '0x1111…1111',
          }),
        ]}
      />,
    );
    const notice = screen.getByTestId('held-deposits');
    expect(
      within(notice).getByText('2 deposits are on hold and not in your balance yet'),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Deposits on hold' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '$150.00 · Bank transfer · arrived 12/03/2026 3:47pm',
      '0.75 ETH · Ethereum from 0x1111…1111 · arrived 12/03/2026 3:47pm',
    ]);
    expect(within(notice).getAllByText(PAUSED)).toHaveLength(1);
  });
});
