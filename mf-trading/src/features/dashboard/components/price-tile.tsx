import { Flex, Stack, Text } from '@chakra-ui/react';
import { CoinIcon, displayRounding, formatFiat, type Asset } from '@wattle/shared';
import { DailyChange } from '@/components/daily-change';
import { bigOrNull } from '@/lib/amounts';

/** One coin in the price strip: its buy price and today's change. */
export function PriceTile({
  asset,
  change,
  compact = false,
}: {
  asset: Asset;
  change: string | undefined;
  compact?: boolean;
}) {
  const price = formatFiat(bigOrNull(asset.buyPrice), displayRounding('price', 'buy'));
  return (
    <Flex
      as="li"
      align="center"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      px="3"
      py={compact ? '2' : '3'}
      minW={compact ? '40' : undefined}
      flexShrink={0}
    >
      {!compact && <CoinIcon symbol={asset.symbol} />}
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate>
          {compact ? asset.symbol : asset.name}
        </Text>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
          {price}
        </Text>
        <DailyChange value={change} fontSize="xs" />
      </Stack>
    </Flex>
  );
}
