import { ROUTE_IDS, ROUTES, routeDefinition, type AreaName, type RouteId } from './routes';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a path matches a manifest pattern as React Router's `matchPath` does: the whole
 * path, letters in any case, a trailing slash ignored, `:name` one segment, `:name?` an
 * optional last segment. Lets the server match without React Router.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (actual.length < required || actual.length > wanted.length) return false;
  return actual.every((segment, index) => {
    const expected = wanted[index]!;
    return expected.startsWith(':') || expected.toLowerCase() === segment.toLowerCase();
  });
}

/**
 * The route whose screen a page path shows, aliases included; undefined for the not-found page.
 * A remote uses it to fetch the code of the page being opened first, the server to name it in
 * the page's HTML.
 */
export function routeIdForPath(pathname: string): RouteId | undefined {
  // Spec section 2: any path containing /passwordreset opens the reset page.
  if (pathname.includes('/passwordreset')) return 'passwordreset';
  return ROUTE_IDS.find((id) => {
    const route = routeDefinition(id);
    return [route.path, ...(route.aliases ?? [])].some((pattern) => matchesRoutePattern(pattern, pathname));
  });
}

/**
 * The area (remote) whose screen a page path shows, after the shell's redirects of aliases;
 * undefined for the not-found page. The server uses it to name the page's remote files in the
 * HTML before any code runs; the shell resolves the same manifest with React Router.
 */
export function areaForPath(pathname: string): AreaName | undefined {
  const id = routeIdForPath(pathname);
  return id === undefined ? undefined : ROUTES[id].area;
}
