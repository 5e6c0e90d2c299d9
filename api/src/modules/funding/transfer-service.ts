import type { Transfer } from '@wattle/shared/contracts';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/secure-token.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { toTransfer } from './transfer-mapper.js';
import { findTransfer, listTransfers } from './transfer-repository.js';

/** The person's deposits and withdrawals, newest first. */
export async function transfersOf(deps: ServiceDeps, userId: string): Promise<Transfer[]> {
  return (await listTransfers(deps.db, userId)).map(toTransfer);
}

/** One of the person's deposits or withdrawals; another's is simply not found. */
export async function transferOf(
  deps: ServiceDeps,
  { userId, transferId }: { userId: string; transferId: string },
): Promise<Transfer> {
  const row = isUuid(transferId) ? await findTransfer(deps.db, userId, transferId) : undefined;
  if (!row) throw notFound('That transfer');
  return toTransfer(row);
}
