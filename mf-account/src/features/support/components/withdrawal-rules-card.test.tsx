import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

describe('support console: withdrawal rules (admin)', () => {
  it('checks the bounds at the field, then confirms the change and saves it', async () => {
    const saved: unknown[] = [];
    fakeAccountApi({
      user: { role: 'admin' },
      routes: {
        'GET /admin/trade-settings': { tradeFeePercentage: '0.6', referralBonus: '20' },
        'GET /asset': [],
        'GET /admin/withdrawal-rules': {
          dailyWithdrawalLimitAud: '50000',
          withdrawAccountCooldownHours: 24,
          securityHoldHours: 24,
        },
        'PUT /admin/withdrawal-rules': ({ body }: { body: unknown }) => {
          saved.push(body);
          return {
            body: {
              data: {
                dailyWithdrawalLimitAud: '20000',
                withdrawAccountCooldownHours: 24,
                securityHoldHours: 24,
              },
            },
          };
        },
      },
    });
    renderRoute('/support/settings');
    const limit = await screen.findByRole('textbox', { name: 'Daily AUD withdrawal limit ($)' });
    const save = screen.getByRole('button', { name: 'Save withdrawal rules' });
    expect(save).toBeDisabled();
    await userEvent.type(limit, '500');
    expect(
      screen.getByText('The daily limit must be between $1,000 and $1,000,000'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(limit);
    await userEvent.type(limit, '20000');
    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-change')).toHaveTextContent(
      'Daily AUD withdrawal limit: $50,000.00 → $20,000.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(saved).toEqual([{ dailyWithdrawalLimitAud: '20000' }]));
    expect(await screen.findByText(/Now \$20,000\.00 per customer/)).toBeInTheDocument();
  }, 20_000);
});
