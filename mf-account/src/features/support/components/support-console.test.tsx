import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportUserDetail, SupportUserSummary } from '@wattle/shared';
import { userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';

function summary(overrides: Partial<SupportUserSummary> = {}): SupportUserSummary {
  return {
    userId: CUSTOMER_ID,
    email: 'charlotte@example.com',
    firstName: 'Charlotte',
    lastName: 'Nguyen',
    preferredName: null,
    accountStatus: 'active',
    emailVerified: true,
    phoneNumberVerified: true,
    documentsVerified: false,
    pepStatus: 'not_found',
    phoneNumber: '+61412345678',
    twoFactorEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const AUD = { value: '0', precision: 18, name: 'AUD', decimalValue: '0' };

function detail(overrides: Partial<SupportUserDetail> = {}): SupportUserDetail {
  return {
    profile: userFixture({ userId: CUSTOMER_ID, twoFactorEnabled: true }),
    accountStatus: 'active',
    kyc: {
      status: 'verified',
      identityType: 'passport',
      documentsVerified: true,
      pepStatus: 'not_found',
      rejectionReason: null,
    },
    kycSubmissions: [],
    permissions: ['LOGIN', 'BUY', 'SELL'],
    suspensions: [],
    recentAudit: [],
    balances: {
      portfolioBalance: AUD,
      cryptoTotalBalance: AUD,
      fiatBalance: AUD,
      fiatHeld: AUD,
      cryptoHoldings: [],
    },
    notifications: [],
    withdrawAccount: null,
    depositReference: 'WTABCDEFGH',
    activeSessions: 2,
    heldDeposits: [],
    trustedContact: null,
    ...overrides,
  };
}

const HELD_ID = '33333333-3333-4333-8333-333333333333';
const HELD = {
  paymentTransferId: HELD_ID,
  amount: { value: '150000000000000000000', precision: 18, name: 'AUD', decimalValue: '150' },
  asset: { symbol: 'AUD' },
  method: 'Bank transfer',
  counterparty: null,
  reason: 'deposits_paused' as const,
  explanation: 'Deposits are paused on your account, so this money is on hold.',
  arrivedAt: '2026-03-12T04:47:00.000Z',
  returnTo: 'the account it was paid from',
};
const buySuspension = (createdAt: string): SupportUserDetail['suspensions'][number] => ({
  suspensionId: 's1',
  permission: 'BUY',
  reason: 'Card chargeback under review',
  suspendedBy: 'support2@wattle.dev',
  createdAt,
});

const customerRoutes = (changes: unknown[] = []) => ({
  [`GET /support/users/${CUSTOMER_ID}`]: detail(),
  [`GET /support/users/${CUSTOMER_ID}/trades`]: [],
  [`GET /support/users/${CUSTOMER_ID}/trade-transactions`]: [],
  [`POST /support/users/${CUSTOMER_ID}/permissions/BUY/suspend`]: (request: { body: unknown }) => {
    changes.push(request.body);
    return {
      body: {
        data: detail({
          permissions: ['LOGIN', 'SELL'],
          suspensions: [buySuspension('2026-01-02T00:00:00.000Z')],
        }),
      },
    };
  },
});

describe('support console', () => {
  it('shows a customer a 403 page, not the console', async () => {
    fakeAccountApi({ user: { role: 'user' } });
    renderRoute('/support');
    expect(await screen.findByRole('heading', { name: '403: staff only' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('searches as staff type, moves with the arrow keys and opens with Enter', async () => {
    const fetch = fakeAccountApi({
      user: { role: 'support_lv1' },
      routes: {
        'GET /support/users': [
          summary(),
          summary({ userId: '22222222-2222-4222-8222-222222222222', firstName: 'Chris' }),
        ],
        ...customerRoutes(),
      },
    });
    renderRoute('/support');
    const box = await screen.findByRole('combobox', { name: 'Find a customer' });
    await userEvent.type(box, 'ch');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(within(options[0] as HTMLElement).getByText(/ID ✗/)).toBeInTheDocument();
    const searches = fetch.mock.calls.filter(
      ([url]) => typeof url === 'string' && url.includes('/support/users?'),
    );
    expect(searches).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('WTABCDEFGH')).toBeInTheDocument();
  }, 20_000);

  it('offers support_lv1 no changes', async () => {
    fakeAccountApi({ user: { role: 'support_lv1' }, routes: customerRoutes() });
    renderRoute(`/support/customers/${CUSTOMER_ID}`);
    expect(await screen.findByText('WTABCDEFGH')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('dates a suspension on the Sydney calendar, whatever the browser’s zone', async () => {
    fakeAccountApi({
      user: { role: 'support_lv1' },
      routes: {
        ...customerRoutes(),
        [`GET /support/users/${CUSTOMER_ID}`]: detail({
          permissions: ['LOGIN', 'SELL'],
          // 1:30am on 2 January in Sydney; still 1 January in UTC and west of it.
          suspensions: [buySuspension('2026-01-01T14:30:00.000Z')],
        }),
      },
    });
    renderRoute(`/support/customers/${CUSTOMER_ID}`);
    expect(
      await screen.findByText('By support2@wattle.dev, 02/01/2026: “Card chargeback under review”'),
    ).toBeInTheDocument();
  });

  it('says why each revoked API key stopped, and offers Revoke only on a live one', async () => {
    const key = {
      keyId: '44444444-4444-4444-8444-444444444444',
      label: 'Koinly',
      scopes: ['read'],
      allowList: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      expiresAt: '2027-01-30T00:00:00.000Z',
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
      revokedBecause: null,
      status: 'active',
    };
    const revoked = (keyId: string, label: string, revokedBecause: string) => ({
      ...key,
      keyId,
      label,
      scopes: ['read', 'trade'],
      revokedAt: '2026-12-01T00:00:00.000Z',
      revokedBecause,
      status: 'revoked',
    });
    fakeAccountApi({
      user: { role: 'support_lv2', twoFactorEnabled: true },
      routes: {
        ...customerRoutes(),
        [`GET /support/users/${CUSTOMER_ID}/api-keys`]: [
          key,
          revoked('55555555-5555-4555-8555-555555555551', 'Bot', 'account_locked'),
          revoked('55555555-5555-4555-8555-555555555552', 'Script', 'password_changed'),
        ],
      },
    });
    renderRoute(`/support/customers/${CUSTOMER_ID}`);
    expect(
      await screen.findByText(
        /read \+ trade · never used · revoked .* by the customer locking the account$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/revoked .* by a password change$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke the API key Koinly' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the API key Bot' }),
    ).not.toBeInTheDocument();
  });

  it('lets support_lv2 suspend with a required reason, then shows the result', async () => {
    const changes: unknown[] = [];
    fakeAccountApi({ user: { role: 'support_lv2' }, routes: customerRoutes(changes) });
    renderRoute(`/support/customers/${CUSTOMER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Buy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Buy for .*: allowed → suspended/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 5 characters'),
    ).toBeInTheDocument();
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Card chargeback under review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Restore Buy' })).toBeInTheDocument();
    expect(changes).toEqual([{ reason: 'Card chargeback under review' }]);
    expect(screen.getByText(/Card chargeback under review/)).toBeInTheDocument();
  }, 20_000);

  it('lets support_lv2 release a held deposit with a reason; lv1 only reads it', async () => {
    const released: unknown[] = [];
    const routes = {
      ...customerRoutes(),
      [`GET /support/users/${CUSTOMER_ID}`]: detail({ heldDeposits: [HELD] }),
      [`POST /support/users/${CUSTOMER_ID}/held-deposits/${HELD_ID}/release`]: (request: {
        body: unknown;
      }) => {
        released.push(request.body);
        return { body: { data: detail() } };
      },
    };
    fakeAccountApi({ user: { role: 'support_lv1' }, routes });
    const readOnly = renderRoute(`/support/customers/${CUSTOMER_ID}`);
    const card = await screen.findByRole('region', { name: 'Deposits on hold' });
    expect(within(card).getByText(/\$150\.00 · Bank transfer/)).toBeInTheDocument();
    expect(within(card).getByText(/Held: the customer may not deposit/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    readOnly.unmount();

    fakeAccountApi({ user: { role: 'support_lv2' }, routes });
    renderRoute(`/support/customers/${CUSTOMER_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Release $150.00 to Charlotte' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/on hold → in their balance/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Customer verified the payment came from them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('No deposits on hold.')).toBeInTheDocument();
    expect(released).toEqual([{ reason: 'Customer verified the payment came from them' }]);
  }, 20_000);
});
