import { Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One admin setting's field: what is set now shows as the placeholder and under the field, and
 * a blank field keeps it. `problem` is what is wrong with the typed value; a field with no
 * message of its own passes `invalid` alone.
 */
export function SettingField({
  label,
  now,
  helperText,
  value,
  onChange,
  inputMode,
  problem,
  invalid = problem !== undefined,
}: {
  label: string;
  now: string;
  helperText: ReactNode;
  value: string;
  onChange: (value: string) => void;
  inputMode: 'decimal' | 'numeric';
  problem?: string;
  invalid?: boolean;
}) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        inputMode={inputMode}
        placeholder={now}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>{helperText}</Field.HelperText>
      {problem !== undefined && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
