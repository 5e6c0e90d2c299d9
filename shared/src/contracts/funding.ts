import { z } from 'zod';
import { amountSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { scamCheckSchema } from './money-out-safety.js';
import { text } from './text.js';

/** The `code` of a withdrawal a rule refused (docs/product/funding.md#withdrawal-refusals). */
export const WITHDRAWAL_RULES = [
  'withdrawal_limit_exceeded',
  'withdrawal_reason',
  'chainalysis_reason',
] as const;
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];

/** An amount typed by a person: digits with an optional decimal point, never a float. */
const amountField = lazySchema(() =>
  text('Enter the amount as text, such as "150.00"')
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'Enter the amount as a number, such as 150 or 0.25'),
);

/**
 * Step-up for money out (docs/product/funding.md#step-up): changing where money goes and every
 * withdrawal carry the authenticator code when two-factor is on, or the account password when
 * it is off.
 */
export const stepUpFields = {
  otp: text().trim().max(12, 'Enter the 6-digit code from your authenticator app').optional(),
  password: text().max(256, 'That password is too long').optional(),
};
export interface StepUpProof {
  otp?: string | undefined;
  password?: string | undefined;
}
export const STEP_UP_METHODS = ['otp', 'password'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/**
 * How long AUD withdrawals wait after the bank account is replaced
 * (docs/product/funding.md#cool-down): the seed of the admin-editable withdrawal rules, which
 * the API reads from the database.
 */
export const WITHDRAW_ACCOUNT_COOLDOWN_HOURS = 24;
/** The daily withdrawal limit per verified customer, in AUD; the rules' seed too. */
export const DAILY_WITHDRAWAL_LIMIT_AUD = 50_000;

/** A withdrawal estimate is good for this long after it was signed. */
export const WITHDRAW_ESTIMATE_LIFETIME_SECONDS = 300;

/** `GET /banking/deposit-account`: where this customer sends AUD (bank transfer or PayID). */
export const depositAccountSchema = lazySchema(() =>
  z.object({
    accountName: text(),
    bsb: text(),
    accountNumber: text(),
    /** Put this in the transfer description so the deposit finds the customer. */
    reference: text(),
    payId: text(),
    createdAt: z.iso.datetime(),
  }),
);
export type DepositAccount = z.infer<typeof depositAccountSchema>;

const BSB_PATTERN = /^\d{3}-?\d{3}$/;

/** `POST /banking/withdraw-account`: the customer's own bank account, for AUD withdrawals. */
export const withdrawAccountRequestSchema = lazySchema(() =>
  z.object({
    accountName: text('Enter the account name as it appears on your bank statement')
      .trim()
      .min(2, 'Enter the account name as it appears on your bank statement')
      .max(140, 'The account name can be at most 140 characters')
      .regex(
        /^[A-Za-z0-9 &'.,()/-]+$/,
        "The account name can use letters, digits, spaces and & ' . , ( ) / -",
      ),
    bsb: text('Enter the BSB as 6 digits, such as 062-000')
      .trim()
      .regex(BSB_PATTERN, 'Enter the BSB as 6 digits, such as 062-000')
      .transform((bsb) => `${bsb.replace('-', '').slice(0, 3)}-${bsb.replace('-', '').slice(3)}`),
    accountNumber: text('Enter the account number: 5 to 9 digits')
      .trim()
      .transform((number) => number.replace(/[\s-]/g, ''))
      .pipe(text().regex(/^\d{5,9}$/, 'Enter the account number: 5 to 9 digits')),
    ...stepUpFields,
  }),
);
export type WithdrawAccountRequest = z.infer<typeof withdrawAccountRequestSchema>;

/** A registered withdrawal account; the number is masked to its last four digits. */
export const withdrawAccountSchema = lazySchema(() =>
  z.object({
    withdrawAccountId: text(),
    accountName: text(),
    bsb: text(),
    accountNumber: text(),
    createdAt: z.iso.datetime(),
    /** Until then AUD withdrawals to this (replacing) account are refused; null when open. */
    cooldownEndsAt: z.iso.datetime().nullable(),
    /** The cool-down a replacement would get today (admin-set, 24 h unless changed). */
    replacementCooldownHours: z.number().int(),
  }),
);
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

/** `POST /banking/withdraw-fiat`: dollars and cents to the registered account. Free. */
export const fiatWithdrawRequestSchema = lazySchema(() =>
  z.object({ amount: amountField, ...stepUpFields, scamCheck: scamCheckSchema.optional() }),
);
export type FiatWithdrawRequest = z.infer<typeof fiatWithdrawRequestSchema>;

/** `GET /custodial/addresses?asset=BTC`. */
export const depositAddressQuerySchema = lazySchema(() =>
  z.object({
    asset: text('Name the asset as ?asset=BTC')
      .trim()
      .min(1, 'Name the asset as ?asset=BTC')
      .max(16, 'Name the asset by its symbol, such as BTC'),
  }),
);

/** A coin's deposit details: an address, and a tag for tag-type assets. */
export const depositAddressSchema = lazySchema(() =>
  z.object({
    asset: text(),
    chain: text(),
    address: text(),
    tag: text().nullable(),
    /** What the chain calls the tag ('Destination tag', 'Memo'); null when it has none. */
    tagLabel: text().nullable(),
  }),
);
export type DepositAddress = z.infer<typeof depositAddressSchema>;

const assetField = lazySchema(() => text('Choose the asset to withdraw').trim().min(1).max(16));
const addressField = lazySchema(() =>
  text('Enter the address to send to')
    .trim()
    .min(1, 'Enter the address to send to')
    .max(128, 'That address is too long'),
);

/** `POST /custodial/withdraw/estimate`. */
export const withdrawEstimateRequestSchema = lazySchema(() =>
  z.object({
    asset: assetField,
    amount: amountField,
    address: addressField,
  }),
);
export type WithdrawEstimateRequest = z.infer<typeof withdrawEstimateRequestSchema>;

/**
 * A crypto withdrawal's fee estimate. The server signs every field (and the caller); send it
 * back unchanged to verify and to withdraw.
 */
export const withdrawEstimateSchema = lazySchema(() =>
  z.object({
    asset: assetField,
    amount: amountSchema,
    quotedFee: amountSchema,
    address: addressField,
    signature: text('The estimate has no signature').min(1).max(128),
    signatureDate: z.iso.datetime('signatureDate must be the date the estimate was signed'),
  }),
);
export type WithdrawEstimate = z.infer<typeof withdrawEstimateSchema>;

/** The estimate as issued: also what leaves the balance in all, and when it expires. */
export const withdrawEstimateResultSchema = lazySchema(() =>
  withdrawEstimateSchema.extend({
    total: amountSchema,
    expiresAt: z.iso.datetime(),
  }),
);
export type WithdrawEstimateResult = z.infer<typeof withdrawEstimateResultSchema>;

/** `POST /custodial/withdraw/verify`: the estimate is genuine, the caller's and still fresh. */
export const withdrawVerificationSchema = lazySchema(() =>
  z.object({
    valid: z.literal(true),
    expiresAt: z.iso.datetime(),
    twoFactorRequired: z.boolean(),
    /** What the withdrawal will ask for: the authenticator code, or the password. */
    stepUp: z.enum(STEP_UP_METHODS),
    tagLabel: text().nullable(),
  }),
);
export type WithdrawVerification = z.infer<typeof withdrawVerificationSchema>;

/** `POST /custodial/withdraw`: the signed estimate, the authenticator code, the tag if any. */
export const cryptoWithdrawRequestSchema = lazySchema(() =>
  withdrawEstimateSchema.extend({
    ...stepUpFields,
    tag: text().trim().max(256, 'That tag or memo is too long').optional(),
    /** The first withdrawal to a destination carries the customer's reason. */
    scamCheck: scamCheckSchema.optional(),
  }),
);
export type CryptoWithdrawRequest = z.infer<typeof cryptoWithdrawRequestSchema>;

/** Sandbox: an AUD payment arrives, matched by reference, PayID, user id or e-mail. */
export const sandboxFiatDepositSchema = lazySchema(() =>
  z
    .object({
      userId: z.uuid('userId must be a user id').optional(),
      email: z.email('Enter a valid e-mail address').optional(),
      reference: text().trim().min(1).max(32).optional(),
      payId: text().trim().min(1).max(254).optional(),
      amount: amountField,
      method: z.enum(['bank_transfer', 'payid']).optional(),
      /** The bank's id for the payment: a repeat is recognised and not credited twice. */
      externalId: text().trim().min(1).max(100).optional(),
    })
    .refine(
      (body) => body.userId ?? body.email ?? body.reference ?? body.payId,
      'Name the customer by userId or email, or the deposit reference or PayID',
    ),
);

/** Sandbox: coins arrive on chain at a deposit address (or the customer's, by id or e-mail). */
export const sandboxCryptoDepositSchema = lazySchema(() =>
  z
    .object({
      asset: assetField,
      amount: amountField,
      address: text().trim().min(1).max(128).optional(),
      tag: text().trim().min(1).max(256).optional(),
      userId: z.uuid('userId must be a user id').optional(),
      email: z.email('Enter a valid e-mail address').optional(),
      fromAddress: text().trim().min(1).max(128).optional(),
      transactionHash: text().trim().min(1).max(128).optional(),
      /** The exchange the coins came from (docs/product/travel-rule.md#deposits); none: self-hosted. */
      sendingExchange: text().trim().min(2).max(80).optional(),
      /** The originator's full name, when the sending exchange passed it on. */
      originatorName: text().trim().min(2).max(140).optional(),
    })
    .refine(
      (body) => body.address ?? body.userId ?? body.email,
      'Name the deposit address, or the customer by userId or email',
    ),
);

/** `credited` is what reached the customer's balance: '0' for a deposit on hold. */
export const sandboxDepositResultSchema = lazySchema(() =>
  z.object({
    paymentTransferId: text(),
    status: z.enum(['complete', 'held', 'failed']),
    credited: text(),
    userId: text(),
  }),
);

/**
 * Why a deposit is on hold: the customer may not deposit right now (not verified, or support
 * paused deposits), or the coins came from an address the sanctions screen flags.
 */
export const DEPOSIT_HOLD_REASONS = ['deposits_paused', 'sender_flagged'] as const;
export type DepositHoldReason = (typeof DEPOSIT_HOLD_REASONS)[number];

/**
 * `GET /user/held-deposits`: money that arrived for the customer but is not in their balance
 * yet, newest first. Nothing is lost: support releases it to the balance or returns it to the
 * sender.
 */
export const heldDepositSchema = lazySchema(() =>
  z.object({
    paymentTransferId: text(),
    amount: amountSchema,
    asset: z.object({ symbol: text() }),
    /** Bank transfer, PayID, or the chain's name. */
    method: text(),
    /** The sender's masked account or shortened address, when known. */
    counterparty: text().nullable(),
    reason: z.enum(DEPOSIT_HOLD_REASONS),
    /** Why it is held and what happens next, in plain words for the customer. */
    explanation: text(),
    arrivedAt: z.iso.datetime(),
  }),
);
export type HeldDeposit = z.infer<typeof heldDepositSchema>;
export const heldDepositListSchema = lazySchema(() => z.array(heldDepositSchema));
