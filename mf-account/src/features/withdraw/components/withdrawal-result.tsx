import { Alert, Button, Stack } from '@chakra-ui/react';
import {
  formatAmount,
  formatDateTime,
  NOTIFICATION_TITLES,
  notificationSubject,
  useResultInView,
  type Transfer,
} from '@wattle/shared';
import { SummaryList } from './summary-list';

const WITHDRAWAL_SUBJECT = notificationSubject(NOTIFICATION_TITLES.withdrawSuccess);

/**
 * What became of a withdrawal: sent (or on its way), or failed and refunded, and why. Brought
 * into view as it appears; while it shows, the notification about it makes no toast.
 */
export function WithdrawalResult({
  transfer,
  onAgain,
}: {
  transfer: Transfer;
  onAgain: () => void;
}) {
  const failed = transfer.status === 'failed';
  const ref = useResultInView<HTMLDivElement>(WITHDRAWAL_SUBJECT);
  return (
    <Stack gap="4" ref={ref} data-testid="withdrawal-result">
      <Alert.Root status={failed ? 'error' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {failed
              ? 'Your withdrawal failed'
              : transfer.status === 'complete'
                ? 'Your withdrawal was sent'
                : 'Your withdrawal is on its way'}
          </Alert.Title>
          <Alert.Description>
            {failed
              ? `${transfer.failureReason ?? 'The payment did not go through.'} The amount is back in your balance.`
              : 'We have sent you a notification with the details.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SummaryList
        rows={[
          { label: 'Amount', value: formatAmount(transfer.amount) },
          { label: 'Fee', value: formatAmount(transfer.fee, 'up') },
          { label: 'To', value: transfer.counterparty ?? 'Unavailable' },
          { label: 'Reference', value: transfer.reference ?? 'Unavailable' },
          { label: 'Time', value: formatDateTime(transfer.createdAt) },
        ]}
      />
      <Button variant="outline" onClick={onAgain}>
        Make another withdrawal
      </Button>
    </Stack>
  );
}
