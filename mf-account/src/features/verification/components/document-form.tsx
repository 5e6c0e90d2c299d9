import { Stack, Text } from '@chakra-ui/react';
import {
  AUSTRALIAN_STATES,
  driversLicenceSchema,
  FormField,
  type FormValues,
  passportSchema,
  useWattleForm,
  WattleForm,
  type User,
  type UseWattleFormOptions,
  type WattleFormState,
} from '@wattle/shared';
import type { ReactNode } from 'react';
import { DatePickerField } from '@/components/date-picker-field';
import { FormSelectField } from '@/components/form-select-field';
import { useSubmitLicence, useSubmitPassport } from '../api/submit-kyc';

const STATE_OPTIONS = AUSTRALIAN_STATES.map((state) => ({ value: state, label: state }));
/** A date of birth picker opens on a plausible adult year, not this month. */
const BIRTH_MONTH = new Date(1990, 0, 1);

type PersonValues = FormValues & { givenNames: string; lastName: string; dateOfBirth: string };

/** The person the document names, as both documents ask for it. */
function PersonFields<TValues extends PersonValues>({ form }: { form: WattleFormState<TValues> }) {
  return (
    <>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormField
          form={form}
          name="givenNames"
          label="Given names"
          required
          autoComplete="given-name"
        />
        <FormField
          form={form}
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
        />
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

/** A document's form: the person's names prefilled from the profile, every field required. */
function useDocumentForm<TValues extends PersonValues, TOutput>(
  { user, onSubmitted }: DocumentFormProps,
  schema: UseWattleFormOptions<TValues, TOutput>['schema'],
  initialValues: TValues,
  send: (values: TOutput) => Promise<unknown>,
) {
  return useWattleForm<TValues, TOutput>({
    schema,
    initialValues,
    prefill: { givenNames: user.firstName, lastName: user.lastName } as Partial<TValues>,
    required: Object.keys(initialValues),
    onSubmit: async (values) => {
      await send(values);
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
  const submit = useSubmitPassport();
  const form = useDocumentForm(
    props,
    passportSchema,
    { ...PERSON_VALUES, passportNo: '', passportExpiry: '' },
    submit.mutateAsync,
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
  const submit = useSubmitLicence();
  const form = useDocumentForm(
    props,
    driversLicenceSchema,
    {
      ...PERSON_VALUES,
      driversLicenceNo: '',
      driversLicenceCardNo: '',
      driversLicenceStateOfIssue: '',
      driversLicenceExpiryDate: '',
    },
    submit.mutateAsync,
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
