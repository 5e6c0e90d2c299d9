import Big from 'big.js';
import { inTransaction, whenCommitted } from '../../db/transaction.js';
import { runInBackground } from '../../lib/background-task.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import type { PriceTick, PriceTickHandler } from '../market/index.js';
import { notifyEach } from '../notifications/index.js';
import { alertEmail, alertNotice } from './alert-messages.js';
import {
  moveAlertsWithPrices,
  selectMoveWatchedAssets,
  type TickPrice,
} from './alert-repository.js';

/**
 * A coin's move over 24 hours in percent: the price now against the opening of the day's
 * first 15-minute candle, the walk as charts draw it.
 */
async function dayChange(deps: ServiceDeps, tick: PriceTick, assetId: string) {
  const mid = tick.quotes.get(assetId)?.mid;
  const [first] = await deps.providers.market.candles(assetId, '24h', tick.at);
  if (!mid || !first || first.open.lte(0)) return null;
  return mid.minus(first.open).div(first.open).times(100).round(4, Big.roundHalfUp).toFixed();
}

async function tickPrices(deps: ServiceDeps, tick: PriceTick): Promise<TickPrice[]> {
  const moveWatched = new Set(await selectMoveWatchedAssets(deps.db));
  const prices: TickPrice[] = [];
  for (const [assetId, quote] of tick.quotes) {
    const change = moveWatched.has(assetId) ? await dayChange(deps, tick, assetId) : null;
    prices.push({ assetId, mid: quote.mid.toFixed(), change });
  }
  return prices;
}

/**
 * Moves every waiting alert with the tick's prices, and tells each customer whose alert fired:
 * the notification is written in the transaction that fired the alert (both or neither), and
 * the push and the e-mail go out once it commits
 * (docs/product/alerts-and-watchlist.md#when-an-alert-fires).
 */
export async function checkAlerts(deps: ServiceDeps, tick: PriceTick): Promise<number> {
  const prices = await tickPrices(deps, tick);
  return inTransaction(deps, async (trx) => {
    const fired = await moveAlertsWithPrices(trx, prices);
    await notifyEach(
      withDb(deps, trx),
      fired.map((alert) => ({
        userId: alert.user_id,
        ...alertNotice(alert),
        type: 'info' as const,
        topics: ['alerts' as const],
      })),
    );
    for (const alert of fired) {
      const to = alert.email_to;
      if (!to) continue;
      // A background task, so closing the app (and a test reading the outbox) waits for it.
      whenCommitted(trx, () =>
        runInBackground(deps, 'price alert e-mail', () =>
          sendEmailBestEffort(deps, alertEmail(to, alert)),
        ),
      );
    }
    return fired.length;
  });
}

/** The price-tick handler that sends price alerts (wired in api/src/plugins/jobs.ts). */
export const priceAlertsOnTick: PriceTickHandler = { name: 'price alerts', handle: checkAlerts };
