import type { ColumnType, Generated } from 'kysely';
import type { EnumOf } from './enums.js';

export type PepStatus = EnumOf<'users', 'pep_status'>;

/** A timestamptz: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** NUMERIC: read as an exact decimal string, never a float. */
type Numeric = ColumnType<string, string | bigint, string | bigint>;

export interface UsersTable {
  user_id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  role: Generated<EnumOf<'users', 'role'>>;
  status: Generated<EnumOf<'users', 'status'>>;
  email_verified: Generated<boolean>;
  phone_number: string | null;
  phone_verified: Generated<boolean>;
  documents_verified: Generated<boolean>;
  pep_status: Generated<PepStatus>;
  two_factor_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  /** TOTP step of the last code accepted (bigint: compared in SQL, never read as a number). */
  two_factor_last_step: ColumnType<
    string | bigint | null,
    number | null | undefined,
    number | null
  >;
  referral_code: string;
  referred_by: string | null;
  /** Wrong passwords since the last sign-in, from any address. */
  failed_logins: Generated<number>;
  /** Until then the right password alone does not sign in: a link or a code must come too. */
  login_challenged_until: Date | null;
  /** Wrong authenticator codes in a row, whatever they were for. */
  failed_codes: Generated<number>;
  /** Until then every authenticator code is refused. */
  codes_locked_until: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  session_id: Generated<string>;
  user_id: string;
  kind: EnumOf<'sessions', 'kind'>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** Staff sessions: when the session was last used (idle expiry). */
  last_seen_at: Timestamp | null;
}

