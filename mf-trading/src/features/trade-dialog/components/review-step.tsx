import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { QuoteAllInCost } from '@/components/order/all-in-cost';
import { CostsNote } from '@/components/order/costs-note';
import { QuoteCountdown } from '@/components/order/quote-countdown';
import { SummaryList } from '@/components/summary-list';
import type { TradeDialogModel } from '../hooks/use-trade-dialog';
import { quoteDetailRows, quoteRows } from './quote-lines';

/** The quote to confirm, refreshed every 15 s. */
export function ReviewStep({
  trade,
  advanced,
  open,
}: {
  trade: TradeDialogModel;
  advanced: boolean;
  /** No refresh while the dialog is closed (it fades out for 0.2 s first). */
  open: boolean;
}) {
  const held = trade.state.held;
  if (!held) return null;
  const submitting = trade.state.busy === 'confirm';
  return (
    <Stack gap="5">
      <Text color="fg.muted">Please check the details of your order are correct</Text>
      <SummaryList label="Order summary" rows={quoteRows(held.quote)} />
      <QuoteAllInCost quote={held.quote} />
      <CostsNote feePercentage={held.quote.feePercentage} />
      {advanced && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Order details
          </Heading>
          <SummaryList label="Order details" rows={quoteDetailRows(held.quote)} />
        </Stack>
      )}
      <QuoteCountdown
        key={held.quote.quoteId}
        expiresAt={held.quote.expiresAt}
        onElapsed={() => void trade.refresh()}
        paused={submitting || !open}
      />
      <Button colorPalette="brand" loading={submitting} onClick={() => void trade.confirm()}>
        Confirm order
      </Button>
    </Stack>
  );
}
