import { HStack, Text } from '@chakra-ui/react';
import { marketStats, type Asset, type AssetStats } from '@wattle/shared';
import { DailyChange } from '@/components/daily-change';

/** The stats beside the price strip. */
export function MarketSummary({
  assets,
  stats,
  compact = false,
}: {
  assets: Asset[];
  stats: AssetStats | undefined;
  compact?: boolean;
}) {
  const summary = marketStats(assets, stats);
  if (summary.counted === 0) return null;
  return (
    <HStack gap={{ base: '3', md: '6' }} wrap="wrap" fontSize="sm" color="fg.muted">
      <Text>
        <Text as="span" fontWeight="semibold" color="fg">
          {summary.rising} of {summary.counted}
        </Text>{' '}
        coins up in 24 h
      </Text>
      {!compact && summary.topRiser && (
        <Text>
          Top riser: {summary.topRiser.asset.symbol} <DailyChange value={summary.topRiser.change} />
        </Text>
      )}
      {!compact && summary.topFaller && (
        <Text>
          Top faller: {summary.topFaller.asset.symbol}{' '}
          <DailyChange value={summary.topFaller.change} />
        </Text>
      )}
    </HStack>
  );
}
