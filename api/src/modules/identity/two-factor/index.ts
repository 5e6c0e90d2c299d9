/**
 * Two-factor: the authenticator a person turns on, and the step-up proof (an authenticator
 * code, or the password without one) that every request sending money out must carry.
 */
export { twoFactorRoutes as twoFactorModule } from './two-factor-routes.js';
export { stepUpLimits } from './step-up-limit.js';
export { checkStepUp, stepUpMethodOf, type StepUp } from './step-up-service.js';
export {
  acceptTwoFactorCode,
  checkBackupCode,
  checkGuardedCode,
  spendTwoFactorStep,
  resetTwoFactorBySupport,
  WRONG_CODES_BEFORE_PAUSE,
} from './two-factor-service.js';
