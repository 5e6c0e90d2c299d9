import { Field, Input } from '@chakra-ui/react';
import {
  FormField,
  type FormValues,
  type StepUpMethod,
  type StepUpProof,
  type WattleFormState,
} from '@wattle/shared';
import { z } from 'zod';

export interface StepUpFieldProps {
  method: StepUpMethod;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** What the step-up field asks, by method. */
export const STEP_UP_LABELS: Record<StepUpMethod, { label: string; helper: string }> = {
  otp: {
    label: 'Authenticator code',
    helper: 'The 6-digit code from your authenticator app',
  },
  password: {
    label: 'Password',
    helper: 'Your Wattle password. Turn on two-factor to use a code instead.',
  },
};

/** The proof to send for what the person typed. */
export const stepUpProof = (method: StepUpMethod, value: string): StepUpProof =>
  method === 'otp' ? { otp: value.trim() } : { password: value };

/** The form schema's rule for the step-up field: six digits, or any password. */
export const stepUpProofSchema = (method: StepUpMethod) =>
  method === 'otp'
    ? z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')
    : z.string().min(1, 'Enter your password');

/** A proof that can be sent: six digits, or any password. */
export const stepUpReady = (method: StepUpMethod, value: string) =>
  method === 'otp' ? /^\d{6}$/.test(value.trim()) : value.length > 0;

/**
 * Money out asks for the authenticator code, or the password with two-factor off
 * (docs/product/funding.md#step-up): one field that is whichever the person has.
 */
export function StepUpField({ method, value, onChange, disabled }: StepUpFieldProps) {
  const { label, helper } = STEP_UP_LABELS[method];
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {method === 'otp' ? (
        <Input
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        />
      ) : (
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}

/**
 * The same proof as the `proof` field of a Wattle form (saving a withdrawal destination,
 * confirming a withdrawal, creating an API key): the code's keyboard and autofill, or the
 * password's.
 */
export function StepUpFormField<TValues extends FormValues & { proof: string }>({
  form,
  method,
  autoFocus,
}: {
  form: WattleFormState<TValues>;
  method: StepUpMethod;
  autoFocus?: boolean;
}) {
  const { label, helper } = STEP_UP_LABELS[method];
  return (
    <FormField
      form={form}
      name="proof"
      label={label}
      helperText={helper}
      type={method === 'password' ? 'password' : 'text'}
      inputMode={method === 'otp' ? 'numeric' : undefined}
      autoComplete={method === 'otp' ? 'one-time-code' : 'current-password'}
      maxLength={method === 'otp' ? 6 : 256}
      autoFocus={autoFocus}
      required
    />
  );
}
