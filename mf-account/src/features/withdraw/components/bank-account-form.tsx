import { Text } from '@chakra-ui/react';
import {
  FormField,
  useWattleForm,
  WattleForm,
  withdrawAccountRequestSchema,
  type StepUpMethod,
} from '@wattle/shared';
import { StepUpFormField, stepUpProof, stepUpProofSchema } from '@/components/step-up-field';
import { useRegisterWithdrawAccount } from '../api/withdraw-account';
import { hoursInWords } from '../lib/cooldown-words';

const detailsSchema = withdrawAccountRequestSchema.pick({
  accountName: true,
  bsb: true,
  accountNumber: true,
});

const schemaFor = (method: StepUpMethod) =>
  detailsSchema.extend({
    proof: stepUpProofSchema(method),
  });

export interface BankAccountFormProps {
  /** The verified name, which the account must be in. */
  ownName: string;
  method: StepUpMethod;
  /** The cool-down a replacement starts (admin-set); null when there is no account to replace. */
  replacementCooldownHours: number | null;
  onDone: () => void;
}

/** Register or replace the bank account AUD goes to, with step-up. */
export function BankAccountForm({
  ownName,
  method,
  replacementCooldownHours,
  onDone,
}: BankAccountFormProps) {
  const replacing = replacementCooldownHours !== null;
  const register = useRegisterWithdrawAccount();
  const form = useWattleForm({
    schema: schemaFor(method),
    initialValues: { accountName: '', bsb: '', accountNumber: '', proof: '' },
    prefill: { accountName: ownName },
    required: ['accountName', 'bsb', 'accountNumber', 'proof'],
    onSubmit: async ({ proof, ...details }) => {
      // The notification (a toast, pushed) says where AUD now goes, and from when.
      await register.mutateAsync({ ...details, ...stepUpProof(method, proof) });
      onDone();
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel={replacing ? 'Replace bank account' : 'Add bank account'}
      loadingMessage="Checking with your bank"
      aria-label={replacing ? 'Replace bank account' : 'Add bank account'}
    >
      {replacing && (
        <Text fontSize="sm" color="fg.muted">
          {replacementCooldownHours > 0
            ? `For your safety, AUD withdrawals to a new account start ${hoursInWords(replacementCooldownHours)} after you change it, and we e-mail you about the change.`
            : 'We e-mail you about the change.'}
        </Text>
      )}
      <FormField
        form={form}
        name="accountName"
        label="Account name"
        helperText={`The account must be in your own name: ${ownName}`}
        autoComplete="name"
        required
      />
      <FormField
        form={form}
        name="bsb"
        label="BSB"
        placeholder="062-000"
        inputMode="numeric"
        maxLength={7}
        required
      />
      <FormField
        form={form}
        name="accountNumber"
        label="Account number"
        inputMode="numeric"
        maxLength={12}
        required
      />
      <StepUpFormField form={form} method={method} />
    </WattleForm>
  );
}
