import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  AssetsTable,
  TravelRuleDestinationsTable,
  TravelRuleRecordsTable,
} from '../../db/schema.js';

/** One customer's destination: a coin sent to an address. */
interface DestinationKey {
  userId: string;
  assetId: string;
  address: string;
}

/** The rows, destinations or records, of one destination. */
const ofDestination = (key: DestinationKey) => ({
  user_id: key.userId,
  asset_id: key.assetId,
  address: key.address,
});

/** A destination that is the customer's own self-hosted wallet, not proven yet. */
const UNPROVEN_OWN_WALLET = { owner: 'self', wallet_kind: 'self_hosted', proof: null } as const;

/** An outgoing record no withdrawal has used yet. */
const UNUSED_OUTGOING = { direction: 'outgoing', estimate_signature: null } as const;

export type DestinationRow = Selectable<TravelRuleDestinationsTable>;
export type RecordRow = Selectable<TravelRuleRecordsTable> & {
  symbol: string;
  precision: number;
  /** The withdrawal or deposit the record belongs to, once there is one. */
  payment_transfer_id: string | null;
};
export type CoinRow = Pick<
  Selectable<AssetsTable>,
  'asset_id' | 'symbol' | 'name' | 'chain' | 'precision' | 'decimals' | 'type'
>;

/** A coin by id or symbol, as the customer names it. */
export function findCoin(db: Db, code: string): Promise<CoinRow | undefined> {
  const lower = code.trim().toLowerCase();
  return db
    .selectFrom('assets')
    .select(['asset_id', 'symbol', 'name', 'chain', 'precision', 'decimals', 'type'])
    .where((eb) => eb.or([eb('asset_id', '=', lower), eb(eb.fn('lower', ['symbol']), '=', lower)]))
    .orderBy('asset_id')
    .executeTakeFirst();
}

export interface Originator {
  first_name: string;
  last_name: string;
  street_address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}

