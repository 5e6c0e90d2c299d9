import { FormField, type FormValues, type WattleFormState } from '@wattle/shared';

type CurrentPasswordValues = FormValues & { currentPassword: string };

/** The password the customer has now, asked before a change to how they sign in. */
export function CurrentPasswordField<TValues extends CurrentPasswordValues>({
  form,
}: {
  form: WattleFormState<TValues>;
}) {
  return (
    <FormField
      form={form}
      name="currentPassword"
      label="Current password"
      type="password"
      required
      autoComplete="current-password"
    />
  );
}
