import { z } from 'zod';
import { amountSchema } from './amount.js';

/** Spec §3 rule types: the `code` of a refused withdrawal. */
export const WITHDRAWAL_RULES = [
  'withdrawal_limit_exceeded',
  'withdrawal_reason',
  'chainalysis_reason',
] as const;
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number];

/** An amount typed by a person: digits with an optional decimal point, never a float. */
const amountField = z
  .string('Enter the amount as text, such as "150.00"')
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'Enter the amount as a number, such as 150 or 0.25');

/** A withdrawal estimate is good for this long after it was signed. */
export const WITHDRAW_ESTIMATE_LIFETIME_SECONDS = 300;

/** `GET /banking/deposit-account`: where this customer sends AUD (bank transfer or PayID). */
export const depositAccountSchema = z.object({
  accountName: z.string(),
  bsb: z.string(),
  accountNumber: z.string(),
  /** Put this in the transfer description so the deposit finds the customer. */
  reference: z.string(),
  payId: z.string(),
  createdAt: z.iso.datetime(),
});
export type DepositAccount = z.infer<typeof depositAccountSchema>;

const BSB_PATTERN = /^\d{3}-?\d{3}$/;

/** `POST /banking/withdraw-account`: the customer's own bank account, for AUD withdrawals. */
export const withdrawAccountRequestSchema = z.object({
  accountName: z
    .string('Enter the account name as it appears on your bank statement')
    .trim()
    .min(2, 'Enter the account name as it appears on your bank statement')
    .max(140, 'The account name can be at most 140 characters')
    .regex(
      /^[A-Za-z0-9 &'.,()/-]+$/,
      "The account name can use letters, digits, spaces and & ' . , ( ) / -",
    ),
  bsb: z
    .string('Enter the BSB as 6 digits, such as 062-000')
    .trim()
    .regex(BSB_PATTERN, 'Enter the BSB as 6 digits, such as 062-000')
    .transform((bsb) => `${bsb.replace('-', '').slice(0, 3)}-${bsb.replace('-', '').slice(3)}`),
  accountNumber: z
    .string('Enter the account number: 5 to 9 digits')
    .trim()
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{5,9}$/, 'Enter the account number: 5 to 9 digits')),
});
export type WithdrawAccountRequest = z.infer<typeof withdrawAccountRequestSchema>;

/** A registered withdrawal account; the number is masked to its last four digits. */
export const withdrawAccountSchema = z.object({
  withdrawAccountId: z.string(),
  accountName: z.string(),
  bsb: z.string(),
  accountNumber: z.string(),
  createdAt: z.iso.datetime(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

/** `POST /banking/withdraw-fiat`: dollars and cents to the registered account. Free. */
export const fiatWithdrawRequestSchema = z.object({ amount: amountField });
export type FiatWithdrawRequest = z.infer<typeof fiatWithdrawRequestSchema>;

/** `GET /custodial/addresses?asset=BTC`. */
export const depositAddressQuerySchema = z.object({
  asset: z
    .string('Name the asset as ?asset=BTC')
    .trim()
    .min(1, 'Name the asset as ?asset=BTC')
    .max(16, 'Name the asset by its symbol, such as BTC'),
});

/** Spec §3 deposit details per asset: an address, and a tag for tag-type assets. */
export const depositAddressSchema = z.object({
  asset: z.string(),
  chain: z.string(),
  address: z.string(),
  tag: z.string().nullable(),
  /** What the chain calls the tag ('Destination tag', 'Memo'); null when it has none. */
  tagLabel: z.string().nullable(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

const assetField = z.string('Choose the asset to withdraw').trim().min(1).max(16);
const addressField = z
  .string('Enter the address to send to')
  .trim()
  .min(1, 'Enter the address to send to')
  .max(128, 'That address is too long');

/** `POST /custodial/withdraw/estimate`. */
export const withdrawEstimateRequestSchema = z.object({
  asset: assetField,
  amount: amountField,
  address: addressField,
});
export type WithdrawEstimateRequest = z.infer<typeof withdrawEstimateRequestSchema>;

/**
 * Spec §3 withdraw fee estimate. The server signs every field (and the caller); send it back
 * unchanged to verify and to withdraw.
 */
export const withdrawEstimateSchema = z.object({
  asset: assetField,
  amount: amountSchema,
  quotedFee: amountSchema,
  address: addressField,
  signature: z.string('The estimate has no signature').min(1).max(128),
  signatureDate: z.iso.datetime('signatureDate must be the date the estimate was signed'),
});
export type WithdrawEstimate = z.infer<typeof withdrawEstimateSchema>;

/** The estimate as issued: also what leaves the balance in all, and when it expires. */
export const withdrawEstimateResultSchema = withdrawEstimateSchema.extend({
  total: amountSchema,
  expiresAt: z.iso.datetime(),
});
export type WithdrawEstimateResult = z.infer<typeof withdrawEstimateResultSchema>;

/** `POST /custodial/withdraw/verify`: the estimate is genuine, the caller's and still fresh. */
export const withdrawVerificationSchema = z.object({
  valid: z.literal(true),
  expiresAt: z.iso.datetime(),
  twoFactorRequired: z.boolean(),
  tagLabel: z.string().nullable(),
});
export type WithdrawVerification = z.infer<typeof withdrawVerificationSchema>;

/** `POST /custodial/withdraw`: the signed estimate, the authenticator code, the tag if any. */
export const cryptoWithdrawRequestSchema = withdrawEstimateSchema.extend({
  otp: z.string().trim().max(12, 'Enter the 6-digit code from your authenticator app').optional(),
  tag: z.string().trim().max(256, 'That tag or memo is too long').optional(),
});
export type CryptoWithdrawRequest = z.infer<typeof cryptoWithdrawRequestSchema>;

/** Sandbox: an AUD payment arrives, matched by reference, PayID, user id or e-mail. */
export const sandboxFiatDepositSchema = z
  .object({
    userId: z.uuid('userId must be a user id').optional(),
    email: z.email('Enter a valid e-mail address').optional(),
    reference: z.string().trim().min(1).max(32).optional(),
    payId: z.string().trim().min(1).max(254).optional(),
    amount: amountField,
    method: z.enum(['bank_transfer', 'payid']).optional(),
    /** The bank's id for the payment: a repeat is recognised and not credited twice. */
    externalId: z.string().trim().min(1).max(100).optional(),
  })
  .refine(
    (body) => body.userId ?? body.email ?? body.reference ?? body.payId,
    'Name the customer by userId or email, or the deposit reference or PayID',
  );

/** Sandbox: coins arrive on chain at a deposit address (or the customer's, by id or e-mail). */
export const sandboxCryptoDepositSchema = z
  .object({
    asset: assetField,
    amount: amountField,
    address: z.string().trim().min(1).max(128).optional(),
    tag: z.string().trim().min(1).max(256).optional(),
    userId: z.uuid('userId must be a user id').optional(),
    email: z.email('Enter a valid e-mail address').optional(),
    fromAddress: z.string().trim().min(1).max(128).optional(),
    transactionHash: z.string().trim().min(1).max(128).optional(),
  })
  .refine(
    (body) => body.address ?? body.userId ?? body.email,
    'Name the deposit address, or the customer by userId or email',
  );

export const sandboxDepositResultSchema = z.object({
  paymentTransferId: z.string(),
  status: z.enum(['complete', 'failed']),
  credited: z.string(),
  userId: z.string(),
});
