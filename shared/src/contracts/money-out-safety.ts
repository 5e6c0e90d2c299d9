import { z } from 'zod';
import { emailSchema } from './auth.js';
import { lazySchema } from './lazy-schema.js';
import { NAME_PATTERN } from './patterns.js';
import { text } from './text.js';

/**
 * Why a customer sends money to a destination for the first time
 * (docs/product/funding.md#first-withdrawal-warning): the dropdown's choices, in its order.
 */
export const WITHDRAWAL_REASONS = [
  'own_account',
  'paying_for_goods',
  'paying_someone_i_know',
  'investment_opportunity',
  'asked_by_someone',
  'support_on_the_phone',
  'other',
] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

export const WITHDRAWAL_REASON_LABELS: Record<WithdrawalReason, string> = {
  own_account: 'Moving it to my own wallet or account elsewhere',
  paying_for_goods: 'Paying for goods or services',
  paying_someone_i_know: 'Sending it to family or a friend I know in person',
  investment_opportunity: 'An investment or trading opportunity someone offered me',
  asked_by_someone: 'Someone asked me to move my money',
  support_on_the_phone: 'A bank, government or "support" person on the phone told me to',
  other: 'Something else',
};

/** Answers that match the common scam patterns: the withdrawal waits for a person at Wattle. */
export const HIGH_RISK_WITHDRAWAL_REASONS: readonly WithdrawalReason[] = [
  'investment_opportunity',
  'asked_by_someone',
  'support_on_the_phone',
];

/** How long support takes, at most, to review a paused withdrawal. */
export const SCAM_REVIEW_HOURS = 24;

/** The answer a first withdrawal to a destination carries. */
export const scamCheckSchema = lazySchema(() =>
  z.object({
    reason: z.enum(WITHDRAWAL_REASONS, 'Choose why you are making this withdrawal'),
    details: text().trim().max(500, 'Keep the details to 500 characters').optional(),
  }),
);
export type ScamCheck = z.infer<typeof scamCheckSchema>;

/** `GET /user/money-out/check?asset=BTC&address=…` (address left out for AUD). */
export const moneyOutCheckQuerySchema = lazySchema(() =>
  z.object({
    asset: text('Name the asset as ?asset=BTC').trim().min(1).max(16),
    address: text().trim().max(128, 'That address is too long').optional(),
  }),
);
export type MoneyOutCheckQuery = z.infer<typeof moneyOutCheckQuerySchema>;

/** A security hold in force: crypto withdrawals and new destinations wait until `until`. */
export const securityHoldSchema = lazySchema(() =>
  z.object({
    until: z.iso.datetime(),
    /** What changed: password, e-mail, phone, two-factor or the trusted contact. */
    change: z.enum(['password', 'email', 'phone', 'two_factor', 'trusted_contact']),
  }),
);
export type SecurityHold = z.infer<typeof securityHoldSchema>;

/** What the withdrawal forms need to know before the customer confirms. */
export const moneyOutCheckSchema = lazySchema(() =>
  z.object({
    /** No withdrawal has gone to this destination yet: the scam warning and a reason come first. */
    firstToDestination: z.boolean(),
    securityHold: securityHoldSchema.nullable(),
  }),
);
export type MoneyOutCheck = z.infer<typeof moneyOutCheckSchema>;

export const PAUSED_WITHDRAWAL_KINDS = ['scam_review', 'protective_delay'] as const;
export const PAUSED_WITHDRAWAL_STATUSES = ['paused', 'released', 'refused', 'cancelled'] as const;

/** A withdrawal waiting for support's review or the customer's protective delay. */
export const pausedWithdrawalSchema = lazySchema(() =>
  z.object({
    pausedId: text(),
    userId: text(),
    /** The customer's e-mail, for support's queue. */
    customerEmail: text(),
    kind: z.enum(PAUSED_WITHDRAWAL_KINDS),
    status: z.enum(PAUSED_WITHDRAWAL_STATUSES),
    asset: text(),
    /** Decimal text in the asset's units. */
    amount: text(),
    fee: text(),
    destination: text(),
    reason: z.enum(WITHDRAWAL_REASONS).nullable(),
    details: text().nullable(),
    createdAt: z.iso.datetime(),
    /** Support reviews it by then; a protective delay ends then. */
    releaseAfter: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolutionNote: text().nullable(),
    transferId: text().nullable(),
  }),
);
export type PausedWithdrawal = z.infer<typeof pausedWithdrawalSchema>;

