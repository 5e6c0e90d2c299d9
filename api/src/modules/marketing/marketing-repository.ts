import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

/** Idempotent per address (any case): a repeat keeps the first registration untouched. */
export async function saveLead(
  db: Kysely<Database>,
  lead: { email: string; name: string | null; phoneNumber: string | null },
): Promise<Date> {
  const inserted = await db
    .insertInto('marketing_leads')
    .values({ email: lead.email, name: lead.name, phone_number: lead.phoneNumber })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('pre_registered_at')
    .executeTakeFirst();
  if (inserted) return inserted.pre_registered_at;
  const existing = await db
    .selectFrom('marketing_leads')
    .select('pre_registered_at')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lead.email.toLowerCase()))
    .executeTakeFirstOrThrow();
  return existing.pre_registered_at;
}

export function insertContactMessage(
  db: Kysely<Database>,
  message: Insertable<ContactMessagesTable>,
) {
  return db.insertInto('contact_messages').values(message).execute();
}
