/**
 * The app's routes as the build knows them (docs/product/screens.md#unknown-routes), written
 * by scripts/prerender.ts beside the prerendered pages so the shell's server can answer a path
 * that is no route with the not-found redirect instead of a 200 app shell (a soft 404). Pure
 * and import-free: the `web` image serves with it and has no builder.
 */
export interface RouteTable {
  /** Every first path segment some front end owns: `dashboard`, `buy`, `btc`, `login`, … */
  segments: string[];
  /**
   * For a first segment whose every page is known at build time (`buy`, `learn`, `blog`), the
   * second segments that exist. A segment not listed here takes any path below it: its
   * remote's router decides.
   */
  children: Record<string, string[]>;
}

export const ROUTE_TABLE_FILE = 'routes.json';

/**
 * Stand for the company's registrations in prerendered pages until the server that serves them
 * fills in its own configuration's (the footer states them).
 */
export const COMPANY_PLACEHOLDERS = {
  abn: 'WATTLE-ABN-PLACEHOLDER',
  austracNumber: 'WATTLE-AUSTRAC-PLACEHOLDER',
} as const;

/** Whether `pathname` can be a page of the app (a trailing slash ignored). */
export function isKnownRoute(pathname: string, table: RouteTable): boolean {
  const [first = '', second, ...rest] = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (first === '') return true;
  if (!table.segments.includes(first)) return false;
  const children = table.children[first];
  if (!children || second === undefined) return true;
  return rest.length === 0 && children.includes(second);
}
