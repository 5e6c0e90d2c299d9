import { z } from 'zod';
import { kycStatusSchema } from './identity.js';
import { pepStatusSchema, permissionTypeSchema, userSchema } from './user.js';

/**
 * The support console (staff signed in through `login-admin`). support_lv1 and up read
 * customers; support_lv2 and up also change PEP status, suspend or restore permissions and
 * reset two-factor. Every change is written to the audit log with the reason given.
 */

/** `GET /support/users?query=`: e-mail, name or user id; at most 50 customers, newest first. */
export const supportUserSearchQuerySchema = z.object({
  query: z
    .string('Enter an e-mail, name or user ID to search for')
    .trim()
    .min(2, 'Enter at least 2 characters to search for')
    .max(120, 'Search for at most 120 characters'),
});

export const accountStatusSchema = z.enum(['active', 'closed']);

export const supportUserSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  accountStatus: accountStatusSchema,
  emailVerified: z.boolean(),
  phoneNumberVerified: z.boolean(),
  documentsVerified: z.boolean(),
  pepStatus: pepStatusSchema,
  createdAt: z.iso.datetime(),
});
export type SupportUserSummary = z.infer<typeof supportUserSummarySchema>;
export const supportUserListSchema = z.array(supportUserSummarySchema);

export const suspensionSchema = z.object({
  suspensionId: z.string(),
  permission: permissionTypeSchema,
  reason: z.string(),
  suspendedBy: z.string(),
  createdAt: z.iso.datetime(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** One identity-document check; only the last four characters of the number are kept. */
export const kycSubmissionSchema = z.object({
  submissionId: z.string(),
  documentType: z.enum(['passport', 'licence']),
  documentLast4: z.string(),
  providerReference: z.string(),
  result: z.enum(['verified', 'declined']),
  pepResult: z.enum(['found', 'not_found']).nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const AUDIT_ACTIONS = [
  'pep_status.changed',
  'permission.suspended',
  'permission.restored',
  'two_factor.reset',
] as const;

export const auditEntrySchema = z.object({
  auditId: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  subjectUserId: z.string().nullable(),
  /** One of AUDIT_ACTIONS for support; other teams may add their own. */
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

/** `GET /support/users/:userId`, and what every support action answers with. */
export const supportUserDetailSchema = z.object({
  profile: userSchema,
  accountStatus: accountStatusSchema,
  kyc: kycStatusSchema,
  kycSubmissions: z.array(kycSubmissionSchema),
  permissions: z.array(permissionTypeSchema),
  suspensions: z.array(suspensionSchema),
  recentAudit: auditListSchema,
});
export type SupportUserDetail = z.infer<typeof supportUserDetailSchema>;

/** Why support did something: kept in the audit log. */
export const supportReasonSchema = z.object({
  reason: z
    .string('Give a reason for this change')
    .trim()
    .min(5, 'Give a reason of at least 5 characters')
    .max(500, 'Keep the reason to 500 characters'),
});

/** `POST /support/users/:userId/pep`. */
export const pepOverrideRequestSchema = supportReasonSchema.extend({
  status: z.enum(['overridden', 'found', 'not_found'], 'Choose overridden, found or not_found'),
});

/** `GET /support/audit?userId=`: newest first, at most 100. */
export const auditQuerySchema = z.object({
  userId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(64).optional(),
  ),
});
