/**
 * Security hold: after a password, e-mail, phone or two-factor change, crypto withdrawals and
 * new withdrawal destinations wait; the owner is e-mailed a link to lock the account.
 */
export { securityHoldRoutes as securityHoldModule } from './security-hold-routes.js';
export {
  assertNoSecurityHold,
  recordSecurityChange,
  securityHoldHours,
  securityHoldOf,
  sendSecurityChangeNotices,
  spendLockLink,
  type SecurityChangeKind,
} from './security-hold-service.js';
