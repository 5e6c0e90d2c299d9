import type { AuditEntry } from '../contracts/support.js';
import type { PepStatus, PermissionType } from '../contracts/user.js';
import { formatDateTime } from './format-date.js';

/**
 * The audit log in words, one set of them for the console's screens and its CSV export
 * (docs/product/roles.md#audit-log).
 */

/** How support names a customer's permission. */
export const PERMISSION_LABELS: Record<PermissionType, string> = {
  LOGIN: 'Sign in',
  BUY: 'Buy',
  SELL: 'Sell',
  // One deposit permission covers AUD and coins alike.
  DEPOSIT_FIAT: 'Deposit (AUD and crypto)',
  WITHDRAW_FIAT: 'Withdraw AUD',
  WITHDRAW_CRYPTO: 'Withdraw crypto',
};

export const PEP_LABELS: Record<PepStatus, string> = {
  not_checked: 'Not checked',
  found: 'Found (politically exposed)',
  not_found: 'Not found',
  overridden: 'Overridden by support',
};

/** How the audit log names each action, as what the person did. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'customer.search': 'Searched customers',
  'customer.read': 'Opened the customer’s record',
  'history.read': 'Read the customer’s history',
  'pep_status.changed': 'Changed PEP status',
  'permission.suspended': 'Suspended a permission',
  'permission.restored': 'Restored a permission',
  'two_factor.reset': 'Reset two-factor',
  'two_factor_reset.approved': 'Approved a two-factor reset request',
  'two_factor_reset.declined': 'Declined a two-factor reset request',
  'identity_match.same_person': 'Decided linked accounts are one person',
  'identity_match.different_people': 'Decided linked accounts are different people',
  'sessions.ended': 'Signed the customer out',
  'deposit.released': 'Released a held deposit',
  'deposit.returned': 'Returned a held deposit',
  'trade_settings.update': 'Changed trade settings',
  'withdrawal_rules.update': 'Changed withdrawal rules',
  'asset.update': 'Changed an asset',
  'bucket.save': 'Saved a bucket',
  'chat.list': 'Listed chats',
  'chat.read': 'Opened a chat',
  'chat.marked_read': 'Marked a chat read',
  'chat.replied': 'Answered a chat',
  'password.changed': 'Changed the password',
  'account.locked': 'Locked the account',
  'withdrawal.released': 'Released a paused withdrawal',
  'withdrawal.refused': 'Refused a paused withdrawal',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'api_keys.read': 'Read API keys',
  'travel_rule.viewed': 'Viewed Travel Rule records',
  'travel_rule.exported': 'Exported Travel Rule records',
};

/** Details that are bookkeeping, never shown: the reason has its own place. */
const HIDDEN_DETAILS = new Set(['reason', 'suspensionId', 'view']);

/** `feeRate` → "fee rate", `dailyLimit` → "daily limit". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return JSON.stringify(value);
}

const permissionLabel = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(PERMISSION_LABELS, value)
    ? PERMISSION_LABELS[value as PermissionType]
    : plain(value);
const pepLabel = (value: unknown) =>
  typeof value === 'string' && Object.hasOwn(PEP_LABELS, value)
    ? PEP_LABELS[value as PepStatus]
    : plain(value);
const count = (value: unknown, one: string, many: string) => {
  const n = Array.isArray(value) ? value.length : Number(value);
  return `${n} ${n === 1 ? one : many}`;
};

/**
 * What changed, for a settings entry that kept the values before and after: only the values
 * that changed, "daily limit 50000 → 60000", or "set to 24" where there was none before.
 */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) =>
      before[key] === null || before[key] === undefined
        ? `${words(key)} set to ${plain(after[key])}`
        : `${words(key)} ${plain(before[key])} → ${plain(after[key])}`,
    );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The details not already said by the sentence, in words; nulls left out. */
function otherDetails(details: Record<string, unknown>, said: readonly string[]): string[] {
  if (isRecord(details.before) && isRecord(details.after)) {
    return changes(details.before, details.after);
  }
  return Object.entries(details)
    .filter(([key, value]) => !HIDDEN_DETAILS.has(key) && !said.includes(key) && value !== null)
    .map(([key, value]) => `${words(key)}: ${plain(value)}`);
}

/**
 * An audit entry in plain English (docs/product/roles.md#audit-log): what was done
 * ("Suspended Withdraw crypto", "Changed their password") and the rest of its details in words,
 * never raw keys with nulls.
 */
export function auditSentence(entry: AuditEntry): { what: string; more: string[] } {
  const { details } = entry;
  const own = entry.subjectUserId !== null && entry.subjectUserId === entry.actorId;
  switch (entry.action) {
    case 'password.changed':
      return {
        what: own ? 'Changed their password' : 'Changed the password',
        more: [
          ...(details.otherSessionsEnded
            ? [
                `signed out of ${count(details.otherSessionsEnded, 'other session', 'other sessions')}`,
              ]
            : []),
          ...(details.tradingKeysRevoked
            ? [`${count(details.tradingKeysRevoked, 'API key', 'API keys')} revoked`]
            : []),
        ],
      };
    case 'permission.suspended':
      return { what: `Suspended ${permissionLabel(details.permission)}`, more: [] };
    case 'permission.restored':
      return { what: `Restored ${permissionLabel(details.permission)}`, more: [] };
    case 'pep_status.changed':
      return {
        what: `Changed PEP status from ${pepLabel(details.from)} to ${pepLabel(details.to)}`,
        more: [],
      };
    case 'two_factor.reset':
      return {
        what:
          details.wasEnabled === false
            ? 'Reset two-factor (it was already off)'
            : 'Reset two-factor',
        more: [],
      };
    case 'two_factor_reset.approved':
    case 'two_factor_reset.declined':
      return {
        what: AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
        more: [
          details.dateOfBirthMatches ? 'date of birth matched' : 'date of birth did not match',
          typeof details.documentMatched === 'string'
            ? `document number matched their ${details.documentMatched === 'licence' ? 'driver’s licence' : 'passport'}`
            : 'document number matched no verified document',
        ],
      };
    case 'sessions.ended':
      return {
        what: `Signed the customer out (${count(details.ended, 'session', 'sessions')})`,
        more: [],
      };
    case 'customer.search':
      return {
        what: `Searched customers for “${plain(details.query)}”`,
        more: [count(details.results, 'result', 'results')],
      };
    default:
      return {
        what: AUDIT_ACTION_LABELS[entry.action] ?? words(entry.action.replace('.', ' ')),
        more: otherDetails(details, []),
      };
  }
}

/** A person as the console names them: "Charlotte Nguyen (charlotte@example.com)". */
export function personName(name: string | null | undefined, email: string | null | undefined) {
  if (name && email) return `${name} (${email})`;
  return name ?? email ?? 'someone';
}

/** The export's columns, in the console's words. */
export const AUDIT_CSV_HEADER = [
  'When (Sydney time)',
  'Who',
  'What',
  'Customer',
  'Why',
  'Details',
  'IP address',
] as const;

/**
 * One audit entry as a row of the CSV export, in the words the console shows it: people by
 * name and e-mail, the action as a sentence, the time on Sydney's clock.
 */
export function auditCsvCells(entry: AuditEntry): string[] {
  const { what, more } = auditSentence(entry);
  const { reason } = entry.details;
  return [
    formatDateTime(entry.createdAt),
    personName(entry.actorName, entry.actorEmail),
    what,
    entry.subjectUserId ? personName(entry.subjectName, entry.subjectEmail) : '',
    typeof reason === 'string' ? reason : '',
    more.join('; '),
    entry.ip ?? '',
  ];
}
