import { Alert, List, Text } from '@chakra-ui/react';
import { formatAmount } from '../../contracts/display.js';
import type { HeldDeposit } from '../../contracts/funding.js';
import { formatDateTime } from '../../format/format-date.js';

/** 'Bank transfer', 'PayID', or a chain's name ('bitcoin' → 'Bitcoin'). */
const capitalised = (method: string) => method.charAt(0).toUpperCase() + method.slice(1);

export interface HeldDepositsNoticeProps {
  /** `GET /user/held-deposits`; nothing shows while there are none (or they are not loaded). */
  deposits: readonly HeldDeposit[] | undefined;
}

/**
 * Money that arrived for the customer but is on hold, in plain words: what, when, how it came,
 * why it is held and what happens next. The balance and deposit screens show it, so a deposit
 * that is not in the balance is never a mystery.
 */
export function HeldDepositsNotice({ deposits }: HeldDepositsNoticeProps) {
  if (!deposits || deposits.length === 0) return null;
  // Deposits held for one reason share one explanation.
  const explanations = [...new Set(deposits.map((deposit) => deposit.explanation))];
  const one = deposits.length === 1;
  return (
    <Alert.Root status="warning" variant="surface" data-testid="held-deposits" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {one
            ? 'A deposit is on hold and not in your balance yet'
            : `${deposits.length} deposits are on hold and not in your balance yet`}
        </Alert.Title>
        <List.Root as="ul" gap="1" ps="4" aria-label="Deposits on hold">
          {deposits.map((deposit) => (
            <List.Item key={deposit.paymentTransferId}>
              <Text as="span" fontWeight="semibold">
                {formatAmount(deposit.amount)}
              </Text>
              {` · ${capitalised(deposit.method)}`}
              {deposit.counterparty ? ` from ${deposit.counterparty}` : ''}
              {` · arrived ${formatDateTime(deposit.arrivedAt)}`}
            </List.Item>
          ))}
        </List.Root>
        {explanations.map((explanation) => (
          <Alert.Description key={explanation}>{explanation}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
