import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, sentBody } from '@/testing/fake-account-api';
import { PreferenceTab } from './preference-tab';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

const NONE = { verification: false, deposits: false, withdrawals: false, accounts: false };
const OTPAUTH = 'otpauth://totp/Wattle:olive%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Wattle';

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('the preference tab', { timeout: 20_000 }, () => {
  it(
    'sets up two-factor with a QR code and the key, then confirms with a code',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let enabled = false;
      const fetch = fakeAccountApi({
        routes: {
          'GET /user': () => ({ body: { data: userFixture({ twoFactorEnabled: enabled }) } }),
          'GET /user/preferences': { viewMode: 'simple' },
          'GET /user/notification-emails': NONE,
          'POST /user/twoFA': { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: OTPAUTH },
          'POST /user/twoFA/confirm': () => {
            enabled = true;
            return { body: { data: { enabled: true } } };
          },
        },
      });
      renderApp(<PreferenceTab />);
      await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
      expect(
        await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
      expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
      await user.type(screen.getByLabelText(/6-digit code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
      expect(await screen.findByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
      expect(sentBody(fetch, 'POST', '/user/twoFA/confirm')).toEqual({ otp: '123456' });
    },
  );

  it('saves which notifications also go by e-mail', async () => {
    const user = userEvent.setup();
    const fetch = fakeAccountApi({
      routes: {
        'GET /user/preferences': { viewMode: 'simple' },
        'GET /user/notification-emails': NONE,
        'PATCH /user/notification-emails': ({ body }: { body: object }) => ({
          body: { data: { ...NONE, ...body } },
        }),
      },
    });
    renderApp(<PreferenceTab />);
    await user.click(await screen.findByText('Deposits'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Deposits/ })).toBeChecked());
    expect(sentBody(fetch, 'PATCH', '/user/notification-emails')).toEqual({ deposits: true });
  });
});
