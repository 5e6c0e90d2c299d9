import type { SecurityHold } from '@wattle/shared/contracts';
import type { SecurityChangesTable } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { describeMoment } from '../../../lib/describe-moment.js';
import { linkTo, sendEmailBestEffort } from '../../../lib/email-delivery.js';
import { newLinkToken, sha256Hex } from '../../../lib/secure-token.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { lockLinkInvalid, securityHoldInForce } from './security-hold-errors.js';
import { securityChangeEmail } from './security-hold-messages.js';
import {
  insertSecurityChange,
  lockUnsentChanges,
  markNotified,
  selectCurrentHold,
  selectHoldHours,
  spendLockToken,
} from './security-hold-repository.js';

export type SecurityChangeKind = SecurityChangesTable['kind'];

/** A lock link works this long after it was sent. */
export const LOCK_LINK_DAYS = 7;
const NOTICES_PER_RUN = 50;

/**
 * Records a password, e-mail, phone, two-factor or trusted-contact change and starts its
 * security hold (docs/product/funding.md#security-hold). Call it with the transaction that
 * makes the change: the hold exists exactly when the change does. The e-mail follows from the
 * notices job, to `notifyEmail` when given (the old address, after an e-mail change), else to
 * the account's address.
 */
export async function recordSecurityChange(
  deps: ServiceDeps,
  {
    userId,
    kind,
    notifyEmail = null,
  }: { userId: string; kind: SecurityChangeKind; notifyEmail?: string | null },
): Promise<void> {
  const hours = await selectHoldHours(deps.db);
  const holdUntil = new Date(Date.now() + hours * 3_600_000);
  await insertSecurityChange(deps.db, { userId, kind, holdUntil, notifyEmail });
}

/** How many hours a security change holds crypto withdrawals and new destinations. */
export function securityHoldHours(deps: ServiceDeps): Promise<number> {
  return selectHoldHours(deps.db);
}

/** The security hold in force now, if any: the latest end of every recent change's. */
export async function securityHoldOf(
  deps: ServiceDeps,
  userId: string,
): Promise<SecurityHold | null> {
  const hold = await selectCurrentHold(deps.db, userId, new Date());
  return hold ? { until: hold.hold_until.toISOString(), change: hold.kind } : null;
}

/** Refuses what a security hold stops: a crypto withdrawal, or a new destination. */
export async function assertNoSecurityHold(
  deps: ServiceDeps,
  { userId, action }: { userId: string; action: string },
): Promise<void> {
  const hold = await selectCurrentHold(deps.db, userId, new Date());
  if (!hold) return;
  throw securityHoldInForce(action, describeMoment(hold.hold_until));
}

/**
 * E-mails every change not yet told, each with its own one-time lock link (only the link's
 * hash is kept). Each change is marked told in a transaction holding its row, so it is told
 * once across API instances; the e-mails go once that commits.
 */
export async function sendSecurityChangeNotices(
  deps: ServiceDeps,
  appUrl: string,
): Promise<number> {
  const messages = await inTransaction(deps, async (trx) => {
    const changes = await lockUnsentChanges(trx, NOTICES_PER_RUN);
    const composed = [];
    for (const change of changes) {
      const token = newLinkToken();
      await markNotified(trx, change.change_id, sha256Hex(token));
      composed.push(
        securityChangeEmail(change.notify_email ?? change.email, {
          kind: change.kind,
          holdEnds: describeMoment(change.hold_until),
          lockLink: linkTo(appUrl, '/lock-account', token),
        }),
      );
    }
    return composed;
  });
  for (const message of messages) await sendEmailBestEffort(deps, message);
  return messages.length;
}

/**
 * Spends a lock link from a security e-mail once, if it is at most LOCK_LINK_DAYS old: whose
 * account it locks and what change it was sent for. Call it inside the lock's transaction.
 */
export async function spendLockLink(deps: ServiceDeps, token: string) {
  const sentAfter = new Date(Date.now() - LOCK_LINK_DAYS * 86_400_000);
  const spent = await spendLockToken(deps.db, sha256Hex(token), sentAfter);
  if (!spent) throw lockLinkInvalid();
  return { userId: spent.user_id, change: spent.kind };
}
