import type { IdentityMatch, IdentityMatchDecision } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { writeAudit, type Actor } from '../../audit/index.js';
import { findMatchForUpdate, listMatches, resolveMatch } from './identity-match-repository.js';
import { settleReview } from './kyc-service.js';

const LIST_LIMIT = 200;

/** Support's list of accounts that look like one person, newest first. */
export async function identityMatchesForStaff(deps: ServiceDeps): Promise<IdentityMatch[]> {
  const rows = await listMatches(deps.db, LIST_LIMIT);
  return rows.map((row) => ({
    matchId: row.match_id,
    kind: row.kind,
    status: row.status,
    userId: row.user_id,
    email: row.email,
    otherUserId: row.other_user_id,
    otherEmail: row.other_email,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * Support decides whether two matching accounts are one person (audited). Different people
 * lets referral bonuses flow between them again; a name and date-of-birth match also settles
 * the newer account's identity check (docs/product/identity.md#one-person-one-account).
 */
export async function decideMatch(
  deps: ServiceDeps,
  { actor, matchId, request }: { actor: Actor; matchId: string; request: IdentityMatchDecision },
): Promise<void> {
  await inTransaction(deps, async (trx) => {
    const match = await findMatchForUpdate(trx, matchId);
    if (!match) throw notFound('That match');
    const decided = await resolveMatch(trx, matchId, {
      status: request.decision,
      resolvedBy: actor.actorId,
      note: request.note,
    });
    if (!decided) throw conflict('This match was already decided.', 'MatchDecided');
    await writeAudit(trx, {
      ...actor,
      subjectUserId: match.user_id,
      action: `identity_match.${request.decision}`,
      details: { matchId, kind: match.kind, otherUserId: match.other_user_id, note: request.note },
    });
    if (match.kind === 'name_dob') {
      await settleReview(withDb(deps, trx), {
        userId: match.user_id,
        samePerson: request.decision === 'same_person',
        pep: match.pep_result ?? 'not_found',
      });
    }
  });
}
