import { ROUTE_IDS, routeDefinition, type AreaName } from '@shelfmark/contract';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A path a route pattern matches: every parameter filled with 1. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:\w+\??/g, '1');
}

/**
 * How a remote's route objects differ from what the route manifest gives its area: patterns
 * the routes do not render (React Router picks another route there, or none), and routes the
 * manifest does not list. Empty when they agree.
 */
export function routeManifestMismatches(area: AreaName, routes: RouteObject[]): string[] {
  const patterns = ROUTE_IDS.map(routeDefinition)
    .filter((route) => route.area === area)
    .map((route) => route.path);
  const notRendered = patterns.flatMap((pattern) => {
    const route = matchRoutes(routes, samplePath(pattern))?.at(-1)?.route;
    return route?.path === pattern && route.element ? [] : [`${pattern} is in the manifest but not rendered by the ${area} routes`];
  });
  const unlisted = routes
    .filter((route) => !route.path || !patterns.includes(route.path))
    .map((route) => `${route.path ?? '(no path)'} is rendered by the ${area} routes but not in the manifest`);
  return [...notRendered, ...unlisted];
}
