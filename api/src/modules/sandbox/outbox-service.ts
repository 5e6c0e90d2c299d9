import { normaliseAuMobile, type OutboxMessage } from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { readOutbox, toOutboxMessage } from '../../providers/sandbox-outbox-repository.js';

/** What the sandbox e-mail and SMS providers "sent" to one address or mobile, newest first. */
export async function outboxOf(deps: ServiceDeps, to: string): Promise<OutboxMessage[]> {
  // "+614…" arrives as " 614…" when the plus was not encoded.
  const recipient = normaliseAuMobile(to) ?? to;
  return (await readOutbox(deps.db, recipient)).map(toOutboxMessage);
}
