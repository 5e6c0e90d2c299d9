import { REMOTE_ROUTES, SHELL_PAGE_SEGMENTS } from './remote-routes';

/**
 * Every first path segment the shell or a remote owns, for the route table the build writes
 * (scripts/prerender.ts runs this in the shell's own process: the tooling never imports shell
 * code). Shaped as a prerender job's function; the path is not used.
 */
export async function routeSegments(): Promise<string[]> {
  return [...SHELL_PAGE_SEGMENTS, ...Object.keys(REMOTE_ROUTES)];
}
