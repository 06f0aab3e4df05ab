import type { ImportRowOutcome, ImportRowState, LookupQuery, MediaType, SearchType, Shelf, SortBy } from '@shelfmark/contract';

/**
 * Every query key of the browser, in one tree (docs/adr/0010-data-layer.md). A key starts
 * with the resource it reads, and what one change makes stale sits under one prefix:
 *
 *   ['usermedias']                          the signed-in user's shelf
 *     ['usermedias', 'lists']                 every list of entries: Home's sections, /library, Favorites
 *       ['usermedias', 'lists', 'shelf', library]          a whole shelf (GET /usermedias/library)
 *       ['usermedias', 'lists', 'page', ShelfPageRequest]   one page (…/library/page[/type])
 *       ['usermedias', 'lists', 'total', ShelfTotalRequest] its count (…/page[/type]/total)
 *       ['usermedias', 'lists', 'year', year]               the year in review (GET /year/{year})
 *       ['usermedias', 'lists', 'calendar']                 upcoming releases and the feed (GET /calendar)
 *       ['usermedias', 'lists', 'continue-watching']        Home's shows in progress (GET /continue-watching)
 *     ['usermedias', 'entry', mediaID]        the caller's entry for an item, null off the shelf
 *     ['usermedias', 'check', mediaID]        whether the item is on the shelf
 *   ['medias']
 *     ['medias', 'item', mediaID]             GET /medias/{id} (its tags and songs depend on the user)
 *     ['medias', 'catalog', CatalogQuery]     catalogue pages
 *   ['creators', creatorID]  ['series', seriesID]
 *     ['series', 'progress']                  the caller's series under way (Home)
 *     ['series', seriesID, 'progress']        the caller's progress through one series
 *   ['stats', year | 'all', type | 'all']   the stats screen's one call
 *   ['goals', year]                          a year's goals with their progress (Home's card)
 *   ['tags']
 *     ['tags', 'all']                         the tags page's summaries
 *     ['tags', 'item', tagID]                 one tag with its media
 *   ['search', 'allaccess' | 'own', searchType, text]
 *   ['mediarequests', 'open' | 'all']
 *   ['imports'] → ['imports', 'job', id] → ['imports', 'job', id, 'rows', state, (outcome,) page]
 *   ['lookup', type, 'isbn' | 'q', text, year]   matches from the metadata services (no change of ours makes them stale)
 *   ['shares']  ['shared', token, page]     the user's share links; a link's public page
 *   ['tokens']                              the user's personal access tokens
 *   ['webhooks'] → ['webhooks', webhookID, 'deliveries']   the user's endpoints; one endpoint's delivery log
 *   ['users', userID]  ['session-verification']  ['password-reset', token]  ['health']
 */

/** A page of one shelf: the request of GET /usermedias/library/page and /page/type. */
export interface ShelfPageRequest {
  library: Shelf;
  pageNumber: number;
  pageSize: number;
  sortBy: SortBy;
  asc: boolean;
  /** Undefined for every type. */
  type?: MediaType | undefined;
  /** A genre id; 0 or undefined for every genre. */
  genre?: number | undefined;
}

/** The count of a shelf view: GET /usermedias/library/page/total and /page/type/total. */
export interface ShelfTotalRequest {
  library: Shelf;
  type?: MediaType | undefined;
  genre?: number | undefined;
}

/** A catalogue page: GET /medias/catalog, /catalog/{genreID}, /catalog/type, /catalog/type/{genreID}. */
export interface CatalogQuery {
  page: number;
  /** 0 for every genre. */
  genre: number;
  /** null for every type. */
  type: MediaType | null;
}

/** The same view always gives the same key, whether type and genre were left out or given as none. */
function shelfView<T extends ShelfTotalRequest>(request: T): T {
  return { ...request, type: request.type ?? undefined, genre: request.genre || undefined };
}

