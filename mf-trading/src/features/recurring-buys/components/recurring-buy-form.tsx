import {
  Box,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  DateInput,
  errorMessage,
  RECURRING_FREQUENCIES,
  showToast,
  type Asset,
  type RecurringBuy,
} from '@wattle/shared';
import { useState, type FormEvent } from 'react';
import { AllInCost } from '@/components/order/all-in-cost';
import { normaliseAmount, sanitiseAmount } from '@/lib/order/amount-input';
import { useCreateRecurringBuy } from '../api/create-recurring-buy';
import { useRecurringBuyQuote } from '../api/quote-recurring-buy';
import {
  checkPlanAmount,
  checkStartDate,
  FREQUENCY_LABELS,
  startAtFrom,
} from '../lib/recurring-plan';

/** A new dollar-cost-averaging plan: how much AUD, into which coin, how often, from when. */
export function RecurringBuyForm({ assets, onDone }: { assets: Asset[]; onDone: () => void }) {
  const create = useCreateRecurringBuy();
  const [assetId, setAssetId] = useState(assets[0]?.assetId ?? '');
  const [amount, setAmount] = useState('');
  const [frequency, setFrequency] = useState<RecurringBuy['frequency']>('weekly');
  const [startDate, setStartDate] = useState('');
  const [tried, setTried] = useState(false);
  const asset = assets.find((candidate) => candidate.assetId === assetId);
  const amountError = asset ? checkPlanAmount(normaliseAmount(amount), asset) : null;
  const startError = checkStartDate(startDate);
  const quote = useRecurringBuyQuote(
    asset && amountError === null
      ? { assetId: asset.assetId, amount: normaliseAmount(amount) }
      : null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!asset || amountError || startError) return;
    create.mutate(
      {
        assetId: asset.assetId,
        amount: normaliseAmount(amount),
        frequency,
        startAt: startAtFrom(startDate),
      },
      {
        onSuccess: () => {
          showToast('success', 'Recurring buy set up');
          onDone();
        },
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New recurring buy">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>Coin</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={assetId}
                onChange={(event) => setAssetId(event.target.value)}
              >
                {assets.map((option) => (
                  <option key={option.assetId} value={option.assetId}>
                    {option.name} ({option.symbol})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={tried && amountError !== null} required>
            <Field.Label>Amount each time (AUD)</Field.Label>
            <Input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder="50.00"
              onChange={(event) => {
                const kept = sanitiseAmount(event.target.value, 2);
                if (kept !== null) setAmount(kept);
              }}
            />
            <Field.ErrorText>{amountError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>How often</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={frequency}
                onChange={(event) => {
                  const chosen = RECURRING_FREQUENCIES.find(
                    (option) => option === event.target.value,
                  );
                  if (chosen) setFrequency(chosen);
                }}
              >
                {RECURRING_FREQUENCIES.map((option) => (
                  <option key={option} value={option}>
                    {FREQUENCY_LABELS[option]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={tried && startError !== null}>
            <Field.Label>First buy on</Field.Label>
            <DateInput value={startDate} onChange={(event) => setStartDate(event.target.value)} />
            <Field.HelperText>DD/MM/YYYY. Leave empty to make the first buy now.</Field.HelperText>
            <Field.ErrorText>{startError}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Box aria-live="polite">
          {quote.data && amountError === null && (
            <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
              <Text fontSize="sm" color="fg.muted">
                Each buy at today’s prices (each run is priced when it runs):
              </Text>
              <AllInCost
                side="buy"
                symbol={quote.data.asset.symbol}
                total={quote.data.amount}
                fee={quote.data.fee}
                spread={quote.data.spread}
              />
            </Box>
          )}
        </Box>
        <HStack gap="3" justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            Start recurring buy
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
