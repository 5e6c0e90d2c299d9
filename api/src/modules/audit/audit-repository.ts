import type { AuditEntry } from '@wattle/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUuid } from '../../lib/secure-token.js';

export interface AuditInput {
  actorId: string;
  subjectUserId: string | null;
  action: string;
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      subject_user_id: entry.subjectUserId,
      action: entry.action,
      details: JSON.stringify(entry.details),
      ip: entry.ip,
      user_agent: entry.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
}

export interface AuditFilter {
  /** The customer the entry is about. */
  subjectUserId?: string;
  /** The staff member: their id, or part of their e-mail. */
  staff?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
}

/** Newest first, narrowed by whichever filters are given. */
export async function selectAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .innerJoin('users as actor', 'actor.user_id', 'audit_log.actor_id')
    .leftJoin('users as subject', 'subject.user_id', 'audit_log.subject_user_id')
    .selectAll('audit_log')
    .select([
      'actor.email as actor_email',
      sql<string>`actor.first_name || ' ' || actor.last_name`.as('actor_name'),
      'subject.email as subject_email',
      sql<string | null>`subject.first_name || ' ' || subject.last_name`.as('subject_name'),
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.audit_id')
    .limit(filter.limit);
  if (filter.subjectUserId) {
    query = query.where('audit_log.subject_user_id', '=', filter.subjectUserId);
  }
  const staff = filter.staff;
  if (staff) {
    query = isUuid(staff)
      ? query.where('audit_log.actor_id', '=', staff)
      : query.where('actor.email', 'ilike', `%${staff.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.created_at', '<', filter.to);
  const rows = await query.execute();
  return rows.map((row) => ({
    auditId: row.audit_id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    subjectUserId: row.subject_user_id,
    subjectName: row.subject_name,
    subjectEmail: row.subject_email,
    action: row.action,
    details: row.details,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  }));
}
