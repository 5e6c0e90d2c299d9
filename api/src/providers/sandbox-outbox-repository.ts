import type { OutboxMessage } from '@wattle/shared/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { OutboxMessagesTable } from '../db/schema.js';

/** Where the sandbox e-mail and SMS providers put what they "send"; only e-mail has a subject. */
export async function writeOutbox(
  db: Db,
  channel: Insertable<OutboxMessagesTable>['channel'],
  message: { to: string; text: string; subject?: string },
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({
      channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.text,
    })
    .execute();
}

export function readOutbox(db: Db, recipient: string, limit = 50) {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient.toLowerCase()))
    .orderBy('created_at', 'desc')
    .orderBy('message_id')
    .limit(limit)
    .execute();
}

const LINK = /https?:\/\/[^\s<>"]+/;

export function toOutboxMessage(row: Selectable<OutboxMessagesTable>): OutboxMessage {
  return {
    messageId: row.message_id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    link: LINK.exec(row.body)?.[0] ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
