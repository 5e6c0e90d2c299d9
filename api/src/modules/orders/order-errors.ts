import { ORDER_PLACEMENT_MESSAGES } from '@wattle/shared/contracts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';

export const orderRefused = (message: string) => badRequest(message, 'OrderInvalidError');
export const orderNotFound = () => notFound('That order');
export const orderNotOpen = () => conflict(ORDER_PLACEMENT_MESSAGES.notOpen, 'OrderNotOpen');
export const tooManyOpenOrders = () =>
  new AppError(422, ORDER_PLACEMENT_MESSAGES.tooManyOpen, 'TooManyOpenOrders');
