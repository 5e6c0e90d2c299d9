import { badRequest, notFound } from '../../lib/errors.js';

export const assetNotFound = () => notFound('That asset');
export const limitsInverted = () => badRequest('A maximum must not be below its minimum');
