/** Marketing: pre-registration and the contact form of the public site. */
export { marketingRoutes as marketingModule } from './marketing-routes.js';
