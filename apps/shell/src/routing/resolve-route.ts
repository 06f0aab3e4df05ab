import { ROUTE_IDS, ROUTES, routeDefinition, type RouteId } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../federation/remote-registry';
import { fillPattern } from './fill-pattern';

export type ResolvedRoute =
  | { kind: 'remote'; remote: RemoteName; route: RouteId; location?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * Decides which remote renders a path, from the route manifest. Pure, so the whole URL space
 * is tested in one place.
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  // Spec section 2: any path containing /passwordreset opens the reset page; the token is the third segment.
  if (pathname.includes('/passwordreset')) {
    const token = pathname.split('/')[2] ?? '';
    const location = fillPattern(ROUTES.passwordreset.path, { token: encodeURIComponent(token) });
    return { kind: 'remote', remote: ROUTES.passwordreset.area, route: 'passwordreset', location };
  }
  for (const id of ROUTE_IDS) {
    const route = routeDefinition(id);
    if (matchPath(route.path, pathname)) return { kind: 'remote', remote: route.area, route: id };
    for (const alias of route.aliases ?? []) {
      const match = matchPath(alias, pathname);
      if (match) return { kind: 'redirect', to: fillPattern(route.path, match.params) };
    }
  }
  return { kind: 'not-found' };
}
