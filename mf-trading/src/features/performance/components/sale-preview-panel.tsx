import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatAmount, formatDate, type SalePreview, SectionCard } from '@wattle/shared';
import { useState, type FormEvent } from 'react';
import { SummaryList } from '@/components/summary-list';
import { useSalePreview } from '../api/get-sale-preview';
import { gainColour, gainWords } from '../lib/gain-words';

function PreviewResult({ preview }: { preview: SalePreview }) {
  return (
    <Stack gap="3" data-testid="sale-preview">
      <SummaryList
        label="Sale preview"
        rows={[
          {
            label: 'You would receive, after the fee',
            value: formatAmount(preview.proceeds, 'down'),
          },
          { label: 'Cost base of the coins sold', value: formatAmount(preview.costBase, 'down') },
          {
            label: 'Capital gain',
            value: gainWords(preview.gain, null),
            emphasis: true,
          },
          {
            label: 'Of it, held over 12 months',
            value: formatAmount(preview.discountEligibleGain, 'down'),
          },
          { label: '50 % CGT discount it may get', value: formatAmount(preview.discount, 'down') },
        ]}
      />
      <Stack
        as="ol"
        gap="1"
        fontSize="sm"
        listStylePosition="inside"
        aria-label="Parcels this sale would use"
      >
        {preview.parcels.map((parcel, index) => (
          <Text as="li" key={`${parcel.acquiredAt}-${index}`} data-testid="preview-parcel">
            {formatAmount(parcel.amount, 'down')} from {formatDate(parcel.acquiredAt)}: cost{' '}
            {formatAmount(parcel.costBase, 'down')},{' '}
            <Text as="span" color={gainColour(parcel.gain)}>
              {gainWords(parcel.gain, null)}
            </Text>
            {parcel.discountEligible ? ' (held over 12 months)' : ''}
          </Text>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        A preview at today’s sell price; nothing is sold. Information from your Wattle records, not
        tax advice.
      </Text>
    </Stack>
  );
}

/**
 * "What if I sell X now" (docs/product/portfolio.md#sale-preview): which parcels FIFO would
 * use, the capital gain and how much of it may be discounted, before any sale.
 */
export function SalePreviewPanel({ assetId, symbol }: { assetId: string; symbol: string }) {
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const preview = useSalePreview(assetId, asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed.trim());
  };
  return (
    <SectionCard title={`What if I sell ${symbol} now?`}>
      <Stack gap="4">
        <form onSubmit={submit} noValidate>
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root maxW="xs" invalid={preview.isError}>
              <Field.Label>Amount of {symbol} to sell</Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="0.01"
              />
              {preview.isError && (
                <Field.ErrorText data-testid="sale-preview-error">
                  {preview.error.message}
                </Field.ErrorText>
              )}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={preview.isFetching}>
              Preview
            </Button>
          </HStack>
        </form>
        {preview.data && !preview.isError && <PreviewResult preview={preview.data} />}
      </Stack>
    </SectionCard>
  );
}
