import { FormField, type FormFieldProps, type FormValues } from '@wattle/shared';
import type { ReactNode } from 'react';

/**
 * A required password field. `autoComplete` says whether it is the password the customer has
 * (sign in) or a new one (sign up, reset), so a password manager fills or offers one.
 */
export function PasswordField<TValues extends FormValues>({
  label = 'Password',
  ...props
}: Omit<FormFieldProps<TValues>, 'label' | 'autoComplete'> & {
  label?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormField label={label} type="password" required {...props} />;
}
