import { List, Stack, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  FormDateField,
  FormField,
  twoFactorResetRequestSchema,
  useWattleForm,
  WattleForm,
  type TwoFactorResetReceipt,
} from '@wattle/shared';
import { useState } from 'react';
import { useRequestTwoFactorReset } from '../api/two-factor-reset';
import { authErrorMessage } from '../lib/auth-errors';
import { AuthCard } from './auth-card';
import { BackToLogInButton } from './back-to-log-in-button';

const answersSchema = twoFactorResetRequestSchema.pick({ dateOfBirth: true, documentNumber: true });

export interface TwoFactorResetPanelProps {
  /** The e-mail and password the customer just signed in with: they prove the account. */
  credentials: { email: string; password: string };
  onBack: () => void;
}

/**
 * The last way back in for a customer who cannot use their authenticator or a backup code
 * (docs/product/identity.md#support-reset): identity questions that support checks against
 * the verified ID, then what happens next and by when.
 */
export function TwoFactorResetPanel({ credentials, onBack }: TwoFactorResetPanelProps) {
  const request = useRequestTwoFactorReset();
  const [receipt, setReceipt] = useState<TwoFactorResetReceipt | null>(null);
  const form = useWattleForm({
    schema: answersSchema,
    initialValues: { dateOfBirth: '', documentNumber: '' },
    required: ['dateOfBirth', 'documentNumber'],
    errorMessageOf: authErrorMessage,
    onSubmit: async (answers) => {
      setReceipt(await request.mutateAsync({ ...credentials, ...answers }));
    },
  });

  if (receipt) return <ResetRequested receipt={receipt} onBack={onBack} />;
  return (
    <AuthCard
      title="Ask support to reset two-factor"
      subtitle="Answer with the details of the ID you verified with. Wattle support checks them against your verified identity before anything changes."
    >
      <WattleForm
        form={form}
        submitLabel="Send request to support"
        loadingMessage="Sending your request…"
        aria-label="Ask support to reset two-factor"
        footer={
          <Stack gap="3" mt="5" fontSize="sm">
            <Text color="fg.muted">
              Your answers are compared with your verified ID and never kept. Only Wattle support
              can approve a reset, and we e-mail you as soon as anyone asks.
            </Text>
            <BackToLogInButton onBack={onBack} />
          </Stack>
        }
      >
        <FormDateField
          form={form}
          name="dateOfBirth"
          label="Date of birth"
          required
          autoComplete="bday"
          autoFocus
        />
        <FormField
          form={form}
          name="documentNumber"
          label="Passport or driver’s licence number"
          helperText="The document you verified your identity with."
          required
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
      </WattleForm>
    </AuthCard>
  );
}

/** What happens next, and by when: the request is with support. */
function ResetRequested({
  receipt,
  onBack,
}: {
  receipt: TwoFactorResetReceipt;
  onBack: () => void;
}) {
  return (
    <AuthCard title="Request sent to Wattle support">
      <Stack gap="4" role="status">
        <Text>
          We’ll check your answers against your verified ID and reply by e-mail by{' '}
          <strong>{formatDateTime(receipt.answerBy)}</strong> (Sydney time).
        </Text>
        <List.Root as="ol" ps="5" gap="2">
          <List.Item>If support approves, two-factor is turned off on your account.</List.Item>
          <List.Item>You then log in with your e-mail and password alone.</List.Item>
          <List.Item>
            {receipt.holdHours > 0 &&
              `For your protection, crypto withdrawals and new withdrawal destinations wait ${receipt.holdHours} hours after the reset. `}
            Set two-factor up again from your profile.
          </List.Item>
        </List.Root>
        <Text color="fg.muted" fontSize="sm">
          If your answers don’t match, support declines the request and e-mails you why; you can ask
          again, or contact support through the live chat.
        </Text>
        <BackToLogInButton onBack={onBack} />
      </Stack>
    </AuthCard>
  );
}
