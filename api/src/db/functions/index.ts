import { AUDIT_LOG_APPEND_ONLY } from './audit-log.js';
import { BUCKETS_CHECK_PERCENTAGES } from './buckets.js';
import {
  LEDGER_ACCOUNTS_KEPT,
  LEDGER_APPEND_ONLY,
  LEDGER_APPLY_POSTINGS,
  LEDGER_GUARD_BALANCE,
} from './ledger.js';
import { WATTLE_ANNOUNCE_SESSION_CHANGE } from './session-changes.js';
import { TRANSFERS_GUARD } from './transfers.js';
import { TRAVEL_RULE_RECORDS_KEPT } from './travel-rule.js';
import { WATTLE_FILL_ORDERS } from './order-fills.js';
import {
  WATTLE_EXECUTE_TRADES,
  WATTLE_SUBMIT_QUOTE,
  WATTLE_SUBMIT_QUOTES,
  WATTLE_SUBMIT_QUOTES_TOGETHER,
  WATTLE_TRADE_POSTINGS,
  WATTLE_TRADE_REFERRER,
} from './trades.js';

/**
 * Every function the database runs, as it is today: one `create or replace function` each.
 * The migrations that first created them keep their history; these texts are what runs.
 *
 * To change one, edit its text here: the next migration step (`migrateToLatest`) replaces
 * each function whose text changed (apply-functions.ts), and puts back one that something
 * else replaced, so a migration never rewrites a function listed here. Triggers, and a new
 * function a trigger of a new migration needs, are still made by a numbered migration; the
 * function's text then also goes here, where it becomes the one that counts.
 */
export const DATABASE_FUNCTIONS: readonly string[] = [
  LEDGER_APPLY_POSTINGS,
  LEDGER_APPEND_ONLY,
  LEDGER_GUARD_BALANCE,
  LEDGER_ACCOUNTS_KEPT,
  WATTLE_TRADE_REFERRER,
  WATTLE_TRADE_POSTINGS,
  WATTLE_EXECUTE_TRADES,
  WATTLE_SUBMIT_QUOTE,
  WATTLE_SUBMIT_QUOTES_TOGETHER,
  WATTLE_SUBMIT_QUOTES,
  WATTLE_FILL_ORDERS,
  BUCKETS_CHECK_PERCENTAGES,
  TRANSFERS_GUARD,
  AUDIT_LOG_APPEND_ONLY,
  WATTLE_ANNOUNCE_SESSION_CHANGE,
  TRAVEL_RULE_RECORDS_KEPT,
];
