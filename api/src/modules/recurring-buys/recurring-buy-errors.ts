import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { orderInvalid } from '../trading/index.js';

export const amountBelowMinimum = () =>
  orderInvalid('The amount entered is below the minimum allowed');
export const amountAboveMaximum = () =>
  orderInvalid('The amount entered is above the maximum allowed');
export const startInThePast = () => badRequest('Start the plan today or later');
export const planCancelled = () =>
  conflict('This recurring buy was cancelled. Set up a new one instead.');
/** Written on the plan as the run's result, so it reads as the end of a sentence. */
export const cannotBuyNow = () => forbidden('your account cannot buy right now');
