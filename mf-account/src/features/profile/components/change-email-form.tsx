import { Button, Stack, Text } from '@chakra-ui/react';
import {
  emailChangeConfirmSchema,
  emailChangeFormSchema,
  FormField,
  formatDateTime,
  showToast,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { useState } from 'react';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';
import { CurrentPasswordField } from './current-password-field';

interface Pending {
  newEmail: string;
  expiresAt: string;
}

function RequestStep({
  twoFactor,
  onSent,
}: {
  twoFactor: boolean;
  onSent: (pending: Pending) => void;
}) {
  const request = useRequestEmailChange();
  const form = useWattleForm({
    schema: emailChangeFormSchema,
    initialValues: { newEmail: '', currentPassword: '', otp: '' },
    required: twoFactor ? ['newEmail', 'currentPassword', 'otp'] : ['newEmail', 'currentPassword'],
    onSubmit: async (values) => {
      const sent = await request.mutateAsync(values);
      form.reset();
      onSent(sent);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Send a code to the new address"
      loadingMessage="Sending…"
      aria-label="Change e-mail"
    >
      <FormField
        form={form}
        name="newEmail"
        label="New e-mail address"
        type="email"
        required
        autoComplete="email"
      />
      <CurrentPasswordField form={form} />
      {twoFactor && (
        <FormField
          form={form}
          name="otp"
          label="Authenticator code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      )}
    </WattleForm>
  );
}

function ConfirmStep({ pending, onDone }: { pending: Pending; onDone: (email: string) => void }) {
  const confirm = useConfirmEmailChange();
  const form = useWattleForm({
    schema: emailChangeConfirmSchema,
    initialValues: { code: '' },
    required: ['code'],
    onSubmit: async ({ code }) => {
      const changed = await confirm.mutateAsync(code);
      onDone(changed.email);
    },
  });
  return (
    <Stack gap="3">
      <Text role="status">
        We sent a 6-digit code to <strong>{pending.newEmail}</strong>. Enter it by{' '}
        {formatDateTime(pending.expiresAt)} to make it your sign-in address.
      </Text>
      <WattleForm
        form={form}
        submitLabel="Confirm new e-mail"
        loadingMessage="Confirming…"
        aria-label="Confirm new e-mail"
      >
        <FormField
          form={form}
          name="code"
          label="Code from the e-mail"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </WattleForm>
    </Stack>
  );
}

/**
 * Changing the sign-in e-mail (docs/product/identity.md#e-mail-change): the new address and the
 * password (and authenticator code), then the code sent to the new address. Every other device
 * is signed out, and the security hold starts.
 */
export function ChangeEmailForm({ twoFactor }: { twoFactor: boolean }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  if (changedTo) {
    return (
      <Stack gap="3" align="flex-start">
        <Text role="status">
          Your sign-in e-mail is now <strong>{changedTo}</strong>. Every other device was signed
          out, and we told your old address. To protect your money, crypto withdrawals and new
          withdrawal destinations wait 24 hours (see Withdraw crypto for the exact time).
        </Text>
        <Button variant="outline" onClick={() => setChangedTo(null)}>
          Done
        </Button>
      </Stack>
    );
  }
  if (pending) {
    return (
      <Stack gap="3" align="stretch">
        <ConfirmStep
          pending={pending}
          onDone={(email) => {
            setPending(null);
            setChangedTo(email);
            showToast('success', 'Your e-mail address was changed');
          }}
        />
        <Button variant="plain" alignSelf="flex-start" onClick={() => setPending(null)}>
          Use another address
        </Button>
      </Stack>
    );
  }
  return <RequestStep twoFactor={twoFactor} onSent={setPending} />;
}
