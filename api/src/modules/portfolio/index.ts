/** Portfolio: the customer's holdings at today's prices, and what they cost. */
export { portfolioRoutes as portfolioModule } from './portfolio-routes.js';
export { portfolioBalances } from './portfolio-service.js';
