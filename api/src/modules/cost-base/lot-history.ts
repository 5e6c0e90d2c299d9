import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  coinTransfersBefore,
  executedTradesBefore,
  type LotScope,
} from './cost-base-repository.js';
import { matchLotsFifo, type FifoResult, type LotEvent } from './fifo.js';
import { tradeEvent, transferEvents } from './lot-events.js';

/**
 * The customer's history before `until` (of one coin, or all) matched first in, first out:
 * the one computation behind the tax report, the holdings' cost base, a coin's parcels and a
 * sale's preview (docs/product/portfolio.md#cost-base). `then` are events after the history,
 * such as a sale being previewed.
 */
export async function lotHistory(
  { db }: Pick<ServiceDeps, 'db'>,
  scope: LotScope,
  then: readonly LotEvent[] = [],
): Promise<FifoResult> {
  const [trades, transfers] = await Promise.all([
    executedTradesBefore(db, scope),
    coinTransfersBefore(db, scope),
  ]);
  return matchLotsFifo([...trades.map(tradeEvent), ...transferEvents(transfers), ...then]);
}