/** The customer's legal name and, once they applied for verification, their address. */
export function findOriginator(db: Db, userId: string): Promise<Originator | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('kyc_applications', 'kyc_applications.user_id', 'users.user_id')
    .select([
      'users.first_name',
      'users.last_name',
      'kyc_applications.street_address',
      'kyc_applications.suburb',
      'kyc_applications.state',
      'kyc_applications.postcode',
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
}

export function findDestination(db: Db, key: DestinationKey): Promise<DestinationRow | undefined> {
  return db
    .selectFrom('travel_rule_destinations')
    .selectAll()
    .where((eb) => eb.and(ofDestination(key)))
    .executeTakeFirst();
}

export function listDestinations(db: Db, userId: string) {
  return db
    .selectFrom('travel_rule_destinations')
    .innerJoin('assets', 'assets.asset_id', 'travel_rule_destinations.asset_id')
    .selectAll('travel_rule_destinations')
    .select('assets.symbol')
    .where('travel_rule_destinations.user_id', '=', userId)
    .orderBy('travel_rule_destinations.updated_at', 'desc')
    .limit(500)
    .execute();
}

type Answers = Pick<
  Insertable<TravelRuleDestinationsTable>,
  'owner' | 'wallet_kind' | 'exchange' | 'exchange_name' | 'beneficiary_name'
>;

/**
 * Saves the answers for a destination. Proof of a self-hosted wallet stays while the answers
 * still say it is the customer's own self-hosted wallet; any other answer drops it.
 */
export function saveDestination(
  db: Db,
  row: { user_id: string; asset_id: string; address: string } & Answers,
): Promise<DestinationRow> {
  const stillOwn = sql<boolean>`excluded.owner = 'self' and excluded.wallet_kind = 'self_hosted'`;
  return db
    .insertInto('travel_rule_destinations')
    .values({ ...row, updated_at: new Date() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'asset_id', 'address']).doUpdateSet({
        owner: (eb) => eb.ref('excluded.owner'),
        wallet_kind: (eb) => eb.ref('excluded.wallet_kind'),
        exchange: (eb) => eb.ref('excluded.exchange'),
        exchange_name: (eb) => eb.ref('excluded.exchange_name'),
        beneficiary_name: (eb) => eb.ref('excluded.beneficiary_name'),
        proof: sql`case when ${stillOwn} then travel_rule_destinations.proof end`,
        proven_at: sql`case when ${stillOwn} then travel_rule_destinations.proven_at end`,
        updated_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveChallenge(
  db: Db,
  key: DestinationKey,
  challenge: { text: string; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('travel_rule_destinations')
    .set({ challenge: challenge.text, challenge_expires_at: challenge.expiresAt })
    .where((eb) => eb.and(ofDestination(key)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the customer's own self-hosted wallet proven; the challenge is used up. */
export async function markProven(
  db: Db,
  key: DestinationKey,
  proof: 'signature' | 'test_deposit',
): Promise<boolean> {
  const result = await db
    .updateTable('travel_rule_destinations')
    .set({ proof, proven_at: new Date(), challenge: null, challenge_expires_at: null })
    .where((eb) => eb.and({ ...ofDestination(key), ...UNPROVEN_OWN_WALLET }))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function insertRecord(db: Db, row: Insertable<TravelRuleRecordsTable>) {
  return db
    .insertInto('travel_rule_records')
    .values(row)
    .returning('record_id')
    .executeTakeFirstOrThrow();
}

/** Records with their coin and the transfer they belong to (a withdrawal's by its estimate). */
function records(db: Db) {
  return db
    .selectFrom('travel_rule_records as r')
    .innerJoin('assets', 'assets.asset_id', 'r.asset_id')
    .leftJoin('transfers as w', 'w.estimate_signature', 'r.estimate_signature')
    .selectAll('r')
    .select(['assets.symbol', 'assets.precision'])
    .select((eb) => eb.fn.coalesce('r.transfer_id', 'w.transfer_id').as('payment_transfer_id'));
}

export function findRecord(db: Db, recordId: string): Promise<RecordRow | undefined> {
  return records(db).where('r.record_id', '=', recordId).executeTakeFirst();
}

export function listRecordsOf(db: Db, userId: string, limit: number): Promise<RecordRow[]> {
  return records(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The record of one of the customer's withdrawals or deposits. */
export function findRecordOfTransfer(
  db: Db,
  userId: string,
  transferId: string,
): Promise<RecordRow | undefined> {
  return records(db)
    .where('r.user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('r.transfer_id', '=', transferId), eb('w.transfer_id', '=', transferId)]),
    )
    .executeTakeFirst();
}

/** Cases waiting for support: oldest first. */
export function listOpenCases(db: Db, limit: number): Promise<RecordRow[]> {
  return records(db)
    .where('r.resolution', 'is', null)
    .where('r.status', 'in', ['name_mismatch', 'unreachable', 'missing_originator'])
    .orderBy('r.created_at')
    .limit(limit)
    .execute();
}

/** Every record made in [from, to), oldest first: what the staff export holds. */
export function listRecordsBetween(
  db: Db,
  range: { from: Date; to: Date },
  limit: number,
): Promise<RecordRow[]> {
  return records(db)
    .where('r.created_at', '>=', range.from)
    .where('r.created_at', '<', range.to)
    .orderBy('r.created_at')
    .limit(limit)
    .execute();
}

/**
 * A cleared outgoing record for this destination that no withdrawal has used yet and that is
 * still good; locked for the withdrawal that claims it.
 */
export function findClearance(db: Db, key: DestinationKey, now: Date, { lock }: { lock: boolean }) {
  const query = db
    .selectFrom('travel_rule_records')
    .selectAll()
    .where((eb) => eb.and({ ...ofDestination(key), ...UNUSED_OUTGOING }))
    .where('cleared_until', '>', now)
    .orderBy('created_at', 'desc');
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The latest unused outgoing record for a destination, whatever its state. */
export function findLatestUnused(db: Db, key: DestinationKey) {
  return db
    .selectFrom('travel_rule_records')
    .selectAll()
    .where((eb) => eb.and({ ...ofDestination(key), ...UNUSED_OUTGOING }))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Ties a cleared record to the withdrawal that uses it, with what actually leaves. */
export async function claimRecord(
  db: Db,
  recordId: string,
  claim: { estimateSignature: string; amount: bigint },
): Promise<void> {
  await db
    .updateTable('travel_rule_records')
    .set({ estimate_signature: claim.estimateSignature, amount: claim.amount, cleared_until: null })
    .where('record_id', '=', recordId)
    .execute();
}

/** support_lv2's decision on an open case; false when it was decided already. */
export async function resolveRecord(
  db: Db,
  recordId: string,
  decision: {
    resolution: 'approved' | 'refused';
    resolvedBy: string;
    reason: string;
    clearedUntil: Date | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('travel_rule_records')
    .set({
      resolution: decision.resolution,
      resolved_by: decision.resolvedBy,
      resolution_reason: decision.reason,
      resolved_at: new Date(),
      cleared_until: decision.clearedUntil,
    })
    .where('record_id', '=', recordId)
    .where('resolution', 'is', null)
    .where('status', 'in', ['name_mismatch', 'unreachable', 'missing_originator'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The customer's self-hosted wallets still waiting for a test deposit, for one coin. */
export function findUnprovenOwnWallet(db: Db, key: DestinationKey) {
  return db
    .selectFrom('travel_rule_destinations')
    .select('address')
    .where((eb) => eb.and({ ...ofDestination(key), ...UNPROVEN_OWN_WALLET }))
    .executeTakeFirst();
}
