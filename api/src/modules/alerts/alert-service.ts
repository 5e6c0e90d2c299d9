import {
  formatFiat,
  PRICE_ALERT_LIMIT,
  type priceAlertRequestSchema,
  type PriceAlert,
  type PriceAlertList,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import { alertNotFound, alreadyAcross, coinNotListed, tooManyAlerts } from './alert-errors.js';
import {
  deleteAlert,
  insertAlertWithin,
  selectAlert,
  selectAlerts,
  updateAlert,
  type AlertRow,
  type AlertSetting,
} from './alert-repository.js';

type AlertRequest = z.output<typeof priceAlertRequestSchema>;

function toPriceAlert(row: AlertRow): PriceAlert {
  return {
    alertId: row.alert_id,
    asset: row.symbol,
    condition: row.condition,
    price: row.price,
    percent: row.percent,
    repeat: row.repeat,
    email: row.email,
    active: row.active,
    lastTriggeredAt: row.last_triggered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listAlerts(deps: ServiceDeps, userId: string): Promise<PriceAlertList> {
  const rows = await selectAlerts(deps.db, userId);
  return { alerts: rows.map(toPriceAlert), limit: PRICE_ALERT_LIMIT };
}

/**
 * What the customer asked for, checked against the market: a listed coin, and for a price
 * level one the coin has yet to reach, since an alert tells of a crossing
 * (docs/product/alerts-and-watchlist.md#alerts).
 */
async function settingFor(deps: ServiceDeps, request: AlertRequest): Promise<AlertSetting> {
  const asset = (await listAssetsCached(deps.db)).find(
    (row) => row.type !== 'fiat' && row.symbol.toUpperCase() === request.asset.toUpperCase(),
  );
  if (!asset) throw coinNotListed();
  if (request.condition !== 'move' && request.price !== undefined) {
    const mid = deps.providers.market.quote(asset.asset_id)?.mid;
    const level = new Big(request.price);
    const across = request.condition === 'above' ? mid?.gte(level) : mid?.lte(level);
    if (across) throw alreadyAcross(asset.symbol, request.condition, formatFiat(level, 'half-up'));
  }
  return {
    asset_id: asset.asset_id,
    condition: request.condition,
    price: request.condition === 'move' ? null : (request.price ?? null),
    percent: request.condition === 'move' ? String(request.percent) : null,
    repeat: request.repeat,
    email: request.email,
  };
}

async function alertOf(deps: ServiceDeps, userId: string, alertId: string): Promise<PriceAlert> {
  const row = await selectAlert(deps.db, userId, alertId);
  if (!row) throw alertNotFound();
  return toPriceAlert(row);
}

/** A new alert, within the customer's cap (docs/product/constants.md#lengths-and-counts). */
export async function createAlert(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: AlertRequest },
): Promise<PriceAlert> {
  const setting = await settingFor(deps, request);
  const alertId = await inTransaction(deps, (trx) =>
    insertAlertWithin(trx, userId, PRICE_ALERT_LIMIT, setting),
  );
  if (!alertId) throw tooManyAlerts();
  return alertOf(deps, userId, alertId);
}

/** An alert set anew: waiting again, and armed, whatever it did before. */
export async function replaceAlert(
  deps: ServiceDeps,
  { userId, alertId, request }: { userId: string; alertId: string; request: AlertRequest },
): Promise<PriceAlert> {
  if (!(await selectAlert(deps.db, userId, alertId))) throw alertNotFound();
  const setting = await settingFor(deps, request);
  if (!(await updateAlert(deps.db, userId, alertId, setting))) throw alertNotFound();
  return alertOf(deps, userId, alertId);
}

export async function removeAlert(
  deps: ServiceDeps,
  { userId, alertId }: { userId: string; alertId: string },
): Promise<void> {
  if (!(await deleteAlert(deps.db, userId, alertId))) throw alertNotFound();
}