export const usermediaKeys = {
  all: ['usermedias'] as const,
  lists: () => [...usermediaKeys.all, 'lists'] as const,
  shelf: (library: Shelf) => [...usermediaKeys.lists(), 'shelf', library] as const,
  pages: () => [...usermediaKeys.lists(), 'page'] as const,
  page: (request: ShelfPageRequest) => [...usermediaKeys.pages(), shelfView(request)] as const,
  total: (request: ShelfTotalRequest) => [...usermediaKeys.lists(), 'total', shelfView(request)] as const,
  entry: (mediaID: number) => [...usermediaKeys.all, 'entry', mediaID] as const,
  check: (mediaID: number) => [...usermediaKeys.all, 'check', mediaID] as const,
  // Summaries of the shelf sit among its lists, so every change to an entry makes them stale.
  year: (year: number) => [...usermediaKeys.lists(), 'year', year] as const,
  calendar: () => [...usermediaKeys.lists(), 'calendar'] as const,
  continueWatching: () => [...usermediaKeys.lists(), 'continue-watching'] as const,
};

export const mediaKeys = {
  all: ['medias'] as const,
  item: (mediaID: number) => [...mediaKeys.all, 'item', mediaID] as const,
  catalog: () => [...mediaKeys.all, 'catalog'] as const,
  catalogPage: (query: CatalogQuery) => [...mediaKeys.catalog(), query] as const,
};

export const creatorKeys = {
  all: ['creators'] as const,
  item: (creatorID: number) => [...creatorKeys.all, creatorID] as const,
};

export const seriesKeys = {
  all: ['series'] as const,
  item: (seriesID: number) => [...seriesKeys.all, seriesID] as const,
  progress: (seriesID: number) => [...seriesKeys.item(seriesID), 'progress'] as const,
  underWay: () => [...seriesKeys.all, 'progress'] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  view: (year: number | null, type: MediaType | null) => [...statsKeys.all, year ?? 'all', type ?? 'all'] as const,
};

export const goalKeys = {
  all: ['goals'] as const,
  year: (year: number) => [...goalKeys.all, year] as const,
};

export const tagKeys = {
  all: ['tags'] as const,
  summaries: () => [...tagKeys.all, 'all'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
  item: (tagID: number) => [...tagKeys.all, 'item', tagID] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  request: (searchType: SearchType, searchString: string, allAccess: boolean) =>
    [...searchKeys.all, allAccess ? 'allaccess' : 'own', searchType, searchString] as const,
};

export const mediaRequestKeys = {
  all: ['mediarequests'] as const,
  list: (status: 'open' | 'all') => [...mediaRequestKeys.all, status] as const,
};

export const importKeys = {
  all: ['imports'] as const,
  job: (jobId: number) => [...importKeys.all, 'job', jobId] as const,
  rows: (jobId: number, state?: ImportRowState, page?: number, outcome?: ImportRowOutcome) =>
    [...importKeys.job(jobId), 'rows', ...(state ? [state] : []), ...(outcome ? [outcome] : []), ...(page ? [page] : [])] as const,
};

export const lookupKeys = {
  all: ['lookup'] as const,
  query: ({ type, isbn, q, year, id }: LookupQuery) =>
    [...lookupKeys.all, type, isbn ? 'isbn' : id ? 'id' : 'q', isbn ?? id ?? q ?? '', year ?? null] as const,
};

export const shareKeys = {
  all: ['shares'] as const,
  shared: (token: string, page: number) => ['shared', token, page] as const,
};

export const tokenKeys = {
  all: ['tokens'] as const,
};

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (webhookID: number) => [...webhookKeys.all, webhookID, 'deliveries'] as const,
};

export const integrationKeys = {
  all: ['integrations'] as const,
  inbox: (integrationID: number) => [...integrationKeys.all, integrationID, 'inbox'] as const,
  history: (usermediaID: number) => [...integrationKeys.all, 'history', usermediaID] as const,
};

export const userKeys = {
  all: ['users'] as const,
  item: (userID: number) => [...userKeys.all, userID] as const,
  sessionVerification: () => ['session-verification'] as const,
  resetToken: (token: string) => ['password-reset', token] as const,
};

export const healthKeys = {
  all: ['health'] as const,
};

export const sessionKeys = {
  all: ['sessions'] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  email: () => [...accountKeys.all, 'email'] as const,
  language: () => [...accountKeys.all, 'language'] as const,
};

export const twoFactorKeys = {
  all: ['two-factor'] as const,
};
