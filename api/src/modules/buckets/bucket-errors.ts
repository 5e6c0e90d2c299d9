import { badRequest, notFound } from '../../lib/errors.js';
import { orderInvalid } from '../trading/index.js';

export const bucketNotFound = () => notFound('That bucket');
export const bucketUnavailable = (name: string) =>
  orderInvalid(`${name} is not available right now`);

export const percentagesMissHundred = (total: string) =>
  badRequest(`Percentages must add up to 100 (they add up to ${total})`);
export const assetListedTwice = () => badRequest('List each asset once');
export const notTradable = (assetIds: readonly string[]) =>
  badRequest(`Not a tradable asset: ${assetIds.join(', ')}`);
export const orderBoundsInvalid = () =>
  badRequest('The maximum order must be at least the minimum, above zero');
