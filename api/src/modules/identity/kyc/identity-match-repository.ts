import type { Db } from '../../../db/database.js';
import type { IdentityMatchesTable } from '../../../db/schema.js';

/** Another customer on whom this mobile number is already verified, if any. */
export function findOtherPhoneHolder(db: Db, phoneNumber: string, userId: string) {
  return db
    .selectFrom('users')
    .select('user_id')
    .where('phone_number', '=', phoneNumber)
    .where('phone_verified', '=', true)
    .where('role', '=', 'user')
    .where('user_id', '<>', userId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/** Records that `userId` looks like `otherUserId`; once per pair and kind. */
export async function insertMatch(
  db: Db,
  match: { userId: string; otherUserId: string; kind: IdentityMatchesTable['kind'] },
): Promise<void> {
  await db
    .insertInto('identity_matches')
    .values({ user_id: match.userId, other_user_id: match.otherUserId, kind: match.kind })
    .onConflict((oc) => oc.columns(['user_id', 'other_user_id', 'kind']).doNothing())
    .execute();
}

/** Every recorded match with both accounts' e-mails, newest first. */
export function listMatches(db: Db, limit: number) {
  return db
    .selectFrom('identity_matches as m')
    .innerJoin('users as a', 'a.user_id', 'm.user_id')
    .innerJoin('users as b', 'b.user_id', 'm.other_user_id')
    .select([
      'm.match_id',
      'm.kind',
      'm.status',
      'm.user_id',
      'a.email',
      'm.other_user_id',
      'b.email as other_email',
      'm.created_at',
    ])
    .orderBy('m.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The database's key for identity fingerprints (migration 0031 made it; it never changes). */
export async function fingerprintKey(db: Db): Promise<Uint8Array> {
  const row = await db
    .selectFrom('server_keys')
    .select('key')
    .where('purpose', '=', 'identity_fingerprints')
    .executeTakeFirstOrThrow();
  return row.key;
}

/**
 * Keeps a document's fingerprint for `userId` unless another account holds it: the unique
 * index decides, so two accounts sending one document at once cannot both win. Answers the
 * account that holds it afterwards.
 */
export async function claimDocument(
  db: Db,
  claim: { userId: string; kind: 'passport' | 'licence'; fingerprint: string },
): Promise<string> {
  await db
    .insertInto('identity_fingerprints')
    .values({ user_id: claim.userId, kind: claim.kind, fingerprint: claim.fingerprint })
    .onConflict((oc) =>
      oc.columns(['kind', 'fingerprint']).where('kind', '<>', 'name_dob').doNothing(),
    )
    .execute();
  const holder = await db
    .selectFrom('identity_fingerprints')
    .select('user_id')
    .where('kind', '=', claim.kind)
    .where('fingerprint', '=', claim.fingerprint)
    .executeTakeFirstOrThrow();
  return holder.user_id;
}

/** Keeps the person's name and date of birth; answers the other accounts that share them. */
export async function claimPerson(
  db: Db,
  claim: { userId: string; fingerprint: string },
): Promise<string[]> {
  await db
    .insertInto('identity_fingerprints')
    .values({ user_id: claim.userId, kind: 'name_dob', fingerprint: claim.fingerprint })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'fingerprint']).doNothing())
    .execute();
  const others = await db
    .selectFrom('identity_fingerprints')
    .innerJoin('users', 'users.user_id', 'identity_fingerprints.user_id')
    .select('identity_fingerprints.user_id')
    .where('kind', '=', 'name_dob')
    .where('fingerprint', '=', claim.fingerprint)
    .where('identity_fingerprints.user_id', '<>', claim.userId)
    .where('users.role', '=', 'user')
    .execute();
  return others.map((row) => row.user_id);
}

/** A name and date-of-birth match waiting for staff, with what the provider said of PEP. */
export async function insertReviewMatch(
  db: Db,
  match: { userId: string; otherUserId: string; pep: 'found' | 'not_found' },
): Promise<void> {
  await db
    .insertInto('identity_matches')
    .values({
      user_id: match.userId,
      other_user_id: match.otherUserId,
      kind: 'name_dob',
      pep_result: match.pep,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'other_user_id', 'kind'])
        .doUpdateSet({ status: 'open', pep_result: match.pep, resolved_at: null }),
    )
    .execute();
}

export function findMatchForUpdate(db: Db, matchId: string) {
  return db
    .selectFrom('identity_matches')
    .selectAll()
    .where('match_id', '=', matchId)
    .forUpdate()
    .executeTakeFirst();
}

/** Staff's decision on an open match; false when it was already decided. */
export async function resolveMatch(
  db: Db,
  matchId: string,
  decision: {
    status: 'same_person' | 'different_people';
    resolvedBy: string;
    note: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('identity_matches')
    .set({
      status: decision.status,
      resolved_at: new Date(),
      resolved_by: decision.resolvedBy,
      resolution_note: decision.note,
    })
    .where('match_id', '=', matchId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Name and date-of-birth matches of `userId` still open: its KYC waits while any are. */
export async function openReviewMatches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('identity_matches')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'name_dob')
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/** The keyed fingerprints of an account's verified identity: its documents, name and birth. */
export function fingerprintsOf(db: Db, userId: string) {
  return db
    .selectFrom('identity_fingerprints')
    .select(['kind', 'fingerprint'])
    .where('user_id', '=', userId)
    .execute();
}
