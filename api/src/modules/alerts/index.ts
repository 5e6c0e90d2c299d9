/** Price alerts: a customer's levels and moves per coin, told when the price tick crosses them. */
export { alertRoutes as alertsModule } from './alert-routes.js';
export { checkAlerts, priceAlertsOnTick } from './alert-tick.js';
