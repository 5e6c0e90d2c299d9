import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  amountToBig,
  formatAmount,
  tradeSettingsQueryOptions,
  type Bucket,
  type BucketOrderResult,
  type BucketQuote,
} from '@wattle/shared';
import { AllInCost } from '@/components/order/all-in-cost';
import { AmountField } from '@/components/order/amount-field';
import { AvailableFunds } from '@/components/order/available-funds';
import { SPREAD_LABEL } from '@/components/order/costs-note';
import { OrderReceipt } from '@/components/order/order-receipt';
import { QuoteCountdown } from '@/components/order/quote-countdown';
import { SummaryList, type SummaryRow } from '@/components/summary-list';
import { amountPlaceholder, insufficientForMinimum } from '@/lib/order/trade-limits';
import type { BucketOrderModel } from '../hooks/use-bucket-order';
import { CompositionChart } from './composition-chart';

export function BucketEntryStep({ bucket, order }: { bucket: Bucket; order: BucketOrderModel }) {
  const short = insufficientForMinimum(order.limits);
  return (
    <Stack gap="5">
      <CompositionChart bucket={bucket} />
      <AvailableFunds limits={order.limits} loading={order.balanceLoading} />
      {short ? (
        <Box role="status" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
          {short}
        </Box>
      ) : (
        <AmountField
          label="Amount to spend, fee included (AUD)"
          value={order.amount}
          placeholder={amountPlaceholder(order.limits)}
          unit="AUD"
          onChange={order.setAmount}
          onMax={order.setMax}
          maxDisabled={order.limits.effectiveMaximum === null}
          disabled={order.quoting}
          error={order.amountError}
        />
      )}
      <Button
        colorPalette="brand"
        loading={order.quoting}
        disabled={short !== null || order.balanceLoading}
        onClick={() => void order.getQuote()}
      >
        Preview order
      </Button>
    </Stack>
  );
}

export function BucketReviewStep({
  bucket,
  quote,
  order,
  open,
}: {
  bucket: Bucket;
  quote: BucketQuote;
  order: BucketOrderModel;
  /** No refresh while the dialog is closed. */
  open: boolean;
}) {
  return (
    <Stack gap="5">
      <Text color="fg.muted">Please check the details of your order are correct</Text>
      {/* A table wider than a phone scrolls inside itself, never the page. */}
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Coins in this order">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Coin</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">AUD, fee incl.</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {quote.assetAmounts.map((leg) => (
              <Table.Row key={leg.asset.assetId}>
                <Table.Cell>{leg.asset.symbol}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(leg.assetAmount, 'down')}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(leg.fiatAmount, 'up')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <SummaryList
        label="Order summary"
        rows={[
          { label: 'Fee', value: formatAmount(quote.fee, 'up') },
          { label: 'Total spent', value: formatAmount(quote.totalFiatSpend, 'up'), emphasis: true },
        ]}
      />
      <AllInCost
        side="buy"
        symbol={bucket.bucketName}
        total={quote.totalFiatSpend}
        fee={quote.fee}
        spread={quote.spread}
      />
      <QuoteCountdown
        key={quote.quoteId}
        expiresAt={quote.expiresAt}
        onElapsed={() => void order.refresh()}
        paused={order.submitting || !open}
      />
      <Button colorPalette="brand" loading={order.submitting} onClick={() => void order.confirm()}>
        Confirm order
      </Button>
    </Stack>
  );
}

/** The bucket's executed figures in the trade receipt's lines: the coins, spread, fee, total. */
function bucketReceiptRows(result: BucketOrderResult): SummaryRow[] {
  const differs = !amountToBig(result.requestedFiatSpend).eq(amountToBig(result.actualFiatSpend));
  return [
    {
      label: 'You bought',
      value: (
        <Box as="ul" listStyleType="none" aria-label="Coins bought">
          {result.orders.map((leg) => (
            <Text as="li" key={leg.tradeId}>
              {formatAmount(leg.receiveAmount, 'down')} for {formatAmount(leg.spendAmount, 'up')}
            </Text>
          ))}
        </Box>
      ),
    },
    ...(differs
      ? [{ label: 'Requested', value: formatAmount(result.requestedFiatSpend, 'up') }]
      : []),
    { label: SPREAD_LABEL, value: formatAmount(result.totalSpread, 'up') },
    { label: 'Fee', value: formatAmount(result.totalFees, 'up') },
    { label: 'Total spent', value: formatAmount(result.actualFiatSpend, 'up'), emphasis: true },
  ];
}

export function BucketResultStep({
  bucket,
  result,
  onDone,
}: {
  bucket: Bucket;
  result: BucketOrderResult;
  onDone: () => void;
}) {
  const settings = useQuery(tradeSettingsQueryOptions());
  return (
    <OrderReceipt
      rows={bucketReceiptRows(result)}
      allInCost={
        <AllInCost
          side="buy"
          symbol={bucket.bucketName}
          total={result.actualFiatSpend}
          fee={result.totalFees}
          spread={result.totalSpread}
        />
      }
      feePercentage={settings.data?.tradeFeePercentage ?? null}
      doneLabel="Done"
      onDone={onDone}
    />
  );
}
