import { FormField, twoFactorCodeSchema, useWattleForm, WattleForm } from '@wattle/shared';

/** One 6-digit authenticator code and a button: confirms set-up, or turns two-factor off. */
export function TwoFactorCodeForm({
  submitLabel,
  label,
  onCode,
}: {
  submitLabel: string;
  label: string;
  onCode: (otp: string) => Promise<unknown>;
}) {
  const form = useWattleForm({
    schema: twoFactorCodeSchema,
    initialValues: { otp: '' },
    required: ['otp'],
    onSubmit: async ({ otp }) => {
      await onCode(otp);
    },
  });
  return (
    <WattleForm form={form} submitLabel={submitLabel} loadingMessage="Checking…" aria-label={label}>
      <FormField
        form={form}
        name="otp"
        label="6-digit code from your authenticator app"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </WattleForm>
  );
}
