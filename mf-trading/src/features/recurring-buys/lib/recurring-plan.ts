import { formatAmount, ORDER_MESSAGES, toBig, type Asset, type RecurringBuy } from '@wattle/shared';
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
  if (minimum && amount.lt(minimum)) return ORDER_MESSAGES.belowMinimum;
  if (maximum && amount.gt(maximum)) return ORDER_MESSAGES.aboveMaximum;
  return null;
}

/** A date picked in the form (YYYY-MM-DD, local) as the start of that day, or now. */
export function startAtFrom(date: string): string | undefined {
  if (date === '') return undefined;
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return undefined;
  const start = new Date(year, month - 1, day);
  return start.getTime() <= Date.now() ? undefined : start.toISOString();
}
