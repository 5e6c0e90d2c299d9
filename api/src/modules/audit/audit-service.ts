import type { AuditEntry } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import {
  insertAuditEntry,
  selectAuditEntries,
  type AuditFilter,
  type AuditInput,
} from './audit-repository.js';

export type { AuditFilter, AuditInput };

/** Who did what to whom. Write it with the same transaction as the change it records. */
export function writeAudit(db: Db, entry: AuditInput): Promise<void> {
  return insertAuditEntry(db, entry);
}

/** The audit log, newest first, narrowed by whichever filters are given. */
export function listAudit(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  return selectAuditEntries(db, filter);
}
