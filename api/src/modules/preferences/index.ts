/** Preferences: the dashboard's view and which notifications also come by e-mail. */
export { preferenceRoutes as preferencesModule } from './preference-routes.js';
export { emailRecipientFor } from './preference-service.js';
