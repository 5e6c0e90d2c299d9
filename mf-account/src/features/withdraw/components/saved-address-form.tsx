import { Field } from '@chakra-ui/react';
import {
  FormField,
  savedAddressRequestSchema,
  tagLabelFor,
  useWattleForm,
  WattleForm,
  type Asset,
  type StepUpMethod,
} from '@wattle/shared';
import { CoinSelect } from '@/components/coin-select';
import { StepUpFormField, stepUpProof, stepUpProofSchema } from '@/components/step-up-field';
import { useSaveAddress } from '../api/address-book';

const schemaFor = (method: StepUpMethod) =>
  savedAddressRequestSchema.pick({ asset: true, label: true, address: true, tag: true }).extend({
    proof: stepUpProofSchema(method),
  });

/** Save a labelled address: a new destination needs the code or password, like a withdrawal. */
export function SavedAddressForm({
  coins,
  method,
  onDone,
}: {
  coins: Asset[];
  method: StepUpMethod;
  onDone: () => void;
}) {
  const save = useSaveAddress();
  const form = useWattleForm({
    schema: schemaFor(method),
    initialValues: { asset: coins[0]?.symbol ?? '', label: '', address: '', tag: '', proof: '' },
    prefill: { asset: coins[0]?.symbol ?? '' },
    required: ['asset', 'label', 'address', 'proof'],
    onSubmit: async ({ proof, tag, ...entry }) => {
      await save.mutateAsync({ ...entry, ...(tag ? { tag } : {}), ...stepUpProof(method, proof) });
      onDone();
    },
  });
  const asset = coins.find((coin) => coin.symbol === form.values.asset);
  const tagLabel = asset ? tagLabelFor(asset.chain) : null;
  return (
    <WattleForm
      form={form}
      submitLabel="Save address"
      loadingMessage="Saving"
      aria-label="Save an address"
    >
      <Field.Root required>
        <Field.Label>
          Asset
          <Field.RequiredIndicator />
        </Field.Label>
        <CoinSelect
          name="asset"
          coins={coins}
          value={form.values.asset}
          onChange={(symbol) => form.setValue('asset', symbol)}
        />
      </Field.Root>
      <FormField
        form={form}
        name="label"
        label="Name"
        placeholder="My hardware wallet"
        maxLength={40}
        required
      />
      <FormField
        form={form}
        name="address"
        label="Address"
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        required
      />
      {tagLabel && (
        <FormField form={form} name="tag" label={tagLabel} autoComplete="off" maxLength={256} />
      )}
      <StepUpFormField form={form} method={method} />
    </WattleForm>
  );
}
