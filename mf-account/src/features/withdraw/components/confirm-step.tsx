import { Box, Stack } from '@chakra-ui/react';
import { useWattleForm, WattleForm, type StepUpMethod, type StepUpProof } from '@wattle/shared';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { StepUpFormField, stepUpProof, stepUpProofSchema } from '@/components/step-up-field';
import { BackButton } from './back-button';

const schemaFor = (method: StepUpMethod) =>
  z.object({
    proof: stepUpProofSchema(method),
  });

export interface ConfirmStepProps {
  method: StepUpMethod;
  /** What is about to happen: amounts, fee, destination. */
  summary: ReactNode;
  submitLabel: string;
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onBack: () => void;
}

/** The last step before money leaves: the summary, then the code or password (step-up). */
export function ConfirmStep({ method, summary, submitLabel, onConfirm, onBack }: ConfirmStepProps) {
  const form = useWattleForm({
    schema: schemaFor(method),
    initialValues: { proof: '' },
    required: ['proof'],
    onSubmit: ({ proof }) => onConfirm(stepUpProof(method, proof)),
  });
  return (
    <Stack gap="4">
      <Box>{summary}</Box>
      <WattleForm
        form={form}
        submitLabel={submitLabel}
        loadingMessage="Withdrawing"
        aria-label="Confirm withdrawal"
        footer={<BackButton onBack={onBack} />}
      >
        <StepUpFormField form={form} method={method} autoFocus />
      </WattleForm>
    </Stack>
  );
}
