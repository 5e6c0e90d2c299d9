import { Text } from '@chakra-ui/react';
import {
  EmailField,
  emailVerificationRequestSchema,
  showToast,
  useMaintenanceMode,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useRequestVerificationEmail } from '../api/request-verification-email';
import { authErrorMessage } from '../lib/auth-errors';

/** Asks for a new verification link. */
export function ResendVerificationForm({ defaultEmail }: { defaultEmail: string }) {
  const request = useRequestVerificationEmail();
  const maintenance = useMaintenanceMode();
  const form = useWattleForm({
    schema: emailVerificationRequestSchema,
    initialValues: { email: '' },
    prefill: defaultEmail ? { email: defaultEmail } : undefined,
    required: ['email'],
    disabled: maintenance,
    errorMessageOf: authErrorMessage,
    onSubmit: async ({ email }) => {
      await request.mutateAsync(email);
      showToast('success', `If ${email} still needs verifying, a new link is on its way.`);
      form.reset();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Send a new link"
      loadingMessage="Sending…"
      aria-label="Send a new verification link"
    >
      <Text fontWeight="medium">Send a new verification link</Text>
      <EmailField form={form} name="email" />
    </WattleForm>
  );
}
