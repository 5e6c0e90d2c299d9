import type { ReactNode } from 'react';
import { FormField, type FormFieldProps } from './form-field.js';
import type { FormValues } from './form-rules.js';
import {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './password-strength-meter.js';

type CredentialFieldProps<TValues extends FormValues> = Omit<FormFieldProps<TValues>, 'label'> & {
  label?: ReactNode;
};

/**
 * A required password field. `autoComplete` says whether it is the password the customer has
 * (sign in, a change to how they sign in) or a new one (sign up, reset), so a password manager
 * fills or offers one.
 */
export function PasswordField<TValues extends FormValues>({
  label = 'Password',
  ...props
}: Omit<CredentialFieldProps<TValues>, 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormField label={label} type="password" required {...props} />;
}

/**
 * A new password (sign up, reset, change) with its strength meter under it. `userInputs` are
 * words the customer gave elsewhere in the form (name, e-mail), which make a password weak.
 */
export function NewPasswordField<TValues extends FormValues>({
  helperText = 'At least 10 characters. A few unrelated words work well.',
  userInputs,
  ...props
}: Omit<CredentialFieldProps<TValues>, 'autoComplete'> &
  Pick<PasswordStrengthMeterProps, 'userInputs'>) {
  return (
    <>
      <PasswordField autoComplete="new-password" helperText={helperText} {...props} />
      <PasswordStrengthMeter
        password={String(props.form.values[props.name] ?? '')}
        userInputs={userInputs}
      />
    </>
  );
}

/**
 * A required 6-digit one-time code: from the authenticator app unless the label says where
 * else (an e-mail, a text message). The phone offers a number pad and the code it received.
 */
export function OneTimeCodeField<TValues extends FormValues>({
  label = 'Authenticator code',
  ...props
}: CredentialFieldProps<TValues>) {
  return (
    <FormField
      label={label}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
