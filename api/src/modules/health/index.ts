/** Health: whether this API instance and what it depends on answer. */
export { healthRoutes as healthModule } from './health-routes.js';
