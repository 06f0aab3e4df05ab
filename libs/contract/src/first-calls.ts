import type { ApiCall } from './api-call';
import { FAVORITES_PAGE_SIZE, homeGridColumns, LIBRARY_PAGE_SIZE } from './limits';
import { MEDIA_TYPE_VALUES, mediaTypeInfo, type MediaType } from './media-type-info';
import type { RouteId } from './routes';
import { DEFAULT_SORT } from './sort-options';
import { storedChoice } from './remembered-choices';
import { readShelfView } from './shelf-view';

/** What a page's first calls depend on besides its path. */
export interface FirstCallContext {
  /** The window's inner width in px (Home's grids). */
  width: number;
  /** Local storage, or what stands in for it (the remembered choices are read from it). */
  storage: Pick<Storage, 'getItem'>;
  /** Now, for this year's goals. */
  now?: Date;
  /** The page's query (/library's view). */
  search?: URLSearchParams;
  /** The page's path (a media page's item). */
  pathname?: string;
}

const shelf = (library: string): ApiCall => ({ path: '/usermedias/library', query: { library } });

/** A media page's item and the user's entry for it (`/book/12`: item 12); nothing for an id that is not one. */
function mediaPageCalls({ pathname = '' }: FirstCallContext): ApiCall[] {
  const mediaID = Number(pathname.split('/').filter(Boolean)[1]);
  if (!Number.isSafeInteger(mediaID) || mediaID < 1) return [];
  return [{ path: `/medias/${mediaID}` }, { path: `/usermedias/media/${mediaID}` }];
}

/**
 * The GET calls each route's screen makes as soon as it renders, so the shell can start them
 * before that screen's code has arrived and hand the answers over when it asks
 * (docs/adr/0019-first-screen.md). Each remote's tests check that its screen makes exactly
 * these calls; a route without an entry simply starts nothing early.
 */
const FIRST_CALLS: Partial<Record<RouteId, (context: FirstCallContext) => ApiCall[]>> = {
  // Home: whether anything is on the shelf (a first run, unless its guidance was put away), Current, the switcher's section (Up
  // Next?, Watch List or Recent), Favorites, this year's goals and the series under way, and the shows to continue watching
  // (drawn after first paint from a chunk of their own: started here, their answer is waiting when it arrives).
  home: ({ width, storage, now = new Date() }) => {
    const section = storedChoice(storage, 'homeSection');
    const recentColumns = Math.max(1, homeGridColumns(width, 'recent'));
    const firstRunCheck: ApiCall[] = storedChoice(storage, 'firstRunDismissed') ? [] : [{ path: '/usermedias/library/page/total', query: { library: 'recent' } }];
    return [
      ...firstRunCheck,
      shelf('currentlyReading'),
      section === 'recent'
        ? { path: '/usermedias/library/page', query: { pageNumber: 1, pageSize: recentColumns, library: 'recent', sortBy: 'recent', asc: false } }
        : shelf(section),
      { path: '/usermedias/library/page/total', query: { library: 'favorites' } },
      { path: '/usermedias/library/page', query: { pageNumber: 1, pageSize: FAVORITES_PAGE_SIZE, library: 'favorites', ...DEFAULT_SORT } },
      { path: '/goals', query: { year: String(now.getFullYear()) } },
      { path: '/series/progress' },
      { path: '/continue-watching' },
    ];
  },
  // /library: the view's page and its count, in the remembered sort; a type has its own calls,
  // a genre is sent only when one is chosen (as the api-client's shelf calls spell them).
  library: ({ storage, search = new URLSearchParams() }) => {
    const { page, library, type, genre } = readShelfView(search, storedChoice(storage, 'defaultLibrary'));
    const { sortBy, asc } = storedChoice(storage, 'sort');
    const filters = { library, ...(type ? { type } : {}), ...(genre ? { genre } : {}) };
    const typed = type ? '/type' : '';
    return [
      { path: `/usermedias/library/page${typed}`, query: { pageNumber: page, pageSize: LIBRARY_PAGE_SIZE, sortBy, asc, ...filters } },
      { path: `/usermedias/library/page${typed}/total`, query: filters },
    ];
  },
  // A media page (/book/12, /movie/3, …): the item and the user's entry for it.
  ...Object.fromEntries(MEDIA_TYPE_VALUES.map((type) => [type, mediaPageCalls])),
};

/** The session check every signed-in page makes first (spec section 4, Root). */
export const SESSION_CHECK_CALL: ApiCall = { path: '/users/verification' };

/**
 * The route of a page path among those with first calls (Home, /library, a media page), as
 * routeIdForPath finds it (a test holds the two together): the early-calls script answers it
 * without the whole route table and its resolver, which would double its size.
 */
export function firstCallRouteOf(pathname: string): RouteId | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0) return 'home';
  const [first = '', second] = segments;
  if (segments.length === 1 && first.toLowerCase() === 'library') return 'library';
  if (segments.length !== 2 || !second) return undefined;
  return MEDIA_TYPE_VALUES.find((type: MediaType) => mediaTypeInfo(type).route === first.toLowerCase());
}

export function firstCallsOf(route: RouteId | undefined, context: FirstCallContext): ApiCall[] {
  return (route && FIRST_CALLS[route]?.(context)) || [];
}
