/** The owner's lock: from a security e-mail's link, withdrawals stop and every session ends. */
export { accountLockRoutes as accountLockModule } from './account-lock-routes.js';
export { LOCK_REASON } from './account-lock-service.js';
