import { amountToBig, FIAT_DISPLAY_DECIMALS, minBig, type Big, type Bucket } from '@wattle/shared';
import type { TradeLimits } from '@/lib/order/trade-limits';

/** A bucket is bought with AUD between its minimum and maximum order, and never above the balance. */
export function bucketLimits(bucket: Bucket, balance: Big | null): TradeLimits {
  const minimum = amountToBig(bucket.bucketMinOrder);
  const maximum = amountToBig(bucket.bucketMaxOrder);
  return {
    side: 'buy',
    unit: 'AUD',
    decimals: FIAT_DISPLAY_DECIMALS,
    minimum,
    maximum,
    balance,
    effectiveMaximum: balance === null ? maximum : minBig(balance, maximum),
  };
}

export const RISK_LABELS: Record<Bucket['riskLevel'], string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};
export const RISK_PALETTES = { low: 'green', medium: 'orange', high: 'red' } as const;

/** Distinct colours for up to ten slices; they repeat beyond that. */
export const SLICE_COLOURS = [
  '#164E3A',
  '#D99A00',
  '#2563EB',
  '#DB2777',
  '#7C3AED',
  '#0891B2',
  '#EA580C',
  '#4D7C0F',
  '#64748B',
  '#9A6B00',
];
