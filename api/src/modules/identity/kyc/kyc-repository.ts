import type { Insertable, Kysely } from 'kysely';
import type { Database, KycApplicationsTable, KycSubmissionsTable } from '../../../db/schema.js';

export function findApplication(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('kyc_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One application per person: a new address starts it over. */
export function saveApplication(
  db: Kysely<Database>,
  application: Omit<Insertable<KycApplicationsTable>, 'status' | 'rejection_reason'>,
) {
  const fresh = {
    ...application,
    status: 'address_submitted' as const,
    rejection_reason: null,
    updated_at: new Date(),
  };
  return db
    .insertInto('kyc_applications')
    .values(fresh)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fresh))
    .execute();
}

export function recordOutcome(
  db: Kysely<Database>,
  userId: string,
  outcome: {
    identityType: KycApplicationsTable['identity_type'];
    status: 'verified' | 'in_review' | 'rejected';
    rejectionReason: string | null;
  },
) {
  return db
    .updateTable('kyc_applications')
    .set({
      identity_type: outcome.identityType,
      status: outcome.status,
      rejection_reason: outcome.rejectionReason,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

export function insertSubmission(db: Kysely<Database>, row: Insertable<KycSubmissionsTable>) {
  return db.insertInto('kyc_submissions').values(row).execute();
}

export function listSubmissions(db: Kysely<Database>, userId: string, limit = 10) {
  return db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
