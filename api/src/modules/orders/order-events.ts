import { ORDER_EVENT, type OrderEvent } from '@wattle/shared/contracts';
import { whenCommitted } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

/**
 * Tells the order's owner what happened to it once the transaction commits: their screens and
 * their API keys' streams (docs/product/api-keys.md#streams) hear the order itself, whether it
 * was placed or ended in the app, through a key, or by a price tick.
 */
export function announceOrder(deps: ServiceDeps, userId: string, event: OrderEvent): void {
  whenCommitted(deps.db, () => deps.realtime.toUser(userId, ORDER_EVENT, event));
}
