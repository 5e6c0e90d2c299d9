/**
 * Cost base: the customer's coins matched first in, first out into parcels (lots), with the
 * Australian tax calendar they are judged by. The tax report and the portfolio both read it,
 * so their figures agree to the cent (docs/product/portfolio.md#cost-base).
 */
export {
  matchLotsFifo,
  type AcquisitionSource,
  type DisposalRow,
  type DisposalSource,
  type FifoResult,
  type LotEvent,
  type OpenLot,
  type OpenStep,
} from './fifo.js';
export { toCents } from './lot-events.js';
export { currentLots, type CurrentLots } from './lot-cache.js';
export { lotHistory } from './lot-history.js';
export {
  discountEligibleFrom,
  financialYearBounds,
  financialYearOf,
  formatSydneyDate,
  formatSydneyDateTime,
  heldOverTwelveMonths,
  isoDate,
  TAX_TIME_ZONE,
} from './tax-dates.js';
