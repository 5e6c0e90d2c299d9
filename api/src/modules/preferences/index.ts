/** Preferences: the dashboard's view, 1-Click buy, and which notifications also come by e-mail. */
export { preferenceRoutes as preferencesModule } from './preference-routes.js';
export { emailRecipientFor, oneClickBuyOn } from './preference-service.js';
