import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closePreRegistration,
  openPreRegistration,
  PHONE_INVALID,
  PRE_REGISTER_SUCCESS,
} from '@wattle/shared';
import { fakeApi } from '@wattle/shared/testing';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill, renderShell } from '@/testing/render-shell';
import { bodySentTo } from '@/testing/requests';
import { NOT_LIVE_TEXT, NOT_LIVE_TITLE, PreRegistrationDialog } from './pre-registration-dialog';

describe('PreRegistrationDialog', () => {
  afterEach(() => act(() => closePreRegistration()));

  it('takes a lead with the lead form’s rules and thanks the person', async () => {
    const api = fakeApi({
      'POST /marketing': { registered: true, preRegisteredAt: '2026-11-21T09:30:00.000Z' },
    });
    renderShell(<PreRegistrationDialog />);
    act(() => openPreRegistration('ava@example.com'));
    const dialog = await screen.findByRole('dialog', { name: NOT_LIVE_TITLE });
    expect(within(dialog).getByText(NOT_LIVE_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Email address')).toHaveValue('ava@example.com');
    const user = userEvent.setup();

    await fill(user, within(dialog).getByPlaceholderText('Mobile number'), '0298 765 432');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(PHONE_INVALID);
    expect(api).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByPlaceholderText('Mobile number'));
    await fill(user, within(dialog).getByPlaceholderText('Mobile number'), '0412 345 678');
    await fill(user, within(dialog).getByLabelText('Name'), 'Ava');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PRE_REGISTER_SUCCESS)).toBeInTheDocument();
    expect(bodySentTo(api, '/marketing')).toEqual({
      email: 'ava@example.com',
      name: 'Ava',
      phoneNumber: '+61412345678',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
