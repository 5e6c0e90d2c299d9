import { Alert, List, Stack, Text } from '@chakra-ui/react';
import {
  FormTextarea,
  scamCheckSchema,
  useWattleForm,
  WattleForm,
  WITHDRAWAL_REASON_LABELS,
  WITHDRAWAL_REASONS,
  type ScamCheck,
} from '@wattle/shared';
import { FormSelectField } from '@/components/form-select-field';
import { BackButton } from './back-button';

const OPTIONS = WITHDRAWAL_REASONS.map((value) => ({
  value,
  label: WITHDRAWAL_REASON_LABELS[value],
}));

export interface ScamWarningStepProps {
  onAnswered: (answer: ScamCheck) => void;
  onBack: () => void;
}

/**
 * Before the first withdrawal to a destination (docs/product/funding.md#first-withdrawal-warning):
 * the common scam patterns, then why the customer is sending it. Some answers pause the
 * withdrawal for a person at Wattle to look at; none refuse it.
 */
export function ScamWarningStep({ onAnswered, onBack }: ScamWarningStepProps) {
  const form = useWattleForm({
    schema: scamCheckSchema,
    initialValues: { reason: '', details: '' },
    required: ['reason'],
    onSubmit: ({ reason, details }) => {
      onAnswered({ reason, ...(details ? { details } : {}) });
    },
  });
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>First withdrawal to this destination: is it a scam?</Alert.Title>
          <Alert.Description>
            <Text mb="2">Once coins or money leave, nobody can bring them back. Stop if:</Text>
            <List.Root ps="5">
              <List.Item>
                someone you met online or on the phone asked you to move your money;
              </List.Item>
              <List.Item>
                you were promised returns, or told to "invest" through a platform;
              </List.Item>
              <List.Item>
                "support" from a bank, the government or Wattle told you to send it somewhere safe.
              </List.Item>
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <WattleForm
        form={form}
        submitLabel="Continue"
        aria-label="Why are you making this withdrawal"
        footer={<BackButton onBack={onBack} />}
      >
        <FormSelectField
          form={form}
          name="reason"
          label="Why are you making this withdrawal?"
          placeholder="Choose a reason"
          options={OPTIONS}
          required
        />
        <FormTextarea
          form={form}
          name="details"
          label="Anything to add (optional)"
          maxLength={500}
        />
      </WattleForm>
    </Stack>
  );
}
