import { Text } from '@chakra-ui/react';
import { amountToBig, formatAmount, type Amount } from '@wattle/shared';

/** Money in or out of an account: '+$250.00' in green, '−0.5 BTC' in the body colour. */
export function SignedAmount({ amount }: { amount: Amount }) {
  const outgoing = amountToBig(amount).lt(0);
  return (
    <Text as="span" color={outgoing ? 'fg' : 'green.700'} fontVariantNumeric="tabular-nums">
      {formatAmount(amount, 'down', { signed: true })}
    </Text>
  );
}
