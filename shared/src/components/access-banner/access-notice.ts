import { isVerified, roleAtLeast, type PermissionType, type User } from '../../contracts/user.js';

/** What a customer is told when an action they came for is not open to them. */
export interface AccessNotice {
  kind: 'verify' | 'review' | 'suspended' | 'staff';
  title: string;
  body: string;
  /** Where the customer can fix it, if anywhere. */
  action: { label: string; href: string } | null;
}

const ACTIVITY: Record<PermissionType, string> = {
  LOGIN: 'signing in',
  BUY: 'buying',
  SELL: 'selling',
  // One deposit permission covers AUD and coins alike.
  DEPOSIT_FIAT: 'depositing',
  WITHDRAW_FIAT: 'withdrawing AUD',
  WITHDRAW_CRYPTO: 'withdrawing crypto',
};

/** "buying, selling and depositing" */
export function describeActivities(permissions: readonly PermissionType[]): string {
  const words = permissions.map((permission) => ACTIVITY[permission]);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Which notice fits a user who lacks some of `needs` (docs/product/roles.md#permissions): money
 * permissions come once e-mail, phone and documents are verified and PEP screening is clear;
 * support can also suspend one. Null when nothing is missing.
 */
export function accessNotice(
  user: User,
  granted: readonly PermissionType[],
  needs: readonly PermissionType[],
): AccessNotice | null {
  const missing = needs.filter((permission) => !granted.includes(permission));
  if (missing.length === 0) return null;
  const activities = describeActivities(missing);
  const open = missing.length === 1 ? 'opens' : 'open';
  if (roleAtLeast(user.role, 'support_lv1')) {
    return {
      kind: 'staff',
      title: 'Staff accounts do not trade',
      body: `${capitalise(activities)} is switched off for staff accounts.`,
      action: null,
    };
  }
  if (!isVerified(user)) {
    return {
      kind: 'verify',
      title: 'Verify your identity to start trading',
      body: `${capitalise(activities)} ${open} once your e-mail, mobile number and ID are verified. It takes a few minutes.`,
      action: { label: 'Verify your identity', href: '/new-profile' },
    };
  }
  if (user.pepStatus === 'found') {
    return {
      kind: 'review',
      title: 'Your account is being reviewed',
      body: `${capitalise(activities)} ${open} once our compliance team finishes a routine check. We will e-mail you.`,
      action: { label: 'Contact support', href: '/contact-us' },
    };
  }
  return {
    kind: 'suspended',
    title: 'Some actions are paused on your account',
    body: `${capitalise(activities)} ${missing.length === 1 ? 'is' : 'are'} paused. Our support team can tell you why.`,
    action: { label: 'Contact support', href: '/contact-us' },
  };
}
