import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PriceAlertsTable } from '../../db/schema.js';

export type AlertRow = Selectable<PriceAlertsTable> & { symbol: string };

/** What an alert is set to: the columns a customer chooses. */
export type AlertSetting = Pick<
  Insertable<PriceAlertsTable>,
  'asset_id' | 'condition' | 'price' | 'percent' | 'repeat' | 'email'
>;

/** The customer's alerts, each with its coin's symbol. */
function alertsOf(db: Db, userId: string) {
  return db
    .selectFrom('price_alerts')
    .innerJoin('assets', 'assets.asset_id', 'price_alerts.asset_id')
    .selectAll('price_alerts')
    .select('assets.symbol')
    .where('price_alerts.user_id', '=', userId);
}

/** The customer's alerts, newest first. */
export function selectAlerts(db: Db, userId: string): Promise<AlertRow[]> {
  return alertsOf(db, userId)
    .orderBy('price_alerts.created_at', 'desc')
    .orderBy('price_alerts.alert_id')
    .execute();
}

export function selectAlert(
  db: Db,
  userId: string,
  alertId: string,
): Promise<AlertRow | undefined> {
  return alertsOf(db, userId).where('price_alerts.alert_id', '=', alertId).executeTakeFirst();
}

/**
 * Adds an alert unless the customer already keeps `limit`: the customer's row is locked
 * first, so two requests at once cannot both take the last place. Undefined when full.
 */
export async function insertAlertWithin(
  trx: Db,
  userId: string,
  limit: number,
  setting: AlertSetting,
): Promise<string | undefined> {
  await trx
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  const { n } = await trx
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= limit) return undefined;
  const row = await trx
    .insertInto('price_alerts')
    .values({ user_id: userId, ...setting })
    .returning('alert_id')
    .executeTakeFirstOrThrow();
  return row.alert_id;
}

/** Sets one of the customer's alerts anew, waiting and armed; false when it is not theirs. */
export async function updateAlert(
  db: Db,
  userId: string,
  alertId: string,
  setting: AlertSetting,
): Promise<boolean> {
  const result = await db
    .updateTable('price_alerts')
    .set({ ...setting, active: true, armed: true })
    .where('user_id', '=', userId)
    .where('alert_id', '=', alertId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAlert(db: Db, userId: string, alertId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('price_alerts')
    .where('user_id', '=', userId)
    .where('alert_id', '=', alertId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The coins some waiting alert watches for a 24-hour move. */
export async function selectMoveWatchedAssets(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .select('asset_id')
    .distinct()
    .where('active', '=', true)
    .where('condition', '=', 'move')
    .execute();
  return rows.map((row) => row.asset_id);
}

/** A coin's price now, and its change over 24 hours in percent when some alert needs it. */
export interface TickPrice {
  assetId: string;
  mid: string;
  change: string | null;
}

export interface FiredAlert {
  alert_id: string;
  user_id: string;
  email_to: string | null;
  symbol: string;
  condition: 'above' | 'below' | 'move';
  price: string | null;
  percent: string | null;
  repeat: 'once' | 'every';
  mid: string;
  change: string | null;
}

/**
 * The one statement that moves every waiting alert of active customers with the prices: an
 * armed alert whose condition holds fires (disarmed; a `once` alert stops waiting), a disarmed
 * one whose condition no longer holds re-arms. Rows another instance is moving are skipped
 * (it tells them), and a row changed since this statement began is judged as it now stands:
 * each crossing fires once, however many instances run the tick. Returns the fired alerts.
 */
export async function moveAlertsWithPrices(db: Db, prices: TickPrice[]): Promise<FiredAlert[]> {
  if (prices.length === 0) return [];
  const values = sql.join(
    prices.map(
      (price) => sql`(${price.assetId}::text, ${price.mid}::numeric, ${price.change}::numeric)`,
    ),
  );
  const met = sql`case a.condition
    when 'above' then p.mid >= a.price
    when 'below' then p.mid <= a.price
    else abs(p.change) >= a.percent
  end`;
  const result = await sql<FiredAlert & { met: boolean }>`
    with prices (asset_id, mid, change) as (values ${values}),
    due as (
      select a.alert_id, p.mid, p.change, ${met} as met
      from price_alerts a
      join prices p on p.asset_id = a.asset_id
      join users u on u.user_id = a.user_id and u.status = 'active'
      where a.active and a.armed = ${met}
      for update of a skip locked
    )
    update price_alerts a
    set armed = not due.met,
      active = a.active and not (due.met and a.repeat = 'once'),
      last_triggered_at = case when due.met then now() else a.last_triggered_at end
    from due, assets s, users u
    where a.alert_id = due.alert_id and s.asset_id = a.asset_id and u.user_id = a.user_id
    returning due.met, a.alert_id, a.user_id, case when a.email then u.email end as email_to,
      s.symbol, a.condition, a.price::text as price, a.percent::text as percent, a.repeat,
      due.mid::text as mid, due.change::text as change
  `.execute(db);
  return result.rows.filter((row) => row.met).map(({ met: _met, ...fired }) => fired);
}
