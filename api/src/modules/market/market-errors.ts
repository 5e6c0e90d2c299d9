import { badRequest, notFound } from '../../lib/errors.js';

export const coinNotListed = () => notFound('That coin');
export const marketCannotMove = () =>
  badRequest('This market has real prices: only the sandbox market moves on demand');
export const noPriceToMove = () => badRequest('That coin has no price right now to move from');
