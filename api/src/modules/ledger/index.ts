/**
 * The double-entry ledger: customer balances, the postings that move them, and the
 * transactions money moves in. The database keeps its rules (db/functions/ledger.ts).
 */
export {
  customerBalance,
  customerBalances,
  orderHoldBalances,
  customerPostings,
  type CustomerBalance,
} from './balance-service.js';
export { openSystemAccounts } from './ledger-account-service.js';
export { isDatabaseConflict, isInsufficientFunds } from './ledger-errors.js';
export { findLedgerViolations, type LedgerViolation } from './ledger-invariants.js';
export { moneyTransaction, retryingConflicts } from './ledger-transaction.js';
export {
  postOrderHold,
  postOrderHoldRelease,
  type OrderHoldPosting,
} from './order-hold-postings.js';
export { TransactionIds, transactionIdsOf } from './transaction-ids.js';
export {
  postDeposit,
  postHeldDeposit,
  postHoldRelease,
  postHoldReturn,
  postRefund,
  postWithdrawal,
  type DepositPosting,
  type WithdrawalPosting,
} from './transfer-postings.js';
