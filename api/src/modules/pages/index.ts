/** Pages: the not-found page for paths that are no API route. */
export { notFoundPageRoutes as pagesModule } from './not-found-routes.js';
