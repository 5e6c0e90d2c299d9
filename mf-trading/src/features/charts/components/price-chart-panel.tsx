import { Flex, NativeSelect, SegmentGroup, Skeleton } from '@chakra-ui/react';
import { QueryState, type Asset, type HistoryRange, SectionCard } from '@wattle/shared';
import { useMemo, useState } from 'react';
import { RangePicker } from '@/components/range-picker';
import { usePriceHistory } from '@/lib/api/get-price-history';
import { priceChartSummary } from '../lib/chart-summary';
import { toCandles } from '../lib/to-chart-data';
import { PriceChart, type ChartKind } from './price-chart';

const KINDS = [
  { value: 'candles', label: 'Candles' },
  { value: 'line', label: 'Line' },
] as const;

/** Advanced view: a coin's price over 24 h to 1 y, as candles or a line. */
export function PriceChartPanel({ assets }: { assets: Asset[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [range, setRange] = useState<HistoryRange>('7d');
  const [kind, setKind] = useState<ChartKind>('candles');
  const asset = assets.find((candidate) => candidate.assetId === chosenId) ?? assets[0] ?? null;
  const history = usePriceHistory(asset?.assetId ?? null, range);
  const candles = useMemo(() => (history.data ? toCandles(history.data) : []), [history.data]);
  if (!asset) return null;
  return (
    <SectionCard
      title="Price chart"
      actions={
        <Flex gap="3" wrap="wrap" align="center">
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label="Coin"
              value={asset.assetId}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {assets.map((option) => (
                <option key={option.assetId} value={option.assetId}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <RangePicker value={range} onChange={setRange} label="Chart range" />
          <SegmentGroup.Root
            size="xs"
            value={kind}
            aria-label="Chart type"
            onValueChange={(details) => {
              const chosen = KINDS.find((option) => option.value === details.value);
              if (chosen) setKind(chosen.value);
            }}
          >
            <SegmentGroup.Items items={[...KINDS]} />
          </SegmentGroup.Root>
        </Flex>
      }
    >
      <QueryState
        query={history}
        loadingLabel="Loading the price chart"
        loading={<Skeleton h="320px" />}
      >
        {(prices) => (
          <PriceChart candles={candles} kind={kind} label={priceChartSummary(asset.name, prices)} />
        )}
      </QueryState>
    </SectionCard>
  );
}
