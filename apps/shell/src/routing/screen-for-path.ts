import { mediaTypeLabel, resolvePath, routeDefinition } from '@shelfmark/contract';

/** Message key (namespace shell) of the screen a path shows, and its interpolation values. */
export interface ScreenName {
  key: string;
  values?: Record<string, string>;
}

/** Names the screen at a path for the page title, from the route manifest. */
export function screenForPath(pathname: string): ScreenName {
  const route = resolvePath(pathname);
  if (route.kind === 'not-found') return { key: 'screens.notFound' };
  if (route.kind === 'redirect') return screenForPath(route.to);
  const { title, mediaType } = routeDefinition(route.route);
  return mediaType ? { key: title, values: { type: mediaTypeLabel(mediaType) } } : { key: title };
}
