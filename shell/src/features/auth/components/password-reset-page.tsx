import { Button, Stack, Text } from '@chakra-ui/react';
import {
  NewPasswordField,
  PasswordField,
  passwordSchema,
  RESET_LINK_INVALID,
  useMaintenanceMode,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { TextLink } from '@/components/text-link';
import { useLogout } from '@/lib/session/use-session-controller';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

/** `/password-reset?token=…`: the link from the reset e-mail. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const logout = useLogout();
  const maintenance = useMaintenanceMode();
  const [done, setDone] = useState(false);
  const form = useWattleForm({
    schema: newPasswordSchema,
    initialValues: { password: '', confirmPassword: '' },
    required: ['password', 'confirmPassword'],
    disabled: maintenance,
    onSubmit: async ({ password }) => {
      await reset.mutateAsync({ token, password });
      // The server ended every session of the account, this device's too.
      await logout({ redirect: false });
      setDone(true);
    },
  });

  if (token.length < 16) {
    return (
      <AuthCard title="Reset your password">
        <Stack gap="4">
          <Text role="alert">{RESET_LINK_INVALID}</Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/forgot-password">Ask for a new link</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Your password has been changed">
        <Stack gap="4">
          <Text>
            For your security, every device was logged out. Log in with your new password.
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">Log in</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <WattleForm
        form={form}
        submitLabel="Change password"
        loadingMessage="Saving…"
        aria-label="Choose a new password"
        footer={
          <Text fontSize="sm" mt="5">
            Link expired? <TextLink to="/forgot-password">Ask for a new one</TextLink>
          </Text>
        }
      >
        <NewPasswordField form={form} name="password" label="New password" />
        <PasswordField
          form={form}
          name="confirmPassword"
          label="Repeat the new password"
          autoComplete="new-password"
        />
      </WattleForm>
    </AuthCard>
  );
}
