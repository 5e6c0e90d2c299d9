import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdentityMatch } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

const MATCH_ID = '22222222-2222-4222-8222-222222222222';
const match = (overrides: Partial<IdentityMatch> = {}): IdentityMatch => ({
  matchId: MATCH_ID,
  kind: 'name_dob',
  status: 'open',
  userId: '33333333-3333-4333-8333-333333333333',
  email: 'noah.second@example.com',
  otherUserId: '44444444-4444-4444-8444-444444444444',
  otherEmail: 'noah@example.com',
  createdAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

describe('linked accounts', () => {
  it('lets support_lv2 decide an open match with a reason; lv1 only reads it', async () => {
    const decisions: unknown[] = [];
    const current = () => [match(decisions.length > 0 ? { status: 'different_people' } : {})];
    const routes = {
      'GET /support/identity-matches': () => ({ body: { data: current() } }),
      [`POST /support/identity-matches/${MATCH_ID}/decision`]: (request: { body: unknown }) => {
        decisions.push(request.body);
        return { body: { data: current() } };
      },
    };
    fakeAccountApi({ user: { role: 'support_lv1' }, routes });
    const readOnly = renderRoute('/support/linked-accounts');
    const card = await screen.findByRole(
      'region',
      { name: 'Accounts that look like one person' },
      { timeout: 15_000 },
    );
    expect(within(card).getByText(/Same name and date of birth/)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    readOnly.unmount();

    fakeAccountApi({ user: { role: 'support_lv2' }, routes });
    renderRoute('/support/linked-accounts');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Different people: noah.second@example.com and noah@example.com' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/identity is verified once no other match/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Different addresses and middle names');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Different people' }));
    const decided = screen.getByRole('region', { name: 'Accounts that look like one person' });
    await waitFor(() => expect(within(decided).queryByRole('button')).not.toBeInTheDocument());
    expect(within(decided).getByText('Different people')).toBeInTheDocument();
    expect(decisions).toEqual([
      { decision: 'different_people', note: 'Different addresses and middle names' },
    ]);
  }, 30_000);
});
