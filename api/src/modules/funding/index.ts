/**
 * Funding: AUD and crypto deposits and withdrawals — deposit details and addresses, the
 * withdrawal bank account and address book, and the settlement of withdrawals paid out.
 */
export { fundingRoutes as fundingModule, type FundingOptions } from './funding-routes.js';
export { recordDeposit } from './deposit-service.js';
export { DEPOSIT_PERMISSION, holdNote } from './deposit-hold.js';
export {
  heldDepositsForStaff,
  releaseHeldDeposit,
  returnHeldDeposit,
} from './held-deposit-service.js';
export { releaseDueDelays } from './paused-withdrawal-service.js';
export { settlePendingWithdrawals } from './settlement-service.js';
export { toTransfer, type TransferView } from './transfer-mapper.js';
export { currentWithdrawAccount } from './withdraw-account-service.js';
