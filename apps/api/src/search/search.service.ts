import type { SearchResults, SearchType, UserMediaSummary } from '@shelfmark/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db';
import { userMedia } from '../db/schema';
import { loadSummaries } from '../library/library-loader.repository';
import { loadMedia } from '../media/media-loader.repository';
import { creatorMatches, mediaByCreatorName, mediaBySeriesName, mediaByTagValue, seriesMatches, tagMatches } from './search-names.repository';
import type { SearchScope } from './search-scope';
import { isbnMatches, titleMatches } from './search-titles.repository';
import type { AuthUser } from '../auth/session-tokens';

export interface SearchInput {
  searchString: string;
  searchType: SearchType;
  limit: number;
}

/**
 * The search box: Title and Isbn find media (restricted ones only through all-access),
 * Creator creators, Series series, Tag the caller's own tags.
 */
export async function searchCatalog(db: Db, viewer: AuthUser, input: SearchInput, allAccess: boolean): Promise<SearchResults> {
  const text = input.searchString;
  const scope: SearchScope = { includeRestricted: allAccess, limit: input.limit };
  switch (input.searchType) {
    case 'Title':
      return loadMedia(db, await titleMatches(db, text, scope), viewer.userId);
    case 'Isbn':
      return loadMedia(db, await isbnMatches(db, text, scope), viewer.userId);
    case 'Creator':
      return creatorMatches(db, text, input.limit);
    case 'Series':
      return seriesMatches(db, text, input.limit);
    case 'Tag':
      return tagMatches(db, viewer.userId, text, input.limit);
  }
}

const libraryFinders: Record<SearchType, (db: Db, viewer: AuthUser, text: string, scope: SearchScope) => Promise<number[]>> = {
  Title: (db, _viewer, text, scope) => titleMatches(db, text, scope),
  Isbn: (db, _viewer, text, scope) => isbnMatches(db, text, scope),
  Creator: (db, _viewer, text, scope) => mediaByCreatorName(db, text, scope),
  Series: (db, _viewer, text, scope) => mediaBySeriesName(db, text, scope),
  Tag: (db, viewer, text, scope) => mediaByTagValue(db, viewer.userId, text, scope),
};

/** The same search over the caller's library: every type finds library entries. */
export async function searchLibrary(db: Db, viewer: AuthUser, input: SearchInput): Promise<UserMediaSummary[]> {
  const scope: SearchScope = { includeRestricted: true, libraryOf: viewer.userId, limit: input.limit };
  const mediaIds = await libraryFinders[input.searchType](db, viewer, input.searchString, scope);
  if (mediaIds.length === 0) return [];
  const entries = await db
    .select({ usermediaId: userMedia.usermediaId, mediaId: userMedia.mediaId })
    .from(userMedia)
    .where(and(eq(userMedia.userId, viewer.userId), inArray(userMedia.mediaId, mediaIds)));
  const entryOf = new Map(entries.map((entry) => [entry.mediaId, entry.usermediaId]));
  return loadSummaries(db, mediaIds.flatMap((id) => entryOf.get(id) ?? []), viewer.userId);
}
