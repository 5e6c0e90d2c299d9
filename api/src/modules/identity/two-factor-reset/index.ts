/**
 * Support reset of two-factor with an identity check: the customer's request from the sign-in
 * page, and support_lv2's decision in the console.
 */
export {
  twoFactorResetRoutes as twoFactorResetModule,
  type TwoFactorResetRoutesOptions,
} from './two-factor-reset-routes.js';
