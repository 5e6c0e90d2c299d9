import { Text } from '@chakra-ui/react';
import {
  changePasswordRequestSchema,
  FormField,
  PasswordStrengthMeter,
  showToast,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordField } from './current-password-field';

export const PASSWORD_CHANGED = 'Your password was changed. Every other device was logged out.';

/** Current + new password; this device stays signed in, every other one is logged out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useWattleForm({
    schema: changePasswordRequestSchema,
    initialValues: { currentPassword: '', newPassword: '' },
    required: ['currentPassword', 'newPassword'],
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      form.reset();
      setChanged(true);
      showToast('success', PASSWORD_CHANGED);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Change password"
      loadingMessage="Changing…"
      aria-label="Change password"
      footer={
        changed && (
          <Text role="status" mt="3" fontSize="sm" color="fg.muted">
            {PASSWORD_CHANGED}
          </Text>
        )
      }
    >
      <CurrentPasswordField form={form} />
      <FormField
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        helperText="At least 10 characters. Every other device will be logged out."
      />
      <PasswordStrengthMeter password={form.values.newPassword} />
    </WattleForm>
  );
}
