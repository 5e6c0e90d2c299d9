import { Field, Input, InputGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  MAX_SELECTED,
  sanitiseWithdrawalAmount,
  WITHDRAWAL_AMOUNT_MAX_LENGTH,
} from '@/lib/withdrawal-amount';

export interface WithdrawalAmountFieldProps {
  label: string;
  /** The typed amount; ignored (shown as 'Max selected') while send-max is on. */
  value: string;
  onChange: (text: string) => void;
  sendMax: boolean;
  /** On: the full withdrawable amount is used and the input locks; off: the input clears. */
  onSendMaxChange: (on: boolean) => void;
  placeholder: string;
  /** Decimals the amount may have (AUD 2, a coin its own). */
  decimals: number;
  /** Shown inside the field: '$' for AUD, the symbol after a coin amount. */
  unit: string;
  disabled?: boolean;
  helperText?: string;
}

/**
 * The withdrawal amount (docs/product/funding.md#withdrawal-amount-field): text, at most 20
 * characters, decimal keypad, with a send-max toggle. Switching it on locks the input showing
 * 'Max selected'; switching it off clears it.
 */
export function WithdrawalAmountField(props: WithdrawalAmountFieldProps) {
  const { label, value, onChange, sendMax, onSendMaxChange, placeholder, decimals, unit } = props;
  const helperId = useId();
  return (
    <Stack gap="2">
      <Field.Root disabled={props.disabled}>
        <Field.Label>{label}</Field.Label>
        <InputGroup
          startElement={unit === 'AUD' ? '$' : undefined}
          endElement={unit === 'AUD' ? undefined : <Text fontSize="sm">{unit}</Text>}
        >
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={WITHDRAWAL_AMOUNT_MAX_LENGTH}
            value={sendMax ? MAX_SELECTED : value}
            readOnly={sendMax}
            placeholder={placeholder}
            aria-describedby={props.helperText ? helperId : undefined}
            onChange={(event) => {
              const next = sanitiseWithdrawalAmount(event.target.value, decimals);
              if (next !== null) onChange(next);
            }}
            fontVariantNumeric="tabular-nums"
            size="lg"
          />
        </InputGroup>
        {props.helperText && <Field.HelperText id={helperId}>{props.helperText}</Field.HelperText>}
      </Field.Root>
      <Switch.Root
        checked={sendMax}
        disabled={props.disabled}
        onCheckedChange={(details) => onSendMaxChange(details.checked)}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Send max</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
