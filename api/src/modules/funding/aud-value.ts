import { fromSmallestUnits } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { AssetRow } from '../assets/index.js';
import { audUnits } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { ruleRefusal } from './funding-errors.js';

/** What the coins are worth at the bid, rounded up to the cent, in AUD units. */
export function audValueAtBid(
  deps: ServiceDeps,
  asset: AssetRow,
  units: bigint,
  now: Date,
): bigint {
  const quote = deps.providers.market.quote(asset.asset_id, now);
  if (!quote) {
    throw ruleRefusal(
      'withdrawal_reason',
      `No price is available for ${asset.symbol} right now, so the withdrawal cannot be checked against your daily limit. Try again shortly.`,
    );
  }
  const value = fromSmallestUnits(units, asset.precision).times(quote.sell);
  return audUnits(value.round(2, Big.roundUp));
}
