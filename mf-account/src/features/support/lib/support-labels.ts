import type { DepositHoldReason, KycStatus, Role } from '@wattle/shared';

/** Why a deposit is on hold, as staff read it. */
export const HOLD_REASON_LABELS: Record<DepositHoldReason, string> = {
  deposits_paused: 'Held: the customer may not deposit',
  sender_flagged: 'Held: the sender failed the sanctions screen',
};

/** A customer's KYC status, in the same words as their attempts. */
export const KYC_STATUS_LABELS: Record<KycStatus['status'], string> = {
  not_started: 'Not started',
  address_submitted: 'Address given, no document checked yet',
  in_review: 'Document passed, waiting for staff review',
  verified: 'Verified',
  rejected: 'Declined',
};

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Customer',
  support_lv1: 'Support level 1',
  support_lv2: 'Support level 2',
  admin: 'Admin',
};
