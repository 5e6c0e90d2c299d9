import { PRICE_ALERT_LIMIT } from '@wattle/shared/contracts';
import { badRequest, notFound } from '../../lib/errors.js';

export const alertNotFound = () => notFound('That alert');
export const coinNotListed = () => badRequest('That coin is not listed on Wattle');
export const tooManyAlerts = () =>
  badRequest(
    `You can keep up to ${PRICE_ALERT_LIMIT} price alerts: delete one first`,
    'AlertLimitError',
  );
export const alreadyAcross = (symbol: string, condition: 'above' | 'below', price: string) =>
  badRequest(
    `${symbol} is already ${condition} ${price}: choose a price it has yet to reach`,
    'AlertAlreadyMetError',
  );
