import type { PermissionType, Role } from '@wattle/shared/contracts';

export interface PermissionSubject {
  role: Role;
  status: 'active' | 'closed';
  email_verified: boolean;
  phone_verified: boolean;
  documents_verified: boolean;
  pep_status: 'not_checked' | 'found' | 'not_found' | 'overridden';
}

const MONEY_PERMISSIONS: PermissionType[] = [
  'DEPOSIT_FIAT',
  'BUY',
  'SELL',
  'WITHDRAW_FIAT',
  'WITHDRAW_CRYPTO',
];

/**
 * Permissions (docs/product/roles.md#permissions): every active user may log in; staff
 * (support and admins) are not customers and never hold a money permission, however verified;
 * money moves once e-mail, phone and documents are verified and the PEP check did not find
 * them (unless support overrode it). Support can suspend any permission on top.
 */
export function derivePermissions(
  user: PermissionSubject,
  suspended: ReadonlySet<PermissionType> = new Set(),
): PermissionType[] {
  if (user.status !== 'active') return [];
  if (user.role !== 'user') return suspended.has('LOGIN') ? [] : ['LOGIN'];
  const verified = user.email_verified && user.phone_verified && user.documents_verified;
  const pepClear = user.pep_status !== 'found';
  const granted: PermissionType[] = ['LOGIN', ...(verified && pepClear ? MONEY_PERMISSIONS : [])];
  return granted.filter((permission) => !suspended.has(permission));
}