export interface AssetsTable {
  asset_id: string;
  symbol: string;
  name: string;
  /** URL name of the coin's buy page: /buy/{slug}. */
  slug: string;
  chain: string;
  decimals: number;
  precision: number;
  type: EnumOf<'assets', 'type'>;
  enabled: Generated<boolean>;
  deposit_enabled: Generated<boolean>;
  withdraw_enabled: Generated<boolean>;
  buy_enabled: Generated<boolean>;
  sell_enabled: Generated<boolean>;
  buy_trade_minimum: Numeric | null;
  buy_trade_maximum: Numeric | null;
  sell_trade_minimum: Numeric | null;
  sell_trade_maximum: Numeric | null;
  withdraw_minimum: ColumnType<string, string | bigint | undefined, string | bigint>;
  withdraw_fee: ColumnType<string, string | bigint | undefined, string | bigint>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  notification_id: Generated<string>;
  user_id: string;
  title: string;
  message: string;
  type: EnumOf<'notifications', 'type'>;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface TradeSettingsTable {
  id: Generated<boolean>;
  trade_fee_percentage: Generated<string>;
  referral_bonus: Generated<string>;
  daily_withdrawal_limit_aud: Generated<string>;
  withdraw_account_cooldown_hours: Generated<number>;
  security_hold_hours: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export type LedgerAccountKind = EnumOf<'ledger_accounts', 'kind'>;

export interface LedgerAccountsTable {
  account_id: Generated<string>;
  kind: LedgerAccountKind;
  user_id: string | null;
  asset_id: string;
  /** Kept for customer accounts and holds only (by the posting trigger); null for the rest. */
  balance: ColumnType<string | null, string | null, never>;
  created_at: CreatedAt;
}

export type JournalEntryKind = EnumOf<'journal_entries', 'kind'>;

export interface JournalEntriesTable {
  entry_id: Generated<string>;
  kind: JournalEntryKind;
  description: string;
  created_at: CreatedAt;
}

export type PostingType = EnumOf<'postings', 'transaction_type'>;

export interface PostingsTable {
  posting_id: ColumnType<string, never, never>;
  entry_id: string;
  account_id: string;
  asset_id: string;
  amount: Numeric;
  transaction_type: PostingType;
  trade_id: string | null;
  transfer_id: string | null;
  created_at: CreatedAt;
}

export interface BucketsTable {
  bucket_id: string;
  name: string;
  description: string;
  risk_level: EnumOf<'buckets', 'risk_level'>;
  enabled: Generated<boolean>;
  min_order: Numeric;
  max_order: Numeric;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BucketAssetsTable {
  bucket_id: string;
  asset_id: string;
  percentage: Numeric;
}

export interface BucketOrdersTable {
  bucket_order_id: Generated<string>;
  user_id: string;
  bucket_id: string;
  status: EnumOf<'bucket_orders', 'status'>;
  requested_spend: Numeric;
  actual_spend: Numeric;
  total_fees: Numeric;
  expires_at: Timestamp;
  entry_id: string | null;
  rejection_reason: string | null;
  created_at: CreatedAt;
  executed_at: Timestamp | null;
}

export interface RecurringBuysTable {
  plan_id: Generated<string>;
  user_id: string;
  asset_id: string;
  amount: Numeric;
  frequency: EnumOf<'recurring_buys', 'frequency'>;
  status: Generated<EnumOf<'recurring_buys', 'status'>>;
  next_run_at: Timestamp | null;
  last_run_at: Timestamp | null;
  last_result: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type TradeStatus = EnumOf<'trades', 'status'>;
export type TradeType = EnumOf<'trades', 'type'>;

export interface TradesTable {
  trade_id: Generated<string>;
  user_id: string;
  status: TradeStatus;
  side: EnumOf<'trades', 'side'>;
  order_type: EnumOf<'trades', 'order_type'>;
  type: TradeType;
  crypto_asset_id: string;
  spend_asset_id: string;
  receive_asset_id: string;
  order_amount: Numeric;
  spend_amount: Numeric;
  receive_amount: Numeric;
  crypto_amount: Numeric;
  fiat_amount: Numeric;
  price: Numeric;
  mid_price: Numeric;
  fee_amount: Numeric;
  fee_percentage: Numeric;
  spread_amount: Numeric;
  expires_at: Timestamp;
  entry_id: string | null;
  bucket_order_id: string | null;
  swap_id: string | null;
  recurring_buy_id: string | null;
  rejection_reason: string | null;
  created_at: CreatedAt;
  executed_at: Timestamp | null;
}

export type OrderState = EnumOf<'orders', 'state'>;

export interface OrdersTable {
  order_id: Generated<string>;
  user_id: string;
  asset_id: string;
  kind: EnumOf<'orders', 'kind'>;
  side: EnumOf<'orders', 'side'>;
  /** Smallest units of what it spends and holds: AUD for a buy, the coin for a sell. */
  amount: Numeric;
  limit_price: Numeric | null;
  stop_price: Numeric | null;
  expires_at: Timestamp | null;
  state: Generated<OrderState>;
  hold_entry_id: string;
  release_entry_id: string | null;
  trade_id: string | null;
  /** The prices of the tick that crossed it: what it fills at, whenever the fill runs. */
  trigger_bid: Numeric | null;
  trigger_ask: Numeric | null;
  trigger_mid: Numeric | null;
  triggered_at: Timestamp | null;
  reason: string | null;
  created_at: CreatedAt;
  closed_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

export interface UserPreferencesTable {
  user_id: string;
  view_mode: Generated<EnumOf<'user_preferences', 'view_mode'>>;
  one_click_buy: Generated<boolean>;
  one_click_confirmed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface TwoFactorBackupCodesTable {
  user_id: string;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Timestamp | null;
}

export interface NotificationEmailPreferencesTable {
  user_id: string;
  verification: Generated<boolean>;
  deposits: Generated<boolean>;
  withdrawals: Generated<boolean>;
  accounts: Generated<boolean>;
  updated_at: Timestamp;
}

export interface OneTimeTokensTable {
  token_id: Generated<string>;
  user_id: string;
  purpose: EnumOf<'one_time_tokens', 'purpose'>;
  /** SHA-256 of the token in the link, hex; the token itself is never stored. */
  token_hash: string;
  /** The address the link was sent to. */
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PhoneOtpsTable {
  otp_id: Generated<string>;
  user_id: string;
  phone_number: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  created_at: CreatedAt;
}

export type AustralianState = EnumOf<'kyc_applications', 'state'>;

export interface KycApplicationsTable {
  user_id: string;
  identity_type: EnumOf<'kyc_applications', 'identity_type'>;
  street_address: string;
  suburb: string;
  state: AustralianState;
  postcode: string;
  status: Generated<EnumOf<'kyc_applications', 'status'>>;
  rejection_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface KycSubmissionsTable {
  submission_id: Generated<string>;
  user_id: string;
  document_type: EnumOf<'kyc_submissions', 'document_type'>;
  /** Only the last four characters of the document number are kept. */
  document_last4: string;
  provider_reference: string;
  result: EnumOf<'kyc_submissions', 'result'>;
  pep_result: EnumOf<'kyc_submissions', 'pep_result'> | null;
  decline_reason: string | null;
  created_at: CreatedAt;
}

export type PermissionName = EnumOf<'permission_suspensions', 'permission'>;

export interface PermissionSuspensionsTable {
  suspension_id: Generated<string>;
  user_id: string;
  permission: PermissionName;
  reason: string;
  suspended_by: string;
  created_at: CreatedAt;
  lifted_at: Timestamp | null;
  lifted_by: string | null;
  lift_reason: string | null;
}

export interface ChatThreadsTable {
  user_id: string;
  customer_read_at: Timestamp | null;
  staff_read_at: Timestamp | null;
  last_message_at: Timestamp;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  message_id: Generated<string>;
  user_id: string;
  author_id: string;
  from_staff: boolean;
  body: string;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  key_id: Generated<string>;
  user_id: string;
  label: string;
  /** 'read' and/or 'trade' (a CHECK holds it to those). */
  scopes: ColumnType<('read' | 'trade')[], ('read' | 'trade')[], never>;
  allow_list: ColumnType<string[], string[], never>;
  /** The secret under AES-256-GCM: nonce, tag and ciphertext (api-keys/key-secrets.ts). */
  secret_sealed: ColumnType<Buffer, Buffer, never>;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Timestamp | null;
  revoked_because: EnumOf<'api_keys', 'revoked_because'> | null;
  revoked_by: string | null;
  last_used_at: Timestamp | null;
  last_used_ip: string | null;
}

export interface AuditLogTable {
  audit_id: Generated<string>;
  actor_id: string;
  subject_user_id: string | null;
  action: string;
  /** JSON object; written as JSON text. */
  details: ColumnType<Record<string, unknown>, string, never>;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface OutboxMessagesTable {
  message_id: Generated<string>;
  channel: EnumOf<'outbox_messages', 'channel'>;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface MarketingLeadsTable {
  lead_id: Generated<string>;
  email: string;
  name: string | null;
  phone_number: string | null;
  pre_registered_at: CreatedAt;
}

export interface ContactMessagesTable {
  contact_id: Generated<string>;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

export interface DepositAccountsTable {
  user_id: string;
  account_name: string;
  bsb: string;
  account_number: string;
  reference: string;
  pay_id: string;
  provider: string;
  created_at: CreatedAt;
}

export interface WithdrawAccountsTable {
  withdraw_account_id: Generated<string>;
  user_id: string;
  account_name: string;
  bsb: string;
  /** The rest of the number stays with the bank, behind `provider_reference`. */
  account_number_last4: string;
  provider_reference: string;
  status: Generated<EnumOf<'withdraw_accounts', 'status'>>;
  created_at: CreatedAt;
  replaced_at: Timestamp | null;
  /** AUD goes to the account from then: 24 h after it replaced another one. */
  available_from: ColumnType<Date, Date | string | undefined, never>;
}

export interface WithdrawAddressesTable {
  address_id: Generated<string>;
  user_id: string;
  asset_id: string;
  label: string;
  address: string;
  tag: string | null;
  created_at: CreatedAt;
}

export interface WithdrawAddressSettingsTable {
  user_id: string;
  saved_only: boolean;
  /** "Saved addresses only" was turned off: it stays on until then. */
  saved_only_off_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface DepositAddressesTable {
  user_id: string;
  asset_id: string;
  chain: string;
  address: string;
  tag: string | null;
  created_at: CreatedAt;
}

export type TransferStatus = EnumOf<'transfers', 'status'>;
export type TransferMethod = EnumOf<'transfers', 'method'>;

export interface TransfersTable {
  transfer_id: string;
  user_id: string;
  type: EnumOf<'transfers', 'type'>;
  status: TransferStatus;
  method: TransferMethod;
  asset_id: string;
  /** What arrives or leaves, in the asset's smallest units. */
  amount: Numeric;
  /** Network fee on top of a crypto withdrawal. */
  fee: ColumnType<string, string | bigint | undefined, string | bigint>;
  /** A withdrawal's AUD value at the bid when requested (units): counts toward the daily limit. */
  aud_value: ColumnType<string, string | bigint | undefined, string | bigint>;
  withdraw_account_id: string | null;
  address: string | null;
  tag: string | null;
  counterparty: string | null;
  /** Deposits: the bank's or chain's id of the payment. Withdrawals: the payout's, once sent. */
  external_reference: string | null;
  estimate_signature: string | null;
  entry_id: string | null;
  refund_entry_id: string | null;
  failure_reason: string | null;
  /** A deposit on hold (or released or returned from it): why it was held. */
  hold_reason: EnumOf<'transfers', 'hold_reason'> | null;
  /** The entry that released a held deposit to the customer or returned it to the sender. */
  release_entry_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  settled_at: Timestamp | null;
}

/** Keys the API keeps in the database: made once by a migration, never changed. */
export interface ServerKeysTable {
  purpose: 'transaction_ids' | 'identity_fingerprints';
  key: ColumnType<Uint8Array, never, never>;
  created_at: CreatedAt;
}

/** The sandbox market's walk, nudged by a factor per coin (sandbox only). */
export interface SandboxPriceMovesTable {
  asset_id: string;
  factor: Numeric;
  revision: ColumnType<string, never, never>;
  moved_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PriceAlertsTable {
  alert_id: Generated<string>;
  user_id: string;
  asset_id: string;
  condition: EnumOf<'price_alerts', 'condition'>;
  price: Numeric | null;
  percent: Numeric | null;
  repeat: EnumOf<'price_alerts', 'repeat'>;
  email: boolean;
  active: Generated<boolean>;
  armed: Generated<boolean>;
  last_triggered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface WatchlistEntriesTable {
  user_id: string;
  asset_id: string;
  created_at: CreatedAt;
}

export interface FrontEndLoadsTable {
  id: Generated<string>;
  recorded_at: ColumnType<Date, Date | undefined, never>;
  environment: EnumOf<'front_end_loads', 'environment'>;
  remote: EnumOf<'front_end_loads', 'remote'>;
  version: string | null;
  outcome: EnumOf<'front_end_loads', 'outcome'>;
  stage: EnumOf<'front_end_loads', 'stage'> | null;
  duration_ms: number;
  adapted: ColumnType<boolean, boolean | undefined, never>;
}

/** A customer's Travel Rule answers for one coin and address (docs/product/travel-rule.md). */
export interface TravelRuleDestinationsTable {
  user_id: string;
  asset_id: string;
  address: string;
  owner: EnumOf<'travel_rule_destinations', 'owner'>;
  wallet_kind: EnumOf<'travel_rule_destinations', 'wallet_kind'>;
  exchange: string | null;
  exchange_name: string | null;
  beneficiary_name: string | null;
  proof: EnumOf<'travel_rule_destinations', 'proof'> | null;
  proven_at: Timestamp | null;
  challenge: string | null;
  challenge_expires_at: Timestamp | null;
  updated_at: Timestamp;
}

/** What was sent to or heard from another exchange for one coin transfer; kept seven years. */
export interface TravelRuleRecordsTable {
  record_id: Generated<string>;
  user_id: string;
  direction: EnumOf<'travel_rule_records', 'direction'>;
  asset_id: string;
  amount: Numeric;
  address: string | null;
  owner: EnumOf<'travel_rule_records', 'owner'> | null;
  wallet_kind: EnumOf<'travel_rule_records', 'wallet_kind'> | null;
  exchange_name: string | null;
  originator_name: string | null;
  beneficiary_name: string | null;
  /** The IVMS 101 message sent or received. */
  message: ColumnType<unknown, string | null, never>;
  status: EnumOf<'travel_rule_records', 'status'>;
  provider_reference: string | null;
  provider_message: string;
  /** Outgoing: a withdrawal may use this record until then. */
  cleared_until: Timestamp | null;
  resolution: EnumOf<'travel_rule_records', 'resolution'> | null;
  resolved_by: string | null;
  resolution_reason: string | null;
  resolved_at: Timestamp | null;
  estimate_signature: string | null;
  transfer_id: string | null;
  created_at: CreatedAt;
  keep_until: ColumnType<Date, never, never>;
}

/** A password, e-mail, phone or two-factor change, and the security hold it starts. */
export interface SecurityChangesTable {
  change_id: Generated<string>;
  user_id: string;
  kind: EnumOf<'security_changes', 'kind'>;
  changed_at: CreatedAt;
  hold_until: Timestamp;
  notified_at: Timestamp | null;
  /** SHA-256 of the lock link's token, hex; set when the e-mail is sent. */
  lock_token_hash: string | null;
  lock_used_at: Timestamp | null;
  /** Where the notice goes instead of the account's address: the old one, after an e-mail change. */
  notify_email: string | null;
}

/** A withdrawal waiting for review or a protective delay; no money has moved yet. */
export interface PausedWithdrawalsTable {
  paused_id: Generated<string>;
  user_id: string;
  kind: EnumOf<'paused_withdrawals', 'kind'>;
  method: EnumOf<'paused_withdrawals', 'method'>;
  asset_id: string;
  amount: Numeric;
  fee: Numeric;
  withdraw_account_id: string | null;
  address: string | null;
  tag: string | null;
  counterparty: string;
  reason: EnumOf<'paused_withdrawals', 'reason'> | null;
  details: string | null;
  status: Generated<EnumOf<'paused_withdrawals', 'status'>>;
  idempotency_key: string | null;
  release_after: Timestamp;
  created_at: CreatedAt;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  resolution_note: string | null;
  transfer_id: string | null;
}

export interface FirstWithdrawalAnswersTable {
  answer_id: Generated<string>;
  user_id: string;
  destination: string;
  reason: EnumOf<'first_withdrawal_answers', 'reason'>;
  details: string | null;
  paused_id: string | null;
  created_at: CreatedAt;
}

export interface TrustedContactsTable {
  user_id: string;
  name: string;
  email: string;
  delay_hours: number;
  updated_at: Timestamp;
}

/** A sign-in e-mail change waiting for the code sent to the new address. */
export interface EmailChangesTable {
  user_id: string;
  new_email: string;
  /** SHA-256 of the six-digit code, hex. */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** An e-mail to a trusted contact about a withdrawal, sent by a job. */
export interface TrustedContactNoticesTable {
  notice_id: Generated<string>;
  user_id: string;
  email: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

/** A keyed hash of a verified document number, or of a name with date of birth. */
export interface IdentityFingerprintsTable {
  user_id: string;
  kind: EnumOf<'identity_fingerprints', 'kind'>;
  fingerprint: string;
  created_at: CreatedAt;
}

/** Two accounts that look like one person, for staff to decide. */
export interface IdentityMatchesTable {
  match_id: Generated<string>;
  user_id: string;
  other_user_id: string;
  kind: EnumOf<'identity_matches', 'kind'>;
  status: Generated<EnumOf<'identity_matches', 'status'>>;
  /** The identity check's PEP answer, kept while a name match waits for staff. */
  pep_result: EnumOf<'identity_matches', 'pep_result'> | null;
  created_at: CreatedAt;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  resolution_note: string | null;
}

/** A customer's request that support reset their two-factor, with the identity checks. */
export interface TwoFactorResetRequestsTable {
  request_id: Generated<string>;
  user_id: string;
  status: Generated<EnumOf<'two_factor_reset_requests', 'status'>>;
  date_of_birth_matches: boolean;
  document_matched: EnumOf<'two_factor_reset_requests', 'document_matched'> | null;
  identity_on_file: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
  decided_by: string | null;
  decision_reason: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  assets: AssetsTable;
  notifications: NotificationsTable;
  one_time_tokens: OneTimeTokensTable;
  phone_otps: PhoneOtpsTable;
  kyc_applications: KycApplicationsTable;
  kyc_submissions: KycSubmissionsTable;
  permission_suspensions: PermissionSuspensionsTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
  outbox_messages: OutboxMessagesTable;
  marketing_leads: MarketingLeadsTable;
  contact_messages: ContactMessagesTable;
  trade_settings: TradeSettingsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  buckets: BucketsTable;
  bucket_assets: BucketAssetsTable;
  bucket_orders: BucketOrdersTable;
  recurring_buys: RecurringBuysTable;
  trades: TradesTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  user_preferences: UserPreferencesTable;
  two_factor_backup_codes: TwoFactorBackupCodesTable;
  notification_email_preferences: NotificationEmailPreferencesTable;
  deposit_accounts: DepositAccountsTable;
  withdraw_accounts: WithdrawAccountsTable;
  deposit_addresses: DepositAddressesTable;
  transfers: TransfersTable;
  withdraw_addresses: WithdrawAddressesTable;
  withdraw_address_settings: WithdrawAddressSettingsTable;
  server_keys: ServerKeysTable;
  sandbox_price_moves: SandboxPriceMovesTable;
  price_alerts: PriceAlertsTable;
  watchlist_entries: WatchlistEntriesTable;
  front_end_loads: FrontEndLoadsTable;
  travel_rule_destinations: TravelRuleDestinationsTable;
  travel_rule_records: TravelRuleRecordsTable;
  security_changes: SecurityChangesTable;
  paused_withdrawals: PausedWithdrawalsTable;
  first_withdrawal_answers: FirstWithdrawalAnswersTable;
  trusted_contacts: TrustedContactsTable;
  email_changes: EmailChangesTable;
  trusted_contact_notices: TrustedContactNoticesTable;
  identity_fingerprints: IdentityFingerprintsTable;
  identity_matches: IdentityMatchesTable;
  two_factor_reset_requests: TwoFactorResetRequestsTable;
}
