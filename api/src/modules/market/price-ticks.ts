import type { ServiceDeps } from '../../lib/service-deps.js';
import type { MarketQuote } from '../../providers/market/market-data-provider.js';
import { listAssetsCached } from '../assets/index.js';
import { loadPriceMoves } from './price-move-service.js';

/** The market's prices at one moment: every listed coin that has a price, by asset id. */
export interface PriceTick {
  at: Date;
  /** The market's price version (a new one means some price may have moved). */
  version: string;
  quotes: ReadonlyMap<string, MarketQuote>;
}

/** Work that follows the prices: filling orders whose limit was crossed, sending alerts. */
export interface PriceTickHandler {
  name: string;
  handle: (deps: ServiceDeps, tick: PriceTick) => Promise<unknown>;
}

/** The prices now, for every listed coin that has one. */
export async function currentTick(deps: ServiceDeps, at = new Date()): Promise<PriceTick> {
  const { market } = deps.providers;
  const quotes = new Map<string, MarketQuote>();
  for (const asset of await listAssetsCached(deps.db, at)) {
    if (asset.type === 'fiat') continue;
    const quote = market.quote(asset.asset_id, at);
    if (quote) quotes.set(asset.asset_id, quote);
  }
  return { at, version: market.priceVersion(at), quotes };
}

/**
 * The price-tick job of one API instance: on every poll it reads the sandbox moves (so every
 * instance quotes the same moved prices), and when the market's price version has changed
 * since a handler last ran — and on the first poll after a start, so nothing crossed while the
 * API was down is missed — runs that handler with the prices now. Handlers run one after the
 * other; one that fails is logged and runs again at the next poll, with the others unaffected.
 * Every handler must be safe to run on several instances at once (claim in one statement).
 */
export function priceTickJob(handlers: readonly PriceTickHandler[]) {
  const handledVersion = new Map<string, string>();
  return async (deps: ServiceDeps): Promise<void> => {
    await loadPriceMoves(deps);
    const version = deps.providers.market.priceVersion(new Date());
    const due = handlers.filter((handler) => handledVersion.get(handler.name) !== version);
    if (due.length === 0) return;
    const tick = await currentTick(deps);
    for (const handler of due) {
      try {
        await handler.handle(deps, tick);
        handledVersion.set(handler.name, tick.version);
      } catch (error) {
        deps.log.error({ err: error, handler: handler.name }, 'price tick handler failed');
      }
    }
  };
}
