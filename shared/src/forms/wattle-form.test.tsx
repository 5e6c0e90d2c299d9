// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.js';
import { renderApp } from '../testing/render-app.js';
import { FormField } from './form-field.js';
import { useWattleForm } from './use-wattle-form.js';
import { WattleForm } from './wattle-form.js';

const schema = z.object({
  name: z.string().trim().min(1, 'name is a required field'),
  email: z.string().trim().pipe(z.email('email is invalid, please try again')),
  nickname: z.string(),
});

function Example({
  onSubmit,
  validateOnChange,
  disabled,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<void>;
  validateOnChange?: boolean;
  disabled?: boolean;
}) {
  const form = useWattleForm({
    schema,
    initialValues: { name: '', email: '', nickname: '' },
    required: ['email'],
    validateOnChange,
    disabled,
    onSubmit,
  });
  return (
    <WattleForm form={form} submitLabel="Save" loadingMessage="Saving your details">
      <FormField form={form} name="name" label="Name" />
      <FormField form={form} name="email" label="Email" required />
      <FormField form={form} name="nickname" label="Nickname" />
    </WattleForm>
  );
}

const submit = () => screen.getByRole('button', { name: /Save/ });

describe('WattleForm', () => {
  it('keeps submit disabled until required values are filled and while unchanged', async () => {
    const user = userEvent.setup();
    renderApp(<Example onSubmit={vi.fn()} />);
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Nickname'), 'Kiwi');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Email/), 'a@b.co');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Nickname'));
    await user.clear(screen.getByLabelText(/Email/));
    expect(submit()).toBeDisabled();
  });

  it('keeps submit disabled when the page disables the form', async () => {
    const user = userEvent.setup();
    renderApp(<Example onSubmit={vi.fn()} disabled />);
    await user.type(screen.getByLabelText(/Email/), 'a@b.co');
    expect(submit()).toBeDisabled();
  });

  it('shows no error before the first click, then one capitalised priority line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderApp(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Email/), 'nope');
    expect(screen.queryByTestId('form-error')).toBeNull();
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    // Two fields are wrong; the first in order speaks, with its first letter capitalised.
    expect(screen.getByTestId('form-error')).toHaveTextContent('Name is a required field');
    expect(screen.getAllByTestId('form-error')).toHaveLength(1);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is a required field');

    // After the first click, validation follows each change.
    await user.type(screen.getByLabelText('Name'), 'Ava');
    expect(screen.getByTestId('form-error')).toHaveTextContent(
      'Email is invalid, please try again',
    );
  });

  it('validates on submit only when told not to validate on change', async () => {
    const user = userEvent.setup();
    renderApp(<Example onSubmit={vi.fn()} validateOnChange={false} />);
    await user.type(screen.getByLabelText('Name'), 'Ava');
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(submit());
    expect(screen.getByTestId('form-error')).toHaveTextContent('Email is invalid');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'ava@example.com');
    expect(screen.getByTestId('form-error')).toHaveTextContent('Email is invalid');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
  });

  it('sends the parsed values, shows the loading message, then the server error', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    renderApp(<Example onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), '  Ava ');
    await user.type(screen.getByLabelText(/Email/), 'ava@example.com');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ava', email: 'ava@example.com', nickname: '' });
    expect(await screen.findByText('Saving your details')).toBeInTheDocument();
    // No error shows while submitting.
    expect(screen.queryByTestId('form-error')).toBeNull();
    fail(new ApiError({ statusCode: 409, error: 'Conflict', message: 'that e-mail is taken' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('That e-mail is taken');
  });
});
