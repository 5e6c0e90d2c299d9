import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  AUSTRALIAN_STATES,
  FormField,
  kycAddressSchema,
  kycRequestSchema,
  useWattleForm,
  WattleForm,
} from '@wattle/shared';
import { FormSelectField } from '@/components/form-select-field';
import { useSubmitAddress } from '../api/submit-kyc';
import { StreetAddressField } from './street-address-field';

/** The address fields side by side with the document choice, sent nested as the API reads it. */
const addressFormSchema = kycAddressSchema
  .extend({ identityType: kycRequestSchema.shape.identityType })
  .transform(({ identityType, ...address }) => ({ identityType, address }));

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }));

const DOCUMENTS = [
  { value: 'passport', label: 'Passport' },
  { value: 'licence', label: 'Driver’s licence' },
] as const;

/** Identity, part one: the residential address and which document the customer will use. */
export function AddressForm() {
  const submit = useSubmitAddress();
  const form = useWattleForm({
    schema: addressFormSchema,
    initialValues: { streetAddress: '', suburb: '', state: '', postcode: '', identityType: '' },
    required: ['streetAddress', 'suburb', 'state', 'postcode', 'identityType'],
    onSubmit: async (application) => {
      await submit.mutateAsync(application);
    },
  });
  return (
    <WattleForm
      form={form}
      submitLabel="Continue"
      loadingMessage="Saving…"
      aria-label="Residential address"
    >
      <Text color="fg.muted">Your residential address, as it appears on your document.</Text>
      <StreetAddressField form={form} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormField
          form={form}
          name="suburb"
          label="Suburb"
          required
          autoComplete="address-level2"
        />
        <FormSelectField
          form={form}
          name="state"
          label="State"
          required
          placeholder="Choose…"
          options={STATE_OPTIONS}
        />
        <FormField
          form={form}
          name="postcode"
          label="Postcode"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
        />
      </Stack>
      <RadioGroup.Root
        value={form.values.identityType}
        onValueChange={({ value }) => form.setValue('identityType', value ?? '')}
        aria-labelledby="identity-document-label"
      >
        <Text id="identity-document-label" fontWeight="medium" mb="2">
          Document to verify with
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
          {DOCUMENTS.map((document) => (
            <RadioGroup.Item key={document.value} value={document.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{document.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </WattleForm>
  );
}
