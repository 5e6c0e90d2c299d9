import { Field } from '@chakra-ui/react';
import {
  OptionSelect,
  useFormErrorId,
  type FormValues,
  type SelectOption,
  type WattleFormState,
} from '@wattle/shared';
import type { ReactNode } from 'react';

/** A labelled native select bound to a Wattle form (a state of Australia, say). */
export function FormSelectField<TValues extends FormValues>({
  form,
  name,
  label,
  options,
  placeholder,
  required = false,
}: {
  form: WattleFormState<TValues>;
  name: keyof TValues & string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
}) {
  const errorId = useFormErrorId();
  const invalid = form.errorOf(name) !== undefined;
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <OptionSelect
        name={name}
        value={String(form.values[name] ?? '')}
        placeholder={placeholder}
        aria-describedby={invalid && form.errorLine ? errorId : undefined}
        onChange={(event) => form.setValue(name, event.target.value as TValues[typeof name])}
        options={options}
      />
    </Field.Root>
  );
}
