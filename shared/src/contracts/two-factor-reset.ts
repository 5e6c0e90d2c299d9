import { z } from 'zod';
import { emailSchema } from './auth.js';
import { lazySchema } from './lazy-schema.js';
import { ALPHANUMERIC_PATTERN, parseDisplayDate } from './patterns.js';
import { text } from './text.js';

/**
 * `POST /auth/two-factor-reset`: a customer who cannot use their authenticator or a backup code
 * asks support to reset two-factor (docs/product/identity.md#support-reset). The password proves
 * the account; the date of birth and document number are checked against the verified identity
 * and shown to support, never to the caller.
 */
export const twoFactorResetRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: text('Password is a required field').min(1, 'Password is a required field').max(128),
    dateOfBirth: text()
      .trim()
      .refine(
        (value) => parseDisplayDate(value) !== null,
        'Enter your date of birth as DD/MM/YYYY',
      ),
    documentNumber: text('Enter the number of your passport or driver’s licence')
      .trim()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(
        text()
          .min(1, 'Enter the number of your passport or driver’s licence')
          .max(20, 'A document number is at most 20 characters')
          .regex(ALPHANUMERIC_PATTERN, 'A document number has letters and digits only'),
      ),
  }),
);
export type TwoFactorResetRequest = z.infer<typeof twoFactorResetRequestSchema>;

/** What the customer is told: support has the request, by when they answer, what follows. */
export const twoFactorResetReceiptSchema = lazySchema(() =>
  z.object({
    status: z.literal('pending'),
    requestedAt: z.iso.datetime(),
    /** Support answers by e-mail by then (one business day). */
    answerBy: z.iso.datetime(),
    /** How long crypto withdrawals and new destinations wait once the reset is approved. */
    holdHours: z.number().int().nonnegative(),
  }),
);
export type TwoFactorResetReceipt = z.infer<typeof twoFactorResetReceiptSchema>;

export const TWO_FACTOR_RESET_STATUSES = ['pending', 'approved', 'declined'] as const;

/** A reset request as support sees it, with the identity checks' results. */
export const twoFactorResetCaseSchema = lazySchema(() =>
  z.object({
    requestId: text(),
    userId: text(),
    email: text(),
    name: text(),
    status: z.enum(TWO_FACTOR_RESET_STATUSES),
    dateOfBirthMatches: z.boolean(),
    /** Which verified document the number matched, or null when it matched none. */
    documentMatched: z.enum(['passport', 'licence']).nullable(),
    /** False when the account has no verified identity to check the answers against. */
    identityOnFile: z.boolean(),
    ip: text().nullable(),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: text().nullable(),
    decisionReason: text().nullable(),
  }),
);
export type TwoFactorResetCase = z.infer<typeof twoFactorResetCaseSchema>;
export const twoFactorResetCaseListSchema = lazySchema(() => z.array(twoFactorResetCaseSchema));

/** `POST /support/two-factor-resets/:requestId/decision`: support_lv2, audited. */
export const twoFactorResetDecisionSchema = lazySchema(() =>
  z.object({
    decision: z.enum(['approve', 'decline'], 'Choose approve or decline'),
    reason: text('Give a reason for this decision')
      .trim()
      .min(5, 'Give a reason of at least 5 characters')
      .max(500, 'Keep the reason to 500 characters'),
  }),
);
export type TwoFactorResetDecision = z.infer<typeof twoFactorResetDecisionSchema>;
