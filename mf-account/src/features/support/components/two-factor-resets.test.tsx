import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwoFactorResetCase } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

const MATCHED = '55555555-5555-4555-8555-555555555555';
const FAILED = '66666666-6666-4666-8666-666666666666';
const request = (overrides: Partial<TwoFactorResetCase>): TwoFactorResetCase => ({
  requestId: MATCHED,
  userId: '33333333-3333-4333-8333-333333333333',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  status: 'pending',
  dateOfBirthMatches: true,
  documentMatched: 'passport',
  identityOnFile: true,
  ip: '203.0.113.9',
  createdAt: '2026-12-01T00:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  ...overrides,
});

describe('two-factor reset requests', () => {
  it('shows the checks; support_lv2 approves a matched request with a reason, never a failed one', async () => {
    const decisions: unknown[] = [];
    const current = () => [
      request(
        decisions.length > 0
          ? {
              status: 'approved',
              decidedAt: '2026-12-01T01:00:00.000Z',
              decidedBy: 'lv2@wattle.test',
              decisionReason: 'Passport and birth date match',
            }
          : {},
      ),
      request({
        requestId: FAILED,
        email: 'bob@example.com',
        name: 'Bob Stone',
        dateOfBirthMatches: false,
        documentMatched: null,
      }),
    ];
    fakeAccountApi({
      user: { role: 'support_lv2', twoFactorEnabled: true },
      routes: {
        'GET /support/two-factor-resets': () => ({ body: { data: current() } }),
        [`POST /support/two-factor-resets/${MATCHED}/decision`]: (call: { body: unknown }) => {
          decisions.push(call.body);
          return { body: { data: current() } };
        },
      },
    });
    renderRoute('/support/two-factor-resets');
    const card = await screen.findByRole(
      'region',
      { name: 'Two-factor reset requests' },
      { timeout: 15_000 },
    );
    expect(within(card).getByText(/Date of birth matches$/)).toBeInTheDocument();
    expect(
      within(card).getByText(/Document number matches their verified passport/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Date of birth does not match/)).toBeInTheDocument();
    expect(
      within(card).getByText(/can be approved only when both answers match/),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Approve reset for bob@example.com' }),
    ).toBeDisabled();
    expect(
      within(card).getByRole('button', { name: 'Decline reset for bob@example.com' }),
    ).toBeEnabled();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Approve reset for ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/security hold starts/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Passport and birth date match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve reset' }));
    await waitFor(() =>
      expect(
        within(card).queryByRole('button', { name: 'Approve reset for ada@example.com' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      within(card).getByText(/by lv2@wattle.test: “Passport and birth date match”/),
    ).toBeInTheDocument();
    expect(decisions).toEqual([{ decision: 'approve', reason: 'Passport and birth date match' }]);
  }, 30_000);

  it('is for support_lv2: lv1 is told their role cannot open it', async () => {
    fakeAccountApi({
      user: { role: 'support_lv1' },
      routes: { 'GET /support/two-factor-resets': () => ({ status: 403, body: {} }) },
    });
    renderRoute('/support/two-factor-resets');
    expect(
      await screen.findByText(
        'Your staff role cannot open this part of the support console.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Two-factor reset requests' }),
    ).not.toBeInTheDocument();
  }, 30_000);
});
