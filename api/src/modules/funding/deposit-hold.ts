import type { DepositHoldReason, PermissionType } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { permissionsFor } from '../identity/accounts/index.js';

/**
 * The one deposit permission: it covers AUD (bank transfer, PayID) and coins alike, so
 * suspending it holds every deposit (docs/decisions/deposit-hold.md).
 */
export const DEPOSIT_PERMISSION: PermissionType = 'DEPOSIT_FIAT';

/** What a customer reads about a deposit on hold: why, and that nothing is lost. */
export const HOLD_EXPLANATIONS: Record<DepositHoldReason, string> = {
  deposits_paused:
    'Deposits are paused on your account, so this money is on hold and not in your balance yet. It is safe: Wattle support will add it to your balance or send it back to where it came from. Contact support to find out more.',
  sender_flagged:
    'The sending address failed our compliance screening, so these coins are on hold and not in your balance. They are safe: Wattle support will contact you, then add them to your balance or send them back.',
};

/**
 * Why a deposit arriving now must be held, or null when it can be credited. Every deposit,
 * whatever its method, goes through this: money is never refused once it has arrived (coins on
 * a chain cannot be), only held until support releases or returns it.
 */
export async function holdReasonFor(
  deps: ServiceDeps,
  { userId, senderFlagged }: { userId: string; senderFlagged: boolean },
): Promise<DepositHoldReason | null> {
  if (senderFlagged) return 'sender_flagged';
  const permissions = await permissionsFor(deps, userId);
  return permissions.includes(DEPOSIT_PERMISSION) ? null : 'deposits_paused';
}

/** What the history says of a deposit on hold, or of one sent back; null for any other. */
export function holdNote(row: {
  status: string;
  hold_reason: DepositHoldReason | null;
}): string | null {
  if (row.status === 'held' && row.hold_reason) return HOLD_EXPLANATIONS[row.hold_reason];
  if (row.status === 'returned') {
    return 'This deposit was on hold, and Wattle support sent it back to where it came from.';
  }
  return null;
}
