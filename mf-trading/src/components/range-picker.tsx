import { HISTORY_RANGES, type HistoryRange } from '@wattle/shared';
import { SegmentPicker } from './segment-picker';

const LABELS: Record<HistoryRange, string> = { '24h': '24H', '7d': '7D', '30d': '30D', '1y': '1Y' };
const OPTIONS = HISTORY_RANGES.map((range) => ({ value: range, label: LABELS[range] }));

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
  return <SegmentPicker options={OPTIONS} value={value} onChange={onChange} label={label} />;
}
