import { SegmentGroup } from '@chakra-ui/react';
import { HISTORY_RANGES, type HistoryRange } from '@wattle/shared';

const LABELS: Record<HistoryRange, string> = { '24h': '24H', '7d': '7D', '30d': '30D', '1y': '1Y' };

/** 24 h to 1 y, for any chart over time. */
export function RangePicker({
  value,
  onChange,
  label,
}: {
  value: HistoryRange;
  onChange: (range: HistoryRange) => void;
  label: string;
}) {
  return (
    <SegmentGroup.Root
      size="xs"
      value={value}
      aria-label={label}
      onValueChange={(details) => {
        const range = HISTORY_RANGES.find((candidate) => candidate === details.value);
        if (range) onChange(range);
      }}
    >
      <SegmentGroup.Items
        items={HISTORY_RANGES.map((range) => ({ value: range, label: LABELS[range] }))}
      />
    </SegmentGroup.Root>
  );
}
