import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { HISTORY_RANGES, QueryState, type HistoryRange } from '@wattle/shared';
import { useState } from 'react';
import { DailyChange } from '@/components/daily-change';
import { usePriceHistory } from '@/lib/api/get-price-history';
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  chartGeometry,
  chartTexts,
  DEFAULT_CHART_RANGE,
  type ChartGeometry,
} from '@/lib/live-prices/chart-path';
import {
  LIVE_SLOT_ATTRIBUTE,
  liveSlot,
  PENDING_PRICE,
  PENDING_SLOT_CSS,
  pendingAttribute,
  slotPart,
} from '@/lib/live-prices/slots';

const RANGE_LABELS: Record<HistoryRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
};

/**
 * The chart, or while its prices load (`chart` null) the same frame with nothing drawn: a
 * slot (slots.ts) the page script draws the opening range into before the app starts, its
 * parts named by SLOT_PART_ATTRIBUTE.
 */
function ChartBody({
  chart,
  assetId,
  name,
}: {
  chart: ChartGeometry | null;
  assetId: string;
  name: string;
}) {
  const texts = chart ? chartTexts(chart, name) : null;
  return (
    <Stack gap="2" {...{ [LIVE_SLOT_ATTRIBUTE]: liveSlot.chart(assetId, name) }}>
      <Box
        as="figure"
        role="img"
        aria-label={texts?.summary ?? `${name} price chart, loading`}
        aria-busy={chart === null}
        m="0"
        {...slotPart('figure')}
      >
        <svg
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          width="100%"
          height={CHART_HEIGHT}
          preserveAspectRatio="none"
          style={{ display: 'block' }}
        >
          <path
            d={chart?.area ?? ''}
            fill="var(--chakra-colors-eucalypt-100)"
            {...slotPart('area')}
          />
          <path
            d={chart?.line ?? ''}
            fill="none"
            stroke="var(--chakra-colors-eucalypt-700)"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            {...slotPart('line')}
          />
        </svg>
      </Box>
      <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text css={PENDING_SLOT_CSS} {...pendingAttribute(chart === null)} {...slotPart('range')}>
          {texts?.range ?? `Low ${PENDING_PRICE} · High ${PENDING_PRICE}`}
        </Text>
        <Text>
          Change over the period:{' '}
          <DailyChange value={texts?.change} pending={chart === null} {...slotPart('change')} />
        </Text>
      </HStack>
    </Stack>
  );
}

/** The coin's AUD price over a chosen range; its own chunk, loaded after the page. */
export function PriceChart({ assetId, name }: { assetId: string; name: string }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_CHART_RANGE);
  const history = usePriceHistory(assetId, range);
  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label="Chart range" wrap="wrap">
        {HISTORY_RANGES.map((option) => (
          <Box
            as="button"
            key={option}
            onClick={() => setRange(option)}
            aria-pressed={range === option}
            px="3"
            py="1"
            rounded="full"
            fontSize="sm"
            borderWidth="1px"
            cursor="pointer"
            bg={range === option ? 'eucalypt.700' : 'bg'}
            color={range === option ? 'white' : 'fg'}
          >
            {RANGE_LABELS[option]}
          </Box>
        ))}
      </HStack>
      <Box minH="232px">
        <QueryState
          query={history}
          loadingLabel="Loading price history"
          loading={<ChartBody chart={null} assetId={assetId} name={name} />}
        >
          {(data) => {
            const closes = data.candles.map((candle) => candle.close);
            const chart = chartGeometry(closes, CHART_WIDTH, CHART_HEIGHT);
            return chart ? (
              <ChartBody chart={chart} assetId={assetId} name={name} />
            ) : (
              <Text color="fg.muted">Not enough price history to draw a chart yet.</Text>
            );
          }}
        </QueryState>
      </Box>
    </Stack>
  );
}
