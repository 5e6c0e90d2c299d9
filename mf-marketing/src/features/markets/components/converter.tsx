import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatCoin, formatFiat, type Asset } from '@wattle/shared';
import { useId, useState } from 'react';
import { convert, rateSource } from '../lib/convert';

function AssetSelect({
  label,
  value,
  assets,
  onChange,
}: {
  label: string;
  value: string;
  assets: readonly Asset[];
  onChange: (assetId: string) => void;
}) {
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {assets.map((asset) => (
            <option key={asset.assetId} value={asset.assetId}>
              {asset.symbol} · {asset.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Converts an amount between any two assets (AUD included) at indicative mid-market rates. */
export function Converter({ assets }: { assets: readonly Asset[] }) {
  const [amount, setAmount] = useState('1');
  const [fromId, setFromId] = useState(
    assets.find((asset) => asset.assetId === 'btc')?.assetId ?? assets[0]?.assetId ?? '',
  );
  const [toId, setToId] = useState('aud');
  const errorId = useId();
  const from = assets.find((asset) => asset.assetId === fromId);
  const to = assets.find((asset) => asset.assetId === toId);
  if (!from || !to) return null;
  const result = convert(amount, rateSource(from), rateSource(to));
  const shown = result.ok
    ? to.assetId === 'aud'
      ? formatFiat(result.value)
      : formatCoin(result.value, to.symbol)
    : null;
  return (
    <Box
      as="section"
      aria-labelledby="converter-heading"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading id="converter-heading" as="h2" size="lg" mb="4">
        Converter
      </Heading>
      <Stack gap="4">
        <Field.Root invalid={!result.ok}>
          <Field.Label>Amount</Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            maxLength={20}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={result.ok ? undefined : errorId}
          />
        </Field.Root>
        <HStack gap="3" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <AssetSelect label="From" value={fromId} assets={assets} onChange={setFromId} />
          <Button
            variant="outline"
            aria-label="Swap from and to"
            onClick={() => {
              setFromId(toId);
              setToId(fromId);
            }}
          >
            ⇄
          </Button>
          <AssetSelect label="To" value={toId} assets={assets} onChange={setToId} />
        </HStack>
        <Box aria-live="polite" minH="12">
          {result.ok ? (
            <Text fontSize="2xl" fontWeight="semibold" data-testid="converted">
              {shown}
            </Text>
          ) : (
            <Text id={errorId} color="fg.error">
              {result.error}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Indicative, at the midpoint of buy and sell prices. Your quote when you trade includes
            the fee.
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
