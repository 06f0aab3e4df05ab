import { MEDIA_TYPES, mediaTypeLabel } from '@shelfmark/contract';
import { matchPath } from 'react-router-dom';
import { resolveRoute } from './resolve-route';

/** Message key (namespace shell) of the screen a path shows, and its interpolation values. */
export interface ScreenName {
  key: string;
  values?: Record<string, string>;
}

const screens: [pattern: string, key: string][] = [
  ['/', 'screens.home'],
  ['/library', 'screens.library'],
  ['/catalog', 'screens.catalog'],
  ['/tags/*', 'screens.tags'],
  ['/creator/:id', 'screens.creator'],
  ['/series/:id', 'screens.series'],
  ['/addmedia', 'screens.addmedia'],
  ['/editmedia', 'screens.editmedia'],
  ['/account/:id', 'screens.account'],
  ['/mediarequest', 'screens.mediarequest'],
  ['/bugreport', 'screens.bugreport'],
  ['/imports/*', 'screens.imports'],
];

/** Names the screen at a path, for the page title. */
export function screenForPath(pathname: string): ScreenName {
  const route = resolveRoute(pathname);
  if (route.kind === 'not-found') return { key: 'screens.notFound' };
  if (route.kind === 'remote' && route.location?.startsWith('/passwordreset')) return { key: 'screens.passwordreset' };
  const media = MEDIA_TYPES.find((type) => matchPath(`/${type.route}/:mediaID`, pathname));
  if (media) return { key: 'screens.media', values: { type: mediaTypeLabel(media.value) } };
  const screen = screens.find(([pattern]) => matchPath(pattern, pathname));
  return { key: screen?.[1] ?? 'screens.home' };
}
