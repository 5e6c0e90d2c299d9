import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

export type OptionSelectProps = NativeSelect.FieldProps & {
  options: readonly SelectOption[];
  size?: NativeSelect.RootProps['size'];
};

/**
 * A native drop-down of labelled options; `placeholder` is the empty choice at the top. The
 * browser's own select keeps the phone's picker and the keyboard behaviour.
 */
export function OptionSelect({ options, size, ...field }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
