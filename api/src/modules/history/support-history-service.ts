import type { HistoryPageQuery, Trade, Transaction } from '@wattle/shared/contracts';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { findCustomer } from '../support/index.js';
import { tradeHistory, transactionHistory } from './trade-history-service.js';

export const HISTORY_READ_ACTION = 'history.read';

/** A staff member reading one page of one customer's history. */
interface SupportRead {
  actor: Actor;
  userId: string;
  page: HistoryPageQuery;
}

/**
 * Reads one customer's history for support staff, then records who read what: the answer is
 * sent only once the audit entry is written. Staff accounts are not customers (404).
 */
async function audited<T>(
  deps: ServiceDeps,
  { actor, userId, page }: SupportRead,
  view: string,
  read: () => Promise<T[]>,
): Promise<T[]> {
  if (!(await findCustomer(deps.db, userId))) throw notFound('That customer');
  const items = await read();
  await writeAudit(deps.db, {
    ...actor,
    subjectUserId: userId,
    action: HISTORY_READ_ACTION,
    details: { view, limit: page.limit, before: page.before ?? null, items: items.length },
  });
  return items;
}

export function customerTrades(deps: ServiceDeps, input: SupportRead): Promise<Trade[]> {
  return audited(deps, input, 'trades', () => tradeHistory(deps, input));
}

export function customerTransactions(
  deps: ServiceDeps,
  input: SupportRead,
): Promise<Transaction[]> {
  return audited(deps, input, 'trade-transactions', () => transactionHistory(deps, input));
}
