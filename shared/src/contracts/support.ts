import { z } from 'zod';
import { heldDepositSchema, withdrawAccountSchema } from './funding.js';
import { kycStatusSchema } from './identity.js';
import { lazySchema } from './lazy-schema.js';
import { trustedContactSchema } from './money-out-safety.js';
import { notificationSchema } from './notification.js';
import { portfolioBalancesSchema } from './portfolio.js';
import { text } from './text.js';
import { PEP_STATUSES, pepStatusSchema, permissionTypeSchema, userSchema } from './user.js';

/**
 * The support console (staff signed in through `login-admin`). support_lv1 and up read
 * customers; support_lv2 and up also change PEP status, suspend or restore permissions, reset
 * two-factor, and release or return deposits on hold. Every change is written to the audit log
 * with the reason given.
 */

/**
 * `GET /support/users?query=`: e-mail, name, mobile, user id or deposit reference; at most 50
 * customers, newest first. Every search is audited.
 */
export const supportUserSearchQuerySchema = lazySchema(() =>
  z.object({
    query: text('Enter an e-mail, name, mobile, user ID or deposit reference to search for')
      .trim()
      .min(2, 'Enter at least 2 characters to search for')
      .max(120, 'Search for at most 120 characters'),
  }),
);

export const accountStatusSchema = lazySchema(() => z.enum(['active', 'closed']));

export const supportUserSummarySchema = lazySchema(() =>
  z.object({
    userId: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    preferredName: text().nullable(),
    accountStatus: accountStatusSchema,
    emailVerified: z.boolean(),
    phoneNumberVerified: z.boolean(),
    documentsVerified: z.boolean(),
    pepStatus: pepStatusSchema,
    phoneNumber: text().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
);
export type SupportUserSummary = z.infer<typeof supportUserSummarySchema>;
export const supportUserListSchema = lazySchema(() => z.array(supportUserSummarySchema));

export const suspensionSchema = lazySchema(() =>
  z.object({
    suspensionId: text(),
    permission: permissionTypeSchema,
    reason: text(),
    suspendedBy: text(),
    createdAt: z.iso.datetime(),
  }),
);
export type Suspension = z.infer<typeof suspensionSchema>;

/** One identity-document check; only the last four characters of the number are kept. */
export const kycSubmissionSchema = lazySchema(() =>
  z.object({
    submissionId: text(),
    documentType: z.enum(['passport', 'licence']),
    documentLast4: text(),
    providerReference: text(),
    result: z.enum(['verified', 'declined']),
    pepResult: z.enum(['found', 'not_found']).nullable(),
    declineReason: text().nullable(),
    createdAt: z.iso.datetime(),
  }),
);

export const AUDIT_ACTIONS = [
  'customer.search',
  'customer.read',
  'history.read',
  'pep_status.changed',
  'permission.suspended',
  'permission.restored',
  'two_factor.reset',
  'two_factor_reset.approved',
  'two_factor_reset.declined',
  'sessions.ended',
  'trade_settings.update',
  'asset.update',
  'bucket.save',
  'chat.list',
  'chat.read',
  'chat.marked_read',
  'chat.replied',
  'api_keys.read',
  'api_key.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = lazySchema(() =>
  z.object({
    auditId: text(),
    actorId: text(),
    actorEmail: text(),
    /** The staff member's (or customer's own) name, so the console names people, not ids. */
    actorName: text().optional(),
    subjectUserId: text().nullable(),
    subjectName: text().nullable().optional(),
    subjectEmail: text().nullable().optional(),
    /** One of AUDIT_ACTIONS for support; other teams may add their own. */
    action: text(),
    details: z.record(text(), z.unknown()),
    ip: text().nullable(),
    userAgent: text().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = lazySchema(() => z.array(auditEntrySchema));

/** `GET /support/users/:userId`, and what every support action answers with. */
/**
 * A deposit on hold as support sees it: `returnTo` is where returning it sends it (the paying
 * bank account, or the full address the coins came from), null when it cannot be sent back.
 */
export const supportHeldDepositSchema = lazySchema(() =>
  heldDepositSchema.extend({ returnTo: text().nullable() }),
);
export type SupportHeldDeposit = z.infer<typeof supportHeldDepositSchema>;

export const supportUserDetailSchema = lazySchema(() =>
  z.object({
    profile: userSchema,
    accountStatus: accountStatusSchema,
    kyc: kycStatusSchema,
    kycSubmissions: z.array(kycSubmissionSchema),
    permissions: z.array(permissionTypeSchema),
    suspensions: z.array(suspensionSchema),
    recentAudit: auditListSchema,
    /** What the customer holds now, valued at the bid. */
    balances: portfolioBalancesSchema,
    /** The newest notifications Wattle sent them (at most 20). */
    notifications: z.array(notificationSchema),
    withdrawAccount: withdrawAccountSchema.nullable(),
    depositReference: text().nullable(),
    /** Sessions not yet ended or expired. */
    activeSessions: z.number().int().min(0),
    /** Deposits on hold, for support_lv2 to release or return. */
    heldDeposits: z.array(supportHeldDepositSchema),
    /** The person told of their first and large withdrawals, read-only for staff. */
    trustedContact: trustedContactSchema.nullable(),
  }),
);
export type SupportUserDetail = z.infer<typeof supportUserDetailSchema>;

/** Why support did something: kept in the audit log. */
export const supportReasonSchema = lazySchema(() =>
  z.object({
    reason: text('Give a reason for this change')
      .trim()
      .min(5, 'Give a reason of at least 5 characters')
      .max(500, 'Keep the reason to 500 characters'),
  }),
);

/** `POST /support/users/:userId/pep`. */
export const pepOverrideRequestSchema = lazySchema(() =>
  supportReasonSchema.extend({
    status: z.enum(PEP_STATUSES, 'Choose not_checked, found, not_found or overridden'),
  }),
);

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), text().trim().max(max).optional());
const optionalInstant = lazySchema(() =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso
      .datetime({ offset: true, error: 'Give the date and time as an ISO timestamp' })
      .optional(),
  ),
);

/**
 * `GET /support/audit` (and `/support/audit/export.csv`): newest first. `userId` is the
 * customer, `staff` the staff member's e-mail (or part of it) or id, `from` and `to` bound the
 * time (from inclusive, to exclusive).
 */
export const auditQuerySchema = lazySchema(() =>
  z.object({
    userId: optionalText(64),
    staff: optionalText(120),
    action: optionalText(64),
    from: optionalInstant,
    to: optionalInstant,
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
);
export type AuditQuery = z.input<typeof auditQuerySchema>;
