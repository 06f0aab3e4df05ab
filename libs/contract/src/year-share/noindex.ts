import { matchesRoutePattern } from '../resolve-path';
import { ROUTE_IDS, routeDefinition } from '../routes';

/** Whether a page path is one the route manifest keeps from search engines (a share link's page). */
export function isNoindexPath(pathname: string): boolean {
  return ROUTE_IDS.some((id) => {
    const route = routeDefinition(id);
    return route.noindex === true && matchesRoutePattern(route.path, pathname);
  });
}

/** What the server and the page say to search engines about such a page. */
export const NOINDEX_DIRECTIVES = 'noindex, nofollow, noarchive';
