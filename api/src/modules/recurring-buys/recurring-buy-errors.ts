import { FIAT_SYMBOL, ORDER_MESSAGES } from '@wattle/shared/contracts';
import type Big from 'big.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { orderInvalid } from '../trading/index.js';

/** Each run is a buy, so its minimum is said as a buy's: "The minimum buy is $10.00". */
export const amountBelowMinimum = (minimum: Big) =>
  orderInvalid(ORDER_MESSAGES.minimumIs('buy', minimum, FIAT_SYMBOL));
export const amountAboveMaximum = () =>
  orderInvalid('The amount entered is above the maximum allowed');
export const startInThePast = () => badRequest('Start the plan today or later');
export const planCancelled = () =>
  conflict('This recurring buy was cancelled. Set up a new one instead.');
/** Written on the plan as the run's result, so it reads as the end of a sentence. */
export const cannotBuyNow = () => forbidden('your account cannot buy right now');
