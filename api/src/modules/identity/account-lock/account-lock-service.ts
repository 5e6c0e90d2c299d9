import { inTransaction } from '../../../db/transaction.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { revokeEveryKeyOf } from '../../api-keys/index.js';
import { writeAudit } from '../../audit/index.js';
import { notify } from '../../notifications/index.js';
import { addSuspension } from '../accounts/index.js';
import { spendLockLink } from '../security-hold/index.js';
import { endUserSessions } from '../sessions/index.js';

export const LOCK_REASON = 'Locked by the account holder from a security e-mail';

/**
 * The owner's "it was not me": spends the link, suspends both withdrawal permissions until
 * support restores them, ends every session (sockets too), revokes every API key and writes the
 * audit line, in one transaction.
 */
export async function lockAccount(
  deps: ServiceDeps,
  { token, ip }: { token: string; ip: string | null },
) {
  await inTransaction(deps, async (trx) => {
    const { userId, change } = await spendLockLink(withDb(deps, trx), token);
    for (const permission of ['WITHDRAW_FIAT', 'WITHDRAW_CRYPTO'] as const) {
      await addSuspension(trx, { userId, permission, reason: LOCK_REASON, actorId: userId });
    }
    await endUserSessions(withDb(deps, trx), userId);
    const apiKeysRevoked = await revokeEveryKeyOf(trx, userId, new Date());
    await writeAudit(trx, {
      actorId: userId,
      ip,
      userAgent: null,
      subjectUserId: userId,
      action: 'account.locked',
      details: { after: change, apiKeysRevoked },
    });
    const keys =
      apiKeysRevoked === 0
        ? ''
        : ` and your ${apiKeysRevoked === 1 ? 'API key was' : `${apiKeysRevoked} API keys were`} revoked`;
    await notify(withDb(deps, trx), {
      userId,
      title: 'Account locked',
      message: `You locked your account from a security e-mail: withdrawals are stopped, every device was signed out${keys}. Contact Wattle support to unlock it.`,
      type: 'warning',
      topics: ['permissions'],
    });
  });
  return { locked: true as const };
}
