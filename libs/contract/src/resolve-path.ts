import { ROUTE_IDS, ROUTES, routeDefinition, type AreaName, type RouteId } from './routes';

/**
 * What a page path shows: a route's screen (`location`: where the screen's own router is sent,
 * when not the path itself), a redirect from a second spelling, or the not-found page.
 */
export type PathResolution =
  | { kind: 'route'; route: RouteId; area: AreaName; location?: string }
  | { kind: 'redirect'; route: RouteId; to: string }
  | { kind: 'not-found' };

/**
 * The parameters of a path that matches a manifest pattern, as React Router's `matchPath` finds
 * them (a test in the shell holds the two together): the whole path, letters in any case,
 * trailing slashes ignored, `:name` one non-empty segment as written in the URL, `:name?` an
 * optional last segment. Undefined when it does not match.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.replace(/\/+$/, '').split('/').slice(1);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (actual.length < required || actual.length > wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of actual.entries()) {
    const expected = wanted[index]!;
    if (segment === '') return undefined;
    if (expected.startsWith(':')) params[expected.slice(1).replace(/\?$/, '')] = segment;
    else if (expected.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  return matchRoutePattern(pattern, pathname) !== undefined;
}

/**
 * A path from a route pattern and parameters as they appear in a URL (already encoded, so
 * they are not encoded again). An optional parameter without a value is left out.
 */
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string {
  const path = pattern.replace(/\/:(\w+)\??/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''));
  return path || '/';
}

/**
 * Which screen a page path shows, from the route manifest: the one resolver of the URL space.
 * The shell renders and prefetches by it, the server names the page's remote in the HTML, and
 * a remote fetches the code of the page being opened first.
 */
export function resolvePath(pathname: string): PathResolution {
  // Spec section 2: any path containing /passwordreset opens the reset page; the token is the third segment.
  if (pathname.includes('/passwordreset')) {
    const token = pathname.split('/')[2] ?? '';
    const location = fillPattern(ROUTES.passwordreset.path, { token: encodeURIComponent(token) });
    return { kind: 'route', route: 'passwordreset', area: ROUTES.passwordreset.area, location };
  }
  for (const id of ROUTE_IDS) {
    const route = routeDefinition(id);
    if (matchesRoutePattern(route.path, pathname)) return { kind: 'route', route: id, area: route.area };
    for (const alias of route.aliases ?? []) {
      const params = matchRoutePattern(alias, pathname);
      if (params) return { kind: 'redirect', route: id, to: fillPattern(route.path, params) };
    }
  }
  return { kind: 'not-found' };
}

/** The route whose screen a page path shows, after the redirect of a second spelling; undefined for the not-found page. */
export function routeIdForPath(pathname: string): RouteId | undefined {
  const resolved = resolvePath(pathname);
  return resolved.kind === 'not-found' ? undefined : resolved.route;
}
