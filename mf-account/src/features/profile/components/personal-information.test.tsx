import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, sentBody } from '@/testing/fake-account-api';
import { PersonalInformation } from './personal-information';

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('personal information', { timeout: 20_000 }, () => {
  it('shows the details and links an unverified customer to /new-profile', async () => {
    fakeAccountApi({
      user: { firstName: 'Olive', lastName: 'Tran', phoneNumber: null, documentsVerified: false },
    });
    renderApp(<PersonalInformation />);
    expect(await screen.findByText('Olive')).toBeVisible();
    expect(screen.getByText('Not added yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue verification' })).toHaveAttribute(
      'href',
      '/new-profile',
    );
  });

  it('saves a preferred name with PATCH and shows it', async () => {
    const user = userEvent.setup();
    const fetch = fakeAccountApi({
      user: { preferredName: null },
      routes: {
        'PATCH /user/update/preferred-name': ({ body }: { body: { preferredName: string } }) => ({
          body: { data: userFixture({ preferredName: body.preferredName }) },
        }),
      },
    });
    renderApp(<PersonalInformation />);
    await user.click(await screen.findByRole('button', { name: 'Edit preferred name' }));
    await user.type(screen.getByRole('textbox', { name: /Preferred name/ }), '  Liv ');
    await user.click(screen.getByRole('button', { name: 'Save preferred name' }));
    expect(await screen.findByText('Liv')).toBeVisible();
    expect(sentBody(fetch, 'PATCH', '/user/update/preferred-name')).toEqual({
      preferredName: 'Liv',
    });
  });

  it('changes the password and says the server’s words when the current one is wrong', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeAccountApi({
      routes: {
        'POST /user/password': () => {
          calls += 1;
          return calls === 1
            ? {
                status: 400,
                body: {
                  statusCode: 400,
                  error: 'Bad Request',
                  message: 'The current password is not correct',
                  code: 'WrongCurrentPassword',
                },
              }
            : { body: { data: { changed: true } } };
        },
      },
    });
    renderApp(<PersonalInformation />);
    // The e-mail change asks for the current password too: this is the password's own form.
    const form = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.type(await form.findByLabelText(/Current password/), 'old password!');
    await user.type(form.getByLabelText(/^New password/), 'a much newer passphrase');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByTestId('form-error')).toHaveTextContent(
      'The current password is not correct',
    );
    await user.type(form.getByLabelText(/Current password/), 'x');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent(/Every other device was logged out/);
    await waitFor(() => expect(form.getByLabelText(/Current password/)).toHaveValue(''));
  });
});
