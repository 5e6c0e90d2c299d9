import {
  FIAT_SYMBOL,
  formatAmount,
  ORDER_MESSAGES,
  parseDisplayDate,
  startOfSydneyDay,
  toBig,
  type Asset,
  type RecurringBuy,
} from '@wattle/shared';
import { bigOrNull } from '@/lib/amounts';

export const FREQUENCY_LABELS: Record<RecurringBuy['frequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

export const STATUS_LABELS: Record<RecurringBuy['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** "$50.00 of Bitcoin, weekly". */
export function planSummary(plan: RecurringBuy): string {
  return `${formatAmount(plan.amount, 'down')} of ${plan.asset.name}, ${FREQUENCY_LABELS[plan.frequency].toLowerCase()}`;
}

/** Each run is an ordinary buy, so the asset's buy limits apply to the plan's amount. */
export function checkPlanAmount(amountText: string, asset: Asset): string | null {
  if (amountText === '' || toBig(amountText).lte(0)) return 'Enter an amount in AUD';
  const amount = toBig(amountText);
  const minimum = bigOrNull(asset.buyTradeMinimum);
  const maximum = bigOrNull(asset.buyTradeMaximum);
  if (minimum && amount.lt(minimum)) return ORDER_MESSAGES.minimumIs('buy', minimum, FIAT_SYMBOL);
  if (maximum && amount.gt(maximum)) return ORDER_MESSAGES.aboveMaximum;
  return null;
}

/** An empty start date means "now"; anything else must be a real DD/MM/YYYY date. */
export function checkStartDate(date: string): string | null {
  if (date === '' || parseDisplayDate(date)) return null;
  return 'Enter the date as DD/MM/YYYY, e.g. 07/03/2030';
}

/** A date typed in the form (DD/MM/YYYY) as the start of that day in Sydney, or now. */
export function startAtFrom(date: string): string | undefined {
  const day = parseDisplayDate(date);
  if (!day) return undefined;
  const start = startOfSydneyDay(day);
  return start.getTime() <= Date.now() ? undefined : start.toISOString();
}
