import { Stack, Text } from '@chakra-ui/react';
import {
  AUSTRALIAN_STATES,
  driversLicenceSchema,
  FormField,
  type FormValues,
  NameField,
  passportSchema,
  useWattleForm,
  WattleForm,
  type KycStatus,
  type User,
  type UseWattleFormOptions,
  type WattleFormState,
} from '@wattle/shared';
import type { ReactNode } from 'react';
import { DatePickerField } from '@/components/date-picker-field';
import { FormSelectField } from '@/components/form-select-field';
import { submitLicence, submitPassport, useKycMutation } from '../api/submit-kyc';

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }));
/** A date of birth picker opens on a plausible adult year, not this month. */
const BIRTH_MONTH = new Date(1990, 0, 1);

type PersonValues = FormValues & { givenNames: string; lastName: string; dateOfBirth: string };

/** The person the document names, as both documents ask for it. */
function PersonFields<TValues extends PersonValues>({ form }: { form: WattleFormState<TValues> }) {
  return (
    <>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <NameField form={form} name="givenNames" label="Given names" autoComplete="given-name" />
        <NameField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <DatePickerField
        form={form}
        name="dateOfBirth"
        label="Date of birth"
        required
        defaultMonth={BIRTH_MONTH}
      />
    </>
  );
}

interface DocumentFormProps {
  user: User;
  onSubmitted: () => void;
}

const PERSON_VALUES = { givenNames: '', lastName: '', dateOfBirth: '' };

/**
 * A document's form: the person's names prefilled from the profile, then the document's own
 * fields (`documentValues`), every field required; `send` puts the document to the API.
 */
function useDocumentForm<TDocument extends FormValues, TOutput>(
  { user, onSubmitted }: DocumentFormProps,
  schema: UseWattleFormOptions<PersonValues & TDocument, TOutput>['schema'],
  documentValues: TDocument,
  send: (values: TOutput) => Promise<KycStatus>,
) {
  const submit = useKycMutation(send);
  const initialValues = { ...PERSON_VALUES, ...documentValues };
  return useWattleForm<PersonValues & TDocument, TOutput>({
    schema,
    initialValues,
    prefill: { givenNames: user.firstName, lastName: user.lastName } as Partial<
      PersonValues & TDocument
    >,
    required: Object.keys(initialValues),
    onSubmit: async (values) => {
      await submit.mutateAsync(values);
      onSubmitted();
    },
  });
}

/** The form both documents share: the person, then the document's own fields. */
function DocumentWattleForm<TValues extends PersonValues>({
  form,
  label,
  children,
}: {
  form: WattleFormState<TValues>;
  label: string;
  children: ReactNode;
}) {
  return (
    <WattleForm
      form={form}
      submitLabel="Verify my identity"
      loadingMessage="Checking…"
      aria-label={label}
    >
      <PersonFields form={form} />
      {children}
    </WattleForm>
  );
}

function PassportForm(props: DocumentFormProps) {
  const form = useDocumentForm(
    props,
    passportSchema,
    { passportNo: '', passportExpiry: '' },
    submitPassport,
  );
  return (
    <DocumentWattleForm form={form} label="Passport">
      <FormField
        form={form}
        name="passportNo"
        label="Passport number"
        required
        autoComplete="off"
        helperText="1 or 2 letters followed by digits, e.g. PA1234567."
      />
      <DatePickerField form={form} name="passportExpiry" label="Passport expiry date" required />
    </DocumentWattleForm>
  );
}

function LicenceForm(props: DocumentFormProps) {
  const form = useDocumentForm(
    props,
    driversLicenceSchema,
    {
      driversLicenceNo: '',
      driversLicenceCardNo: '',
      driversLicenceStateOfIssue: '',
      driversLicenceExpiryDate: '',
    },
    submitLicence,
  );
  return (
    <DocumentWattleForm form={form} label="Driver’s licence">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormField
          form={form}
          name="driversLicenceNo"
          label="Licence number"
          required
          autoComplete="off"
        />
        <FormField
          form={form}
          name="driversLicenceCardNo"
          label="Card number"
          required
          autoComplete="off"
          helperText="On the front or back of the card."
        />
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormSelectField
          form={form}
          name="driversLicenceStateOfIssue"
          label="State of issue"
          required
          placeholder="Choose…"
          options={STATE_OPTIONS}
        />
        <DatePickerField
          form={form}
          name="driversLicenceExpiryDate"
          label="Licence expiry date"
          required
        />
      </Stack>
    </DocumentWattleForm>
  );
}

/** Identity, part two: the document chosen with the address, checked by the provider. */
export function DocumentForm({
  user,
  identityType,
  onSubmitted,
}: DocumentFormProps & { identityType: 'passport' | 'licence' }) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Enter the details exactly as they appear on your{' '}
        {identityType === 'passport' ? 'passport' : 'driver’s licence'}.
      </Text>
      {identityType === 'passport' ? (
        <PassportForm user={user} onSubmitted={onSubmitted} />
      ) : (
        <LicenceForm user={user} onSubmitted={onSubmitted} />
      )}
    </Stack>
  );
}
