import { z } from 'zod';
import { amountSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * The Travel Rule on coins out and in (docs/product/travel-rule.md): whose wallet and what
 * kind before the fee estimate, the receiving exchange's answer, proof of a self-hosted
 * wallet, and the records kept.
 */

/** Whose wallet receives the coins. */
export const WALLET_OWNERS = ['self', 'other'] as const;
export type WalletOwner = (typeof WALLET_OWNERS)[number];

/** A wallet the owner holds the keys of, or an account at another exchange. */
export const WALLET_KINDS = ['self_hosted', 'exchange'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** Exchanges customers send to most; anything else is `other`, named by the customer. */
export const TRAVEL_RULE_EXCHANGES = [
  { id: 'binance', name: 'Binance' },
  { id: 'btc-markets', name: 'BTC Markets' },
  { id: 'coinbase', name: 'Coinbase' },
  { id: 'coinjar', name: 'CoinJar' },
  { id: 'coinspot', name: 'CoinSpot' },
  { id: 'coinstash', name: 'Coinstash' },
  { id: 'crypto-com', name: 'Crypto.com' },
  { id: 'digital-surge', name: 'Digital Surge' },
  { id: 'independent-reserve', name: 'Independent Reserve' },
  { id: 'kraken', name: 'Kraken' },
  { id: 'okx', name: 'OKX' },
  { id: 'swyftx', name: 'Swyftx' },
] as const;
export const OTHER_EXCHANGE = 'other';
const EXCHANGE_IDS = [...TRAVEL_RULE_EXCHANGES.map((exchange) => exchange.id), OTHER_EXCHANGE];

/** How a listed exchange is written; an unlisted one keeps the customer's words. */
export function exchangeNameOf(exchange: string | null, otherName: string | null): string | null {
  if (exchange === null) return null;
  if (exchange === OTHER_EXCHANGE) return otherName;
  return TRAVEL_RULE_EXCHANGES.find((listed) => listed.id === exchange)?.name ?? null;
}

/** A person's full name as typed: letters of any script, spaces, `' . -`. */
const personName = lazySchema(() =>
  text('Enter their full name')
    .trim()
    .min(2, 'Enter their full name')
    .max(140, 'Keep the name to 140 characters')
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u, "A name can have letters, spaces and ' . -")
    .refine((name) => name.split(/\s+/).length >= 2, 'Enter their first and last names'),
);

/**
 * The questions every crypto withdrawal answers before its fee estimate. Someone else's
 * wallet needs their full name; an exchange account needs the exchange (and its name when
 * not listed).
 */
export const travelRuleAnswersSchema = lazySchema(() =>
  z
    .object({
      owner: z.enum(WALLET_OWNERS, 'Say whose wallet it is'),
      walletKind: z.enum(WALLET_KINDS, 'Say what kind of wallet it is'),
      exchange: z.enum(EXCHANGE_IDS as [string, ...string[]], 'Choose the exchange').optional(),
      exchangeName: text().trim().min(2, 'Name the exchange').max(80).optional(),
      beneficiaryName: personName.optional(),
    })
    .superRefine((answers, context) => {
      if (answers.owner === 'other' && !answers.beneficiaryName) {
        context.addIssue({
          code: 'custom',
          path: ['beneficiaryName'],
          message: 'Enter the full name of the person you are sending to',
        });
      }
      if (answers.walletKind === 'exchange' && !answers.exchange) {
        context.addIssue({ code: 'custom', path: ['exchange'], message: 'Choose the exchange' });
      }
      if (answers.exchange === OTHER_EXCHANGE && !answers.exchangeName) {
        context.addIssue({ code: 'custom', path: ['exchangeName'], message: 'Name the exchange' });
      }
    }),
);
export type TravelRuleAnswers = z.infer<typeof travelRuleAnswersSchema>;

const coinField = lazySchema(() => text('Choose the coin').trim().min(1).max(16));
const addressField = lazySchema(() =>
  text('Enter the address').trim().min(1, 'Enter the address').max(128, 'That address is too long'),
);

/** `POST /travel-rule/checks`: the answers for a destination, and the amount to send. */
export const travelRuleCheckRequestSchema = lazySchema(() =>
  z.object({
    asset: coinField,
    address: addressField,
    amount: text('Enter the amount')
      .trim()
      .max(40, 'That amount is too long')
      .regex(/^\d+(\.\d+)?$/, 'Enter the amount as a number, such as 0.25'),
    answers: travelRuleAnswersSchema,
  }),
);
export type TravelRuleCheckRequest = z.infer<typeof travelRuleCheckRequestSchema>;

/**
 * Where a Travel Rule record stands. Out: the receiving exchange `accepted`, `rejected`, said
 * the name does not match (`name_mismatch`) or could not be reached (`unreachable`); a
 * self-hosted wallet has no exchange to ask (`self_hosted`). In: the sending exchange sent the
 * originator (`received`) or did not (`missing_originator`), or coins came from a self-hosted
 * wallet (`self_hosted`).
 */
export const TRAVEL_RULE_STATUSES = [
  'accepted',
  'rejected',
  'name_mismatch',
  'unreachable',
  'self_hosted',
  'received',
  'missing_originator',
] as const;
export type TravelRuleStatus = (typeof TRAVEL_RULE_STATUSES)[number];

/** What support decided about a case the exchange could not settle. */
export const TRAVEL_RULE_RESOLUTIONS = ['approved', 'refused'] as const;
export type TravelRuleResolution = (typeof TRAVEL_RULE_RESOLUTIONS)[number];

/** The answer to a check: may the withdrawal go on, and what to tell the customer. */
export const travelRuleCheckSchema = lazySchema(() =>
  z.object({
    /** The record kept; null when nothing was sent yet (a wallet still to prove). */
    recordId: text().nullable(),
    status: z.enum([...TRAVEL_RULE_STATUSES, 'proof_required']),
    /** True when the fee estimate and the withdrawal may go on. */
    cleared: z.boolean(),
    /** The name match, for an exchange that answered: did the name given match its customer. */
    nameMatch: z.enum(['match', 'mismatch']).nullable(),
    beneficiaryName: text(),
    exchangeName: text().nullable(),
    message: text(),
    resolution: z.enum(TRAVEL_RULE_RESOLUTIONS).nullable(),
  }),
);
export type TravelRuleCheck = z.infer<typeof travelRuleCheckSchema>;

/** A destination's saved answers, and whether the customer proved the wallet is theirs. */
export const travelRuleDestinationSchema = lazySchema(() =>
  z.object({
    asset: text(),
    address: text(),
    owner: z.enum(WALLET_OWNERS),
    walletKind: z.enum(WALLET_KINDS),
    exchange: text().nullable(),
    exchangeName: text().nullable(),
    beneficiaryName: text().nullable(),
    /** How the customer proved a self-hosted wallet theirs; null until they have. */
    proof: z.enum(['signature', 'test_deposit']).nullable(),
  }),
);
export type TravelRuleDestination = z.infer<typeof travelRuleDestinationSchema>;

export const travelRuleDestinationListSchema = lazySchema(() =>
  z.array(travelRuleDestinationSchema),
);

/** `POST /travel-rule/proofs/challenge`: the wallet to prove. */
export const ownershipChallengeRequestSchema = lazySchema(() =>
  z.object({ asset: coinField, address: addressField }),
);

/**
 * The message to sign with the wallet's key; null `signing` when the chain has no message
 * signing Wattle checks, and only a test deposit from the wallet proves it.
 */
export const ownershipChallengeSchema = lazySchema(() =>
  z.object({
    message: text(),
    expiresAt: z.iso.datetime(),
    /** Signing: BIP-322 or legacy message signing (Bitcoin), EIP-191 (Ethereum chains). */
    signing: z.enum(['bitcoin', 'ethereum']).nullable(),
  }),
);
export type OwnershipChallenge = z.infer<typeof ownershipChallengeSchema>;

/** `POST /travel-rule/proofs/signature`: the challenge's message signed by the address's key. */
export const ownershipSignatureRequestSchema = lazySchema(() =>
  z.object({
    asset: coinField,
    address: addressField,
    signature: text('Paste the signature')
      .trim()
      .min(1, 'Paste the signature')
      .max(2000, 'That signature is too long'),
  }),
);

/** One Travel Rule record, as the customer's history and support see it. */
export const travelRuleRecordSchema = lazySchema(() =>
  z.object({
    recordId: text(),
    direction: z.enum(['outgoing', 'incoming']),
    asset: text(),
    amount: amountSchema,
    address: text().nullable(),
    walletKind: z.enum(WALLET_KINDS).nullable(),
    owner: z.enum(WALLET_OWNERS).nullable(),
    exchangeName: text().nullable(),
    originatorName: text().nullable(),
    beneficiaryName: text().nullable(),
    status: z.enum(TRAVEL_RULE_STATUSES),
    message: text(),
    resolution: z.enum(TRAVEL_RULE_RESOLUTIONS).nullable(),
    resolutionReason: text().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    /** The withdrawal or deposit it belongs to, once there is one. */
    paymentTransferId: text().nullable(),
    createdAt: z.iso.datetime(),
    keepUntil: z.iso.datetime(),
  }),
);
export type TravelRuleRecord = z.infer<typeof travelRuleRecordSchema>;

export const travelRuleRecordListSchema = lazySchema(() => z.array(travelRuleRecordSchema));

/** `POST /support/travel-rule/:recordId/resolve`: support_lv2's decision, with its reason. */
export const travelRuleResolveRequestSchema = lazySchema(() =>
  z.object({
    decision: z.enum(TRAVEL_RULE_RESOLUTIONS, 'Choose approved or refused'),
    reason: text('Give a reason for this decision')
      .trim()
      .min(5, 'Give a reason of at least 5 characters')
      .max(500, 'Keep the reason to 500 characters'),
  }),
);
export type TravelRuleResolveRequest = z.infer<typeof travelRuleResolveRequestSchema>;

/** `GET /support/travel-rule/export.csv`: records made from `from` up to `to` (default: all). */
export const travelRuleExportQuerySchema = lazySchema(() =>
  z.object({
    from: z.iso.datetime('from must be a date and time').optional(),
    to: z.iso.datetime('to must be a date and time').optional(),
  }),
);
