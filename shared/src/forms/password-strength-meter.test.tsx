// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.js';
import { PasswordStrengthMeter } from './password-strength-meter.js';

function NewPassword({ email }: { email?: string }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <label>
        New password
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <PasswordStrengthMeter password={password} userInputs={[email]} />
    </>
  );
}

const meter = () => screen.getByRole('meter', { name: 'Password strength' });

describe('PasswordStrengthMeter', () => {
  it('shows nothing before the first keystroke, then updates while typing', async () => {
    renderApp(<NewPassword />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    const user = userEvent.setup();
    const input = screen.getByLabelText('New password');

    await user.type(input, 'password123');
    // Not the score alone: while the check runs ("Checking…") the meter also reads 0.
    await waitFor(() =>
      expect(meter()).toHaveAttribute('aria-valuetext', 'Very weak – not accepted'),
    );
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    // In words as well as colour, where a screen reader hears it when it changes.
    const words = screen.getByText(/Password strength: Very weak – not accepted/);
    expect(words.closest('[aria-live="polite"]')).not.toBeNull();
    expect(words.closest('[aria-live="polite"]')).toHaveTextContent('common password');

    await user.clear(input);
    await user.type(input, 'kettle orbit meadow lantern');
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', '4'));
    expect(meter()).toHaveAttribute('aria-valuetext', 'Very strong');
    expect(screen.queryByText(/not accepted/)).not.toBeInTheDocument();

    await user.clear(input);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('counts the person’s own e-mail address against the password', async () => {
    renderApp(<NewPassword email="mianga@example.com" />);
    await userEvent.setup().type(screen.getByLabelText('New password'), 'mianga@example.com');
    await waitFor(() =>
      expect(meter()).toHaveAttribute('aria-valuetext', 'Very weak – not accepted'),
    );
    expect(screen.getByText(/Leave your name and e-mail address out/)).toBeInTheDocument();
  });
});
