/** The watchlist: coins a customer starred, listed first on their dashboard. */
export { watchlistRoutes as watchlistModule } from './watchlist-routes.js';
