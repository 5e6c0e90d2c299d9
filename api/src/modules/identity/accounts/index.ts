/**
 * Accounts: the signed-in person's profile and password, and what they may do — permissions
 * earned by verification, minus what support suspended.
 */
export { userRoutes as accountsModule } from './user-routes.js';
export { toUser } from '../user-mapper.js';
export {
  createAccountUnlessEmailTaken,
  findAccount,
  findAccountId,
  type UserRow,
} from './account-service.js';
export {
  activeSuspensionsOf,
  addSuspension,
  liftSuspension,
  permissionsFor,
  permissionsOfEach,
  type SuspensionChange,
} from './permission-service.js';
