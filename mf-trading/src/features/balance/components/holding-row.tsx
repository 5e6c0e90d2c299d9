import { Flex, Stack, Text } from '@chakra-ui/react';
import {
  amountToBig,
  CoinIcon,
  formatAmount,
  UNAVAILABLE,
  type CryptoHolding,
} from '@wattle/shared';
import type { ReactNode } from 'react';

/**
 * One holding: the coin, how much of it is available and how much open orders hold, what all of
 * it is worth at the sell price.
 */
export function HoldingRow({ holding, actions }: { holding: CryptoHolding; actions?: ReactNode }) {
  const { asset } = holding;
  const held = amountToBig(holding.held).gt(0);
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      py="2"
      wrap={{ base: 'wrap', md: 'nowrap' }}
      data-testid={`holding-${asset.symbol}`}
    >
      <CoinIcon symbol={asset.symbol} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" lineClamp={1}>
          {holding.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {formatAmount(holding.amount, 'down')}
          {held && ` available · ${formatAmount(holding.held, 'down')} held by open orders`}
        </Text>
      </Stack>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="end">
        {holding.valueInFiat ? formatAmount(holding.valueInFiat, 'down') : UNAVAILABLE}
      </Text>
      {actions && (
        // Below the figures on a phone, beside them on wider screens.
        <Flex flexBasis={{ base: 'full', md: 'auto' }} justify="flex-end">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
