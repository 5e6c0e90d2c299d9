/**
 * Support: the staff console — finding and reading customers, changing their PEP status,
 * permissions, two-factor and sessions, and the audit log. Every read and change is audited.
 */
export { supportRoutes as supportModule } from './support-routes.js';
export { findCustomer } from './support-service.js';
