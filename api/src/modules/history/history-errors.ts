import { badRequest } from '../../lib/errors.js';

/** A page cursor that is not one of the caller's own items. */
export const badCursor = () =>
  badRequest('before must be the id of the last item of the previous page');
export const yearNotStarted = (financialYear: number, current: number) =>
  badRequest(`FY${financialYear} has not started yet: choose FY${current} or an earlier year`);
/** A grouped-history cursor that this API did not hand out. */
export const badHistoryCursor = () =>
  badRequest('cursor must be the nextCursor of the previous page');
