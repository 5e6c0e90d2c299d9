import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycStatus } from '@wattle/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

const kyc = (status: KycStatus['status'], extra: Partial<KycStatus> = {}): KycStatus => ({
  status,
  identityType: 'none',
  documentsVerified: false,
  pepStatus: 'not_checked',
  rejectionReason: null,
  ...extra,
});

const contactDone = { emailVerified: true, phoneNumberVerified: true, documentsVerified: false };

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('/new-profile', { timeout: 20_000 }, () => {
  it('resumes at the passport once the address is in', async () => {
    fakeAccountApi({
      user: { ...contactDone, firstName: 'Olive' },
      routes: { 'GET /user/kyc': kyc('address_submitted', { identityType: 'passport' }) },
    });
    renderRoute('/new-profile');
    expect(await screen.findByLabelText(/Passport number/, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByLabelText(/Given names/)).toHaveValue('Olive');
  });

  it('says a check waiting for staff is being looked at, and how to reach support', async () => {
    fakeAccountApi({
      user: contactDone,
      routes: { 'GET /user/kyc': kyc('in_review', { identityType: 'passport' }) },
    });
    renderRoute('/new-profile');
    expect(
      await screen.findByText('We’re checking your details', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText(/match another Wattle account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the sandbox reason for a decline, and Try again reopens the address', async () => {
    const user = userEvent.setup();
    fakeAccountApi({
      user: contactDone,
      routes: {
        'GET /user/kyc': kyc('rejected', {
          identityType: 'passport',
          rejectionReason: 'Passport not verified',
        }),
      },
    });
    renderRoute('/new-profile');
    expect(
      await screen.findByText('We could not verify your identity', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText(/Passport not verified/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Street address/)).toBeVisible();
  });

  it('tells a politically exposed person their account will be reviewed', async () => {
    fakeAccountApi({
      user: { ...contactDone, documentsVerified: true, pepStatus: 'found' },
      routes: { 'GET /user/kyc': kyc('verified', { documentsVerified: true, pepStatus: 'found' }) },
    });
    renderRoute('/new-profile');
    expect(
      await screen.findByText(/Our team will review your account/, {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('offers "saved addresses only" once verified, turned on at once', async () => {
    const user = userEvent.setup();
    const settings: unknown[] = [];
    fakeAccountApi({
      user: { ...contactDone, documentsVerified: true, pepStatus: 'not_found' },
      routes: {
        'GET /user/kyc': kyc('verified', { documentsVerified: true, pepStatus: 'not_found' }),
        'PUT /custodial/address-book/settings': ({ body }: { body: unknown }) => {
          settings.push(body);
          return { body: { data: { savedOnly: true, savedOnlyOffAt: null, addresses: [] } } };
        },
      },
    });
    renderRoute('/new-profile');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Turn on saved addresses only' },
        { timeout: 15_000 },
      ),
    );
    expect(await screen.findByText(/Saved addresses only is on/)).toBeVisible();
    expect(screen.getByText(/Turning it off later takes 24 hours/)).toBeVisible();
    expect(settings).toEqual([{ savedOnly: true }]);
  });

  it('normalises the mobile to +61 and gives the fifth wrong code its own message', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeAccountApi({
      user: { emailVerified: true, phoneNumberVerified: false, documentsVerified: false },
      routes: {
        'GET /user/kyc': kyc('not_started'),
        'POST /user/verify/phone': ({ body }: { body: { phoneNumber: string; otp?: string } }) => {
          sent.push(body);
          if (!body.otp) {
            return {
              body: {
                data: {
                  status: 'code_sent',
                  phoneNumber: body.phoneNumber,
                  expiresAt: '2030-01-01T00:00:00.000Z',
                },
              },
            };
          }
          return {
            status: 429,
            body: {
              statusCode: 429,
              error: 'Too Many Requests',
              message: 'Too many wrong codes. Request a new code.',
              code: 'OtpAttemptsLimitReachedError',
            },
          };
        },
      },
    });
    renderRoute('/new-profile');
    const mobile = await screen.findByLabelText(
      /Australian mobile number/,
      {},
      { timeout: 15_000 },
    );
    await user.clear(mobile);
    await user.type(mobile, '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('0412 345 678')).toBeVisible();
    expect(sent[0]).toEqual({ phoneNumber: '+61412345678' });
    expect(screen.getByRole('button', { name: /Send a new code in \d+s/ })).toBeDisabled();

    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify mobile' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'You have entered a wrong code 5 times. Send a new code to try again.',
    );
    expect(screen.getByLabelText(/6-digit code/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify mobile' })).toBeDisabled();
  });
});
