import { Button, Stack, Text } from '@chakra-ui/react';
import {
  EmailField,
  forgotPasswordRequestSchema,
  useMaintenanceMode,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextLink } from '@/components/text-link';
import { useRequestPasswordReset } from '../api/forgot-password';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard } from './auth-card';

/** `/forgot-password`: e-mails a reset link; says the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const maintenance = useMaintenanceMode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useWattleForm({
    schema: forgotPasswordRequestSchema,
    initialValues: { email: '' },
    required: ['email'],
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async ({ email }) => {
      await request.mutateAsync(email);
      setSentTo(email);
    },
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <Stack gap="4">
          <Text>
            If there is a Wattle account for <strong>{sentTo}</strong>, we have sent it a link to
            choose a new password. The link works once, within an hour.
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/login">Back to log in</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new one."
    >
      <WattleForm
        form={form}
        submitLabel="Send reset link"
        loadingMessage="Sending…"
        aria-label="Forgot password"
        footer={
          <Text fontSize="sm" mt="5">
            Remembered it? <TextLink to="/login">Log in</TextLink>
          </Text>
        }
      >
        <EmailField form={form} name="email" />
      </WattleForm>
    </AuthCard>
  );
}
