import type { DepositHoldReason, PepStatus, PermissionType, Role } from '@wattle/shared';

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

/** Why a deposit is on hold, as staff read it. */
export const HOLD_REASON_LABELS: Record<DepositHoldReason, string> = {
  deposits_paused: 'Held: the customer may not deposit',
  sender_flagged: 'Held: the sender failed the sanctions screen',
};

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  support_lv1: 'Support level 1',
  support_lv2: 'Support level 2',
  admin: 'Admin',
};

/** How the audit log names each action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'customer.search': 'Searched customers',
  'customer.read': 'Opened a customer',
  'history.read': 'Read history',
  'pep_status.changed': 'PEP status changed',
  'permission.suspended': 'Permission suspended',
  'permission.restored': 'Permission restored',
  'two_factor.reset': 'Two-factor reset',
  'sessions.ended': 'Sessions ended',
  'deposit.released': 'Held deposit released',
  'deposit.returned': 'Held deposit returned',
  'trade_settings.update': 'Trade settings changed',
  'asset.update': 'Asset changed',
  'bucket.save': 'Bucket saved',
  'chat.list': 'Listed chats',
  'chat.read': 'Opened a chat',
  'chat.marked_read': 'Marked a chat read',
  'chat.replied': 'Answered a chat',
};
