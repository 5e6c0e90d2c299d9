/**
 * Money-out safety: the first-withdrawal warning and its reason, withdrawals paused for
 * support's review or a customer's protective delay, and what the withdrawal forms ask first.
 * Funding debits and releases; this module decides and keeps the record.
 */
export { moneyOutSafetyRoutes as moneyOutSafetyModule } from './money-out-safety-routes.js';
export {
  dueProtectiveDelays,
  lockPausedWithdrawal,
  pausedWithdrawal,
  resolvePausedWithdrawal,
  reviewWithdrawal,
  withdrawalsAwaitingReview,
  type Destination,
  type ReviewedWithdrawal,
} from './money-out-safety-service.js';
export { sendTrustedContactNotices, trustedContactOf } from './trusted-contact-service.js';
