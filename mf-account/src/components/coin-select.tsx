import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { CoinIcon, type Asset } from '@wattle/shared';
import type { ReactNode } from 'react';

export interface CoinSelectProps {
  coins: readonly Asset[];
  /** The chosen coin's symbol. */
  value: string;
  onChange: (symbol: string) => void;
  name?: string;
}

/** A native select of coins, each read as "Bitcoin (BTC)". */
export function CoinSelect({ coins, value, onChange, name }: CoinSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {coins.map((coin) => (
          <option key={coin.assetId} value={coin.symbol}>
            {coin.name} ({coin.symbol})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The funding screens' Asset field: the chosen coin's icon beside the select. */
export function CoinSelectField({
  helperText,
  ...select
}: CoinSelectProps & { helperText?: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>Asset</Field.Label>
      <HStack gap="3" w="full">
        <CoinIcon symbol={select.value} size="8" />
        <CoinSelect {...select} />
      </HStack>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
