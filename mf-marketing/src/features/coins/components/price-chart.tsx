import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatFiat, HISTORY_RANGES, QueryState, toBig, type HistoryRange } from '@wattle/shared';
import { useState } from 'react';
import { DailyChange } from '@/components/daily-change';
import { usePriceHistory } from '@/lib/api/get-price-history';
import { chartGeometry } from '../lib/chart-path';

const WIDTH = 600;
const HEIGHT = 200;
const RANGE_LABELS: Record<HistoryRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
};

function ChartBody({ closes, name }: { closes: string[]; name: string }) {
  const chart = chartGeometry(closes, WIDTH, HEIGHT);
  if (!chart) return <Text color="fg.muted">Not enough price history to draw a chart yet.</Text>;
  const change = toBig(chart.first).eq(0)
    ? undefined
    : toBig(chart.last).minus(chart.first).div(chart.first).times(100).toFixed(2);
  const summary = `${name} price chart: from ${formatFiat(chart.first)} to ${formatFiat(chart.last)}, low ${formatFiat(chart.low)}, high ${formatFiat(chart.high)}`;
  return (
    <Stack gap="2">
      <Box as="figure" role="img" aria-label={summary} m="0">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          height="200"
          preserveAspectRatio="none"
          style={{ display: 'block' }}
        >
          <path d={chart.area} fill="var(--chakra-colors-eucalypt-100)" />
          <path
            d={chart.line}
            fill="none"
            stroke="var(--chakra-colors-eucalypt-700)"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </Box>
      <HStack justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>
          Low {formatFiat(chart.low)} · High {formatFiat(chart.high)}
        </Text>
        <Text>
          Change over the period: <DailyChange value={change} />
        </Text>
      </HStack>
    </Stack>
  );
}

/** The coin's AUD price over a chosen range; its own chunk, loaded after the page. */
export function PriceChart({ assetId, name }: { assetId: string; name: string }) {
  const [range, setRange] = useState<HistoryRange>('7d');
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
        <QueryState query={history} loadingLabel="Loading price history">
          {(data) => <ChartBody closes={data.candles.map((candle) => candle.close)} name={name} />}
        </QueryState>
      </Box>
    </Stack>
  );
}
