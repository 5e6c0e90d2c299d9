import type { WithdrawalRules, WithdrawalRulesUpdate } from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { Db } from '../../db/database.js';
import { writeAudit, type Actor } from '../audit/index.js';
import {
  selectWithdrawalRules,
  updateWithdrawalRules,
  type WithdrawalRulesValues,
} from './withdrawal-rules-repository.js';

export type { WithdrawalRulesValues };

/** The withdrawal rules as they stand now; `lock` holds them until the transaction ends. */
export function readWithdrawalRules(
  db: Db,
  options: { lock?: boolean } = {},
): Promise<WithdrawalRulesValues> {
  return selectWithdrawalRules(db, options);
}

export const toWithdrawalRules = (values: WithdrawalRulesValues): WithdrawalRules => ({
  dailyWithdrawalLimitAud: values.dailyLimitAud.toFixed(),
  withdrawAccountCooldownHours: values.cooldownHours,
  securityHoldHours: values.securityHoldHours,
});

export async function currentWithdrawalRules(deps: ServiceDeps): Promise<WithdrawalRules> {
  return toWithdrawalRules(await readWithdrawalRules(deps.db));
}

/** Admin: changes either rule; the audit line keeps both rules before and after. */
export async function changeWithdrawalRules(
  deps: ServiceDeps,
  { actor, update }: { actor: Actor; update: WithdrawalRulesUpdate },
): Promise<WithdrawalRules> {
  return inTransaction(deps, async (trx) => {
    // The row lock orders two admins' changes, so each audit line's "before" is what it replaced.
    const before = toWithdrawalRules(await readWithdrawalRules(trx, { lock: true }));
    await updateWithdrawalRules(
      trx,
      {
        dailyLimitAud: update.dailyWithdrawalLimitAud,
        cooldownHours: update.withdrawAccountCooldownHours,
        securityHoldHours: update.securityHoldHours,
      },
      actor.actorId,
    );
    const after = toWithdrawalRules(await readWithdrawalRules(trx));
    await writeAudit(trx, {
      ...actor,
      subjectUserId: null,
      action: 'withdrawal_rules.update',
      details: { before, after },
    });
    return after;
  });
}
