/** The audit log: every staff action, with who, what, to whom and from where. */
export { actorOf, actorOnCustomer, type Actor } from './audit-actor.js';
export { listAudit, writeAudit, type AuditFilter, type AuditInput } from './audit-service.js';
