import {
  displayRounding,
  formatCoin,
  formatFiat,
  formatPercent,
  toBig,
  type Asset,
} from '@wattle/shared';
import { SummaryList } from '@/components/summary-list';
import { bigOrNull } from '@/lib/amounts';
import type { Direction } from '@/lib/assets/trade-availability';
import { normaliseAmount } from '@/lib/order/amount-input';
import { estimateBuy, estimateSell, estimateSwap, type Estimate } from '../lib/estimate';

export interface EstimateLinesProps {
  direction: Direction;
  amount: string;
  asset: Asset;
  target: Asset | null;
  /** Null until the trade settings arrive. */
  feePercentage: string | null;
  /**
   * False when the typed amount fails a pre-order check: an estimate for an amount that cannot
   * be bought ("≈ 4,407 SOL, fee $5,964") misleads, so none is shown.
   */
  orderable: boolean;
}

function estimateFor({ direction, amount, asset, target, feePercentage }: EstimateLinesProps) {
  const typed = toBig(normaliseAmount(amount));
  if (feePercentage === null) return null;
  const buyPrice = bigOrNull(asset.buyPrice);
  const sellPrice = bigOrNull(asset.sellPrice);
  if (direction === 'buy') return buyPrice ? estimateBuy(typed, buyPrice, feePercentage) : null;
  if (direction === 'sell') return sellPrice ? estimateSell(typed, sellPrice, feePercentage) : null;
  const targetPrice = bigOrNull(target?.buyPrice);
  return sellPrice && targetPrice
    ? estimateSwap(typed, sellPrice, targetPrice, feePercentage)
    : null;
}

function receiveText(props: EstimateLinesProps, estimate: Estimate) {
  if (props.direction === 'sell') return `≈ ${formatFiat(estimate.receive, 'down')}`;
  const symbol = props.direction === 'buy' ? props.asset.symbol : (props.target?.symbol ?? '');
  return `≈ ${formatCoin(estimate.receive, symbol, displayRounding('crypto', 'buy'))}`;
}

/** Nothing typed yet, or only zeros: there is nothing to estimate, and nothing is said. */
function nothingTyped(amount: string): boolean {
  return toBig(normaliseAmount(amount)).eq(0);
}

/**
 * The estimated amount received (after the fee when selling) and the fee line. An empty form,
 * or an amount the field already says cannot be ordered, shows no lines at all
 * (docs/product/trading.md#trade-dialog); "Unavailable" is left for a price that is missing.
 */
export function EstimateLines(props: EstimateLinesProps) {
  if (nothingTyped(props.amount) || !props.orderable) return null;
  const estimate = estimateFor(props);
  const fee = props.feePercentage === null ? '' : ` (${formatPercent(props.feePercentage)})`;
  return (
    <SummaryList
      label="Estimate"
      rows={[
        {
          label: props.direction === 'sell' ? 'You receive (after fee)' : 'You receive',
          value: estimate ? receiveText(props, estimate) : 'Unavailable',
        },
        {
          label: `Estimated fee${fee}`,
          value: estimate ? formatFiat(estimate.fee, displayRounding('fee', 'buy')) : 'Unavailable',
        },
      ]}
    />
  );
}
