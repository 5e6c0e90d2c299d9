/**
 * The Travel Rule: what a crypto withdrawal's destination is, the IVMS 101 message to the
 * receiving exchange and its answer, proof of the customer's own wallets, the originator of
 * deposits, and the records kept seven years for support and the regulator.
 */
export { travelRuleRoutes as travelRuleModule } from './travel-rule-routes.js';
export { assertTravelRuleReady, claimTravelRuleClearance } from './check-service.js';
export { recordIncomingTravelRule, type IncomingCoins } from './incoming-service.js';
