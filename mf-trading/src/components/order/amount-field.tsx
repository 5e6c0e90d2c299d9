import { Button, Field, Input, InputGroup } from '@chakra-ui/react';

export interface AmountFieldProps {
  label: string;
  value: string;
  placeholder: string;
  /** What the amount is counted in, shown inside the field. */
  unit: string;
  onChange: (text: string) => void;
  onMax: () => void;
  maxDisabled: boolean;
  disabled: boolean;
  helperText?: string;
  /** Why this amount cannot be ordered, shown under the field. */
  error?: string | null;
}

/**
 * A text field with a decimal keypad, the allowed range as placeholder, and MAX
 * (docs/product/trading.md#amount-input).
 */
export function AmountField(props: AmountFieldProps) {
  const { label, value, placeholder, unit, onChange, onMax, maxDisabled, disabled } = props;
  return (
    <Field.Root disabled={disabled} invalid={Boolean(props.error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        startElement={unit === 'AUD' ? '$' : undefined}
        endElement={
          <Button
            size="xs"
            variant="surface"
            colorPalette="eucalypt"
            onClick={onMax}
            disabled={disabled || maxDisabled}
          >
            MAX
          </Button>
        }
      >
        <Input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          fontVariantNumeric="tabular-nums"
          size="lg"
        />
      </InputGroup>
      {props.helperText && <Field.HelperText>{props.helperText}</Field.HelperText>}
      <Field.ErrorText aria-live="polite">{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
