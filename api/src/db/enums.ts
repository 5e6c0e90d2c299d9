import {
  accountStatusSchema,
  ALERT_CONDITIONS,
  ALERT_REPEATS,
  API_KEY_REVOKE_REASONS,
  DEPOSIT_HOLD_REASONS,
  FRONT_END_ENVIRONMENTS,
  FRONT_END_LOAD_STAGES,
  ASSET_TYPES,
  AUSTRALIAN_STATES,
  kycRequestSchema,
  KYC_STATUSES,
  kycSubmissionSchema,
  NOTIFICATION_TYPES,
  ORDER_KINDS,
  ORDER_SIDES,
  ORDER_STATES,
  ORDER_TYPES,
  REMOTE_NAMES,
  outboxMessageSchema,
  PAUSED_WITHDRAWAL_KINDS,
  PAUSED_WITHDRAWAL_STATUSES,
  PEP_STATUSES,
  PERMISSION_TYPES,
  RECURRING_FREQUENCIES,
  RECURRING_STATUSES,
  RISK_LEVELS,
  ROLES,
  securityHoldSchema,
  TRADE_STATUSES,
  tradeSchema,
  TRANSACTION_TYPES,
  TRANSFER_STATUSES,
  transferSchema,
  TRAVEL_RULE_RESOLUTIONS,
  TRAVEL_RULE_STATUSES,
  TWO_FACTOR_RESET_STATUSES,
  VIEW_MODES,
  WALLET_KINDS,
  WALLET_OWNERS,
  WITHDRAWAL_REASONS,
} from '@wattle/shared/contracts';

/** `list` without `dropped`, typed as what is left. */
function without<T extends string, D extends T>(list: readonly T[], ...dropped: D[]) {
  return list.filter((value): value is Exclude<T, D> => !(dropped as T[]).includes(value));
}

/**
 * Every enumerated text column and the values its CHECK constraint allows: the one list the
 * schema's types (schema.ts) are made from. Where a wire contract names the same values, the
 * list is the contract's own (`z.enum([...]).options`), so the API, the clients and the
 * database cannot disagree; the rest exist only in the database.
 *
 * Migrations keep their own literal copies — an applied migration must mean forever what it
 * meant when it ran. `test/enum-drift.test.ts` compares the live database's CHECK constraints
 * with this table: a value added here (or to a contract) fails it until a new migration
 * changes the constraint.
 */
export const COLUMN_ENUMS = {
  users: {
    role: ROLES,
    status: accountStatusSchema.options,
    pep_status: PEP_STATUSES,
  },

  sessions: { kind: ['customer', 'staff'] },
  api_keys: { revoked_because: API_KEY_REVOKE_REASONS },
  assets: { type: ASSET_TYPES },
  notifications: { type: NOTIFICATION_TYPES },
  ledger_accounts: {
    kind: [
      'customer',
      'deposit_hold',
      'order_hold',
      'house',
      'fee',
      'spread',
      'external_bank',
      'external_chain',
    ],
  },
  journal_entries: {
    kind: ['trade', 'deposit', 'withdrawal', 'referral', 'revert', 'refund', 'order_hold'],
  },
  postings: { transaction_type: TRANSACTION_TYPES },
  buckets: { risk_level: RISK_LEVELS },
  bucket_orders: { status: ['pending', 'complete', 'rejected'] },
  recurring_buys: { frequency: RECURRING_FREQUENCIES, status: RECURRING_STATUSES },
  trades: {
    status: TRADE_STATUSES,
    side: ORDER_SIDES,
    order_type: ORDER_TYPES,
    type: tradeSchema.shape.executionType.unwrap().options,
  },
  orders: { kind: ORDER_KINDS, side: ORDER_SIDES, state: ORDER_STATES },
  user_preferences: { view_mode: VIEW_MODES },
  price_alerts: { condition: ALERT_CONDITIONS, repeat: ALERT_REPEATS },
  one_time_tokens: { purpose: ['verify_email', 'reset_password', 'sign_in'] },
  kyc_applications: {
    identity_type: kycRequestSchema.shape.identityType.options,
    state: AUSTRALIAN_STATES,
    status: without(KYC_STATUSES, 'not_started'),
  },
  kyc_submissions: {
    document_type: kycSubmissionSchema.shape.documentType.options,
    result: kycSubmissionSchema.shape.result.options,
    pep_result: kycSubmissionSchema.shape.pepResult.unwrap().options,
  },
  permission_suspensions: { permission: PERMISSION_TYPES },
  outbox_messages: { channel: outboxMessageSchema.shape.channel.options },
  withdraw_accounts: { status: ['active', 'replaced'] },
  transfers: {
    type: transferSchema.shape.type.options,
    status: TRANSFER_STATUSES,
    method: ['bank_transfer', 'payid', 'chain'],
    hold_reason: DEPOSIT_HOLD_REASONS,
  },
  front_end_loads: {
    environment: FRONT_END_ENVIRONMENTS,
    remote: REMOTE_NAMES,
    outcome: ['loaded', 'failed'],
    stage: FRONT_END_LOAD_STAGES,
  },
  travel_rule_destinations: {
    owner: WALLET_OWNERS,
    wallet_kind: WALLET_KINDS,
    proof: ['signature', 'test_deposit'],
  },
  travel_rule_records: {
    direction: ['outgoing', 'incoming'],
    owner: WALLET_OWNERS,
    wallet_kind: WALLET_KINDS,
    status: TRAVEL_RULE_STATUSES,
    resolution: TRAVEL_RULE_RESOLUTIONS,
  },
  security_changes: { kind: securityHoldSchema.shape.change.options },
  paused_withdrawals: {
    kind: PAUSED_WITHDRAWAL_KINDS,
    method: ['bank_transfer', 'chain'],
    reason: WITHDRAWAL_REASONS,
    status: PAUSED_WITHDRAWAL_STATUSES,
  },
  first_withdrawal_answers: { reason: WITHDRAWAL_REASONS },
  identity_fingerprints: { kind: ['passport', 'licence', 'name_dob'] },
  identity_matches: {
    kind: ['passport', 'licence', 'phone', 'name_dob'],
    status: ['open', 'same_person', 'different_people'],
    pep_result: ['found', 'not_found'],
  },
  two_factor_reset_requests: {
    status: TWO_FACTOR_RESET_STATUSES,
    document_matched: ['passport', 'licence'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Enums = typeof COLUMN_ENUMS;

/** The values one enumerated column holds, as a type: `EnumOf<'users', 'role'>`. */
export type EnumOf<
  Table extends keyof Enums,
  Column extends keyof Enums[Table],
> = Enums[Table][Column] extends readonly (infer Value)[] ? Value : never;
