import { Input, type InputProps } from '@chakra-ui/react';

export const DATE_INPUT_PLACEHOLDER = 'DD/MM/YYYY';

/** What a customer typed, as DD/MM/YYYY so far: digits only, slashes put in for them. */
export function maskDisplayDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * A date field that reads DD/MM/YYYY in every browser (docs/product/screens.md#date-picker). A
 * native date input shows the browser's locale instead — MM/DD/YYYY in a US-English browser —
 * so a customer could book the 3rd of July for the 7th of March. Parse the value with
 * `parseDisplayDate`.
 */
export function DateInput({ onChange, ...props }: Omit<InputProps, 'type'>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_INPUT_PLACEHOLDER}
      maxLength={10}
      {...props}
      onChange={(event) => {
        event.target.value = maskDisplayDate(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
