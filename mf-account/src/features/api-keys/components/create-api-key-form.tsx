import { Checkbox, Field } from '@chakra-ui/react';
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MAX_DAYS,
  apiKeyCreateRequestSchema,
  FormField,
  FormTextarea,
  useWattleForm,
  WattleForm,
  type ApiKeyCreated,
  type StepUpMethod,
} from '@wattle/shared';
import { z } from 'zod';
import { StepUpFormField, stepUpProof, stepUpProofSchema } from '@/components/step-up-field';
import { useCreateApiKey } from '../api/create-api-key';
import { allowListEntries } from '../lib/allow-list-entries';

const schemaFor = (method: StepUpMethod) =>
  apiKeyCreateRequestSchema.pick({ label: true }).extend({
    trade: z.boolean(),
    allowList: z.string().max(2000, 'That list is too long'),
    expiresInDays: z.coerce
      .number('Enter a number of days')
      .int('Enter a whole number of days')
      .min(1, 'A key lasts at least a day')
      .max(API_KEY_MAX_DAYS, `A key lasts at most ${API_KEY_MAX_DAYS} days`),
    proof: stepUpProofSchema(method),
  });

interface KeyFormValues extends Record<string, string | boolean> {
  label: string;
  trade: boolean;
  allowList: string;
  expiresInDays: string;
  proof: string;
}

const INITIAL_VALUES: KeyFormValues = {
  label: '',
  trade: false,
  allowList: '',
  expiresInDays: String(API_KEY_DEFAULT_DAYS),
  proof: '',
};

/**
 * A new key (docs/product/api-keys.md#keys): a name, read always and trade if ticked, an
 * optional allow-list, an expiry, and the code or password as step-up.
 */
export function CreateApiKeyForm({
  method,
  onCreated,
}: {
  method: StepUpMethod;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const create = useCreateApiKey();
  const form = useWattleForm({
    schema: schemaFor(method),
    initialValues: INITIAL_VALUES,
    required: ['label', 'expiresInDays', 'proof'],
    onSubmit: async ({ label, trade, allowList, expiresInDays, proof }) => {
      const created = await create.mutateAsync({
        label,
        scopes: trade ? ['read', 'trade'] : ['read'],
        allowList: allowListEntries(allowList),
        expiresInDays,
        ...stepUpProof(method, proof),
      });
      form.reset();
      onCreated(created);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Create key"
      loadingMessage="Creating"
      aria-label="Create an API key"
    >
      <FormField
        form={form}
        name="label"
        label="Name"
        placeholder="Tax tool"
        helperText="So you recognise the key later"
        maxLength={40}
        required
      />
      <Field.Root>
        <Checkbox.Root
          checked={form.values.trade}
          onCheckedChange={(state) => form.setValue('trade', state.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Allow trading (quotes and orders)</Checkbox.Label>
        </Checkbox.Root>
        <Field.HelperText>
          Every key reads balances, history and prices. No key can ever withdraw.
        </Field.HelperText>
      </Field.Root>
      <FormTextarea
        form={form}
        name="allowList"
        label="Allowed IP addresses (optional)"
        helperText="One address or CIDR range per line, such as 203.0.113.0/24. Empty allows any address."
        rows={2}
        autoComplete="off"
        spellCheck={false}
      />
      <FormField
        form={form}
        name="expiresInDays"
        label="Expires after (days)"
        helperText={`${API_KEY_DEFAULT_DAYS} unless you change it; at most ${API_KEY_MAX_DAYS}`}
        inputMode="numeric"
        maxLength={3}
        required
      />
      <StepUpFormField form={form} method={method} />
    </WattleForm>
  );
}