export const pausedWithdrawalListSchema = lazySchema(() => z.array(pausedWithdrawalSchema));

export const pausedWithdrawalParamsSchema = lazySchema(() =>
  z.object({ pausedId: z.uuid('That paused withdrawal was not found') }),
);

/** `GET /user/security-hold`: the hold in force, or null. */
export const securityHoldStatusSchema = lazySchema(() =>
  z.object({ hold: securityHoldSchema.nullable() }),
);
export type SecurityHoldStatus = z.infer<typeof securityHoldStatusSchema>;

/** `POST /auth/lock-account`: the token from a security e-mail's link. */
export const lockAccountRequestSchema = lazySchema(() =>
  z.object({ token: text('This lock link is incomplete').trim().min(16).max(256) }),
);
export const lockAccountResultSchema = lazySchema(() => z.object({ locked: z.literal(true) }));

/** Two accounts that look like one person (docs/product/identity.md#one-person-one-account). */
export const identityMatchSchema = lazySchema(() =>
  z.object({
    matchId: text(),
    kind: z.enum(['passport', 'licence', 'phone', 'name_dob']),
    status: z.enum(['open', 'same_person', 'different_people']),
    /** The newer account, which the match was found on. */
    userId: text(),
    email: text(),
    otherUserId: text(),
    otherEmail: text(),
    createdAt: z.iso.datetime(),
  }),
);
export type IdentityMatch = z.infer<typeof identityMatchSchema>;
export const identityMatchListSchema = lazySchema(() => z.array(identityMatchSchema));

/** `POST /support/identity-matches/:matchId/decision`: support_lv2, audited. */
export const identityMatchDecisionSchema = lazySchema(() =>
  z.object({
    decision: z.enum(['same_person', 'different_people'], 'Choose same person or different people'),
    note: text('Give a reason for this decision')
      .trim()
      .min(5, 'Give a reason of at least 5 characters')
      .max(500, 'Keep the reason to 500 characters'),
  }),
);
export type IdentityMatchDecision = z.infer<typeof identityMatchDecisionSchema>;

/**
 * The delays a customer may choose for a withdrawal their trusted contact is told of
 * (docs/product/funding.md#trusted-contact), in hours.
 */
export const TRUSTED_CONTACT_DELAYS = [0, 24, 48] as const;
export type TrustedContactDelay = (typeof TRUSTED_CONTACT_DELAYS)[number];

/** How a protective delay's answer (409 `withdrawal_paused`) begins, to tell it from a review. */
export const PROTECTIVE_DELAY_NOTICE = 'As you chose, this withdrawal waits';

/** A withdrawal worth this many dollars or more (AUD, crypto at the bid) is a large one. */
export const LARGE_WITHDRAWAL_AUD = 10_000;

/** `PUT /user/trusted-contact`: the person told of a first or large withdrawal. */
export const trustedContactRequestSchema = lazySchema(() =>
  z.object({
    name: text("Enter your contact's name")
      .trim()
      .min(2, "Enter your contact's full name")
      .max(80, "Keep your contact's name to 80 characters")
      .regex(NAME_PATTERN, 'Name may contain letters, single spaces and hyphens only'),
    email: emailSchema,
    delayHours: z.literal(TRUSTED_CONTACT_DELAYS, 'Choose a delay of 0, 24 or 48 hours'),
  }),
);
export type TrustedContactRequest = z.infer<typeof trustedContactRequestSchema>;

/** The form's values (the delay as its select's text), read as the request. */
export const trustedContactFormSchema = lazySchema(() =>
  z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null && 'delayHours' in value
        ? { ...value, delayHours: value.delayHours === '' ? undefined : Number(value.delayHours) }
        : value,
    trustedContactRequestSchema,
  ),
);

export const trustedContactSchema = lazySchema(() =>
  z.object({
    name: text(),
    email: text(),
    delayHours: z.literal(TRUSTED_CONTACT_DELAYS),
    updatedAt: z.iso.datetime(),
  }),
);
export type TrustedContact = z.infer<typeof trustedContactSchema>;

/** `GET /user/trusted-contact` (and support's read-only view): the contact, or null. */
export const trustedContactStatusSchema = lazySchema(() =>
  z.object({ contact: trustedContactSchema.nullable() }),
);
export type TrustedContactStatus = z.infer<typeof trustedContactStatusSchema>;
