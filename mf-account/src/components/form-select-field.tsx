import { Field, NativeSelect } from '@chakra-ui/react';
import { useFormErrorId, type FormValues, type WattleFormState } from '@wattle/shared';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

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
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={String(form.values[name] ?? '')}
          placeholder={placeholder}
          aria-describedby={invalid && form.errorLine ? errorId : undefined}
          onChange={(event) => form.setValue(name, event.target.value as TValues[typeof name])}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
