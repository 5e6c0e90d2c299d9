/**
 * Front-end health: the shell reports how each remote loaded (time, failure stage, release),
 * and the support console reads the last hour per remote and what each environment runs.
 */
export {
  frontEndHealthRoutes as frontEndHealthModule,
  LOAD_REPORTS_PER_MINUTE,
} from './front-end-health-routes.js';
export { pruneFrontEndLoads } from './front-end-health-service.js';
