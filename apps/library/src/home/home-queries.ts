import { getGoalsQueryOptions } from '@shelfmark/api-client/goals';
import { getShelfPageQueryOptions, getShelfQueryOptions, getShelfTotalQueryOptions, type ShelfPageRequest } from '@shelfmark/api-client/library';
import { getSeriesUnderWayQueryOptions } from '@shelfmark/api-client/series';
import { DEFAULT_SORT, FAVORITES_PAGE_SIZE, type HomeSection } from '@shelfmark/contract';
import type { QueryClient } from '@tanstack/react-query';
import { gridColumns } from './use-grid-columns';
import { storedSection } from './use-home-section';

/** Recent's row: the newest entries (usermediaID descending), a page the size of the row. */
export const recentRow = (columns: number): ShelfPageRequest => ({ library: 'recent', pageNumber: 1, pageSize: columns, sortBy: 'recent', asc: false });

/** A page of Favorites, by creator last name ascending. */
export const favoritesPage = (page: number): ShelfPageRequest => ({ library: 'favorites', pageNumber: page, pageSize: FAVORITES_PAGE_SIZE, ...DEFAULT_SORT });

interface HomeContext {
  width: number;
  section: HomeSection;
  year: number;
}

/**
 * Fetches Home's queries as its sections make them at the first render, so that the shell can
 * render Home once, complete, instead of first with every section loading and then again as
 * each answer lands. Their answers are the calls the page started early (the contract's first
 * calls for Home; the tests hold the two together).
 */
export function prefetchHome(client: QueryClient, context: HomeContext = { width: window.innerWidth, section: storedSection(), year: new Date().getFullYear() }): Promise<unknown> {
  const { width, section, year } = context;
  return Promise.all([
    client.prefetchQuery(getShelfTotalQueryOptions({ library: 'recent' })),
    client.prefetchQuery(getShelfQueryOptions('currentlyReading')),
    section === 'recent' ? client.prefetchQuery(getShelfPageQueryOptions(recentRow(gridColumns(width, 'recent')))) : client.prefetchQuery(getShelfQueryOptions(section)),
    client.prefetchQuery(getShelfTotalQueryOptions({ library: 'favorites' })),
    client.prefetchQuery(getShelfPageQueryOptions(favoritesPage(1))),
    client.prefetchQuery(getGoalsQueryOptions(year)),
    client.prefetchQuery(getSeriesUnderWayQueryOptions()),
  ]);
}
