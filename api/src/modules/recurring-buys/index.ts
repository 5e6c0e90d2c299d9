/** Recurring buys: a customer's plans to buy a coin for the same AUD on a schedule. */
export { recurringBuyRoutes as recurringBuysModule } from './recurring-buy-routes.js';
export { runDuePlans } from './recurring-buy-service.js';
