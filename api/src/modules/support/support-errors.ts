import type { PermissionType } from '@wattle/shared/contracts';
import { conflict } from '../../lib/errors.js';

export const alreadySuspended = (permission: PermissionType) =>
  conflict(`${permission} is already suspended for this customer.`, 'AlreadySuspended');
export const notSuspended = (permission: PermissionType) =>
  conflict(`${permission} is not suspended for this customer.`, 'NotSuspended');
export const noTwoFactor = () =>
  conflict('This customer has no two-factor set up.', 'TwoFactorNotEnabled');
