import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, sentBody } from '@/testing/fake-account-api';
import { PreferenceTab } from './preference-tab';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

const NONE = { verification: false, deposits: false, withdrawals: false, accounts: false };
const DEFAULT_PREFERENCES = { viewMode: 'simple', oneClickBuy: false, oneClickConfirmed: false };
const CODES = ['k7m2p-q9xtr', 'abcde-fghjk', '23456-789ab'];
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
          'GET /user/preferences': DEFAULT_PREFERENCES,
          'GET /user/notification-emails': NONE,
          'POST /user/twoFA': { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: OTPAUTH },
          'POST /user/twoFA/confirm': () => {
            enabled = true;
            return { body: { data: { enabled: true, backupCodes: CODES } } };
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
      // The backup codes, this once, before anything else.
      expect(await screen.findByRole('heading', { name: /Save your backup codes/ })).toHaveFocus();
      const list = screen.getByRole('list', { name: 'Backup codes' });
      for (const code of CODES) expect(list).toHaveTextContent(code);
      expect(screen.getByRole('button', { name: 'Download codes' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'I’ve saved my codes' }));
      expect(await screen.findByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
      expect(screen.queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
      expect(sentBody(fetch, 'POST', '/user/twoFA/confirm')).toEqual({ otp: '123456' });
    },
  );

  it('saves which notifications also go by e-mail', async () => {
    const user = userEvent.setup();
    const fetch = fakeAccountApi({
      routes: {
        'GET /user/preferences': DEFAULT_PREFERENCES,
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

  it('turns 1-Click buy on only after the confirmation, the first time', async () => {
    const user = userEvent.setup();
    const fetch = fakeAccountApi({
      routes: {
        'GET /user/preferences': DEFAULT_PREFERENCES,
        'GET /user/notification-emails': NONE,
        'PATCH /user/preferences': ({ body }: { body: Record<string, unknown> }) => ({
          body: {
            data: {
              ...DEFAULT_PREFERENCES,
              oneClickBuy: body.oneClickBuy,
              oneClickConfirmed: true,
            },
          },
        }),
      },
    });
    renderApp(<PreferenceTab />);
    const toggle = await screen.findByRole('checkbox', { name: /1-Click buy/ });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('1-Click buy'));
    expect(await screen.findByRole('dialog', { name: 'Turn on 1-Click buy?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep it off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetch, 'PATCH', '/user/preferences')).toBeUndefined();
    expect(screen.getByRole('checkbox', { name: /1-Click buy/ })).not.toBeChecked();

    await user.click(screen.getByText('1-Click buy'));
    await user.click(await screen.findByRole('button', { name: 'Turn on 1-Click buy' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /1-Click buy/ })).toBeChecked(),
    );
    expect(sentBody(fetch, 'PATCH', '/user/preferences')).toEqual({
      oneClickBuy: true,
      confirmOneClick: true,
    });
  });
});
