import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { creatorKeys, goalKeys, importKeys, mediaKeys, searchKeys, seriesKeys, statsKeys, tagKeys, usermediaKeys } from './query-keys';

/**
 * What each kind of change makes stale (docs/adr/0010-data-layer.md). Every mutation of this
 * lib calls one of these once it succeeds: queries on screen refetch at once, the others are
 * marked stale and refetch when a screen next shows them, whatever the 30 s staleTime says.
 */

function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Series progress, Home's list (['series','progress']) and each series' (['series', id, 'progress']). */
const isSeriesProgress = (query: { queryKey: QueryKey }) => query.queryKey[0] === 'series' && query.queryKey.at(-1) === 'progress';

/** What the server computes from the whole shelf changed: the stats, the goals' progress, series progress. */
function figuresChanged(client: QueryClient): Promise<void> {
  return Promise.all([invalidate(client, [statsKeys.all, goalKeys.all]), client.invalidateQueries({ predicate: isSeriesProgress })]).then(() => undefined);
}

export interface EntryChangeOptions {
  /** The mutation already put the server's answer into the entry's query; do not fetch it again. */
  entryAnswered?: boolean;
  /** A reading may have ended or started (a status change): the item's songs and episodes show the current reading's marks. */
  readingChanged?: boolean;
}

/**
 * An entry's own fields changed (status, rating, progress, review, favourite, its readings,
 * journal or recommendations): every list of entries (Home's sections, /library, Favorites,
 * the totals), the item's entry and its in-library check, and the figures computed from the
 * shelf (stats, goals' progress, series progress).
 */
export function entryChanged(client: QueryClient, mediaID: number, { entryAnswered = false, readingChanged = false }: EntryChangeOptions = {}): Promise<void> {
  return Promise.all([
    invalidate(client, [
      usermediaKeys.lists(),
      usermediaKeys.check(mediaID),
      ...(entryAnswered ? [] : [usermediaKeys.entry(mediaID)]),
      ...(readingChanged ? [mediaKeys.item(mediaID)] : []),
    ]),
    figuresChanged(client),
  ]).then(() => undefined);
}

/** Tags went on or off an entry: the lists (cards show tags), the entry, the item, the tag pages and counts, and the stats' top tags. */
export function entryTagsChanged(client: QueryClient, mediaID: number): Promise<void> {
  return invalidate(client, [usermediaKeys.lists(), usermediaKeys.entry(mediaID), mediaKeys.item(mediaID), tagKeys.all, statsKeys.all]);
}

/**
 * An item was added to or removed from the shelf: the lists, the entry and the in-library
 * check (unless the mutation wrote them from the answer), the item (its songs get the user's
 * favourites), the tags (a removed entry takes its tags with it), and the figures computed
 * from the shelf.
 */
export function shelfMembershipChanged(client: QueryClient, mediaID: number, { entryAnswered = false }: EntryChangeOptions = {}): Promise<void> {
  return Promise.all([
    invalidate(client, [
      usermediaKeys.lists(),
      ...(entryAnswered ? [] : [usermediaKeys.entry(mediaID), usermediaKeys.check(mediaID)]),
      mediaKeys.item(mediaID),
      tagKeys.all,
    ]),
    figuresChanged(client),
  ]).then(() => undefined);
}

/**
 * A media record was created or edited (with, perhaps, new creators and series): every view
 * that shows media records, which includes the entries, since they carry their item.
 */
export function mediaRecordChanged(client: QueryClient): Promise<void> {
  return invalidate(client, [mediaKeys.all, usermediaKeys.all, creatorKeys.all, seriesKeys.all, tagKeys.all, searchKeys.all, statsKeys.all, goalKeys.all]);
}

/** A tag was created or deleted: the tag pages and the searches by tag. */
export function tagsChanged(client: QueryClient): Promise<void> {
  return invalidate(client, [tagKeys.all, searchKeys.all]);
}

/** A tag was renamed: besides the tag pages and searches, everything that shows an entry's tags (every entry, and the items carrying them) and the stats' top tags. */
export function tagRenamed(client: QueryClient): Promise<void> {
  return invalidate(client, [tagKeys.all, searchKeys.all, usermediaKeys.all, mediaKeys.all, statsKeys.all]);
}

/** Everything an import's rows write: entries, readings and tags on the shelf, catalogue records with their creators and series. */
const IMPORT_WRITES = [usermediaKeys.all, mediaKeys.all, creatorKeys.all, seriesKeys.all, tagKeys.all, searchKeys.all, statsKeys.all, goalKeys.all];

/**
 * A row of an import was settled: the job and its rows, the list of imports, and what the row
 * may have written (an entry on the shelf with its tags, a new catalogue record).
 */
export function importRowSettled(client: QueryClient, jobId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: importKeys.job(jobId) }),
    client.invalidateQueries({ queryKey: importKeys.all, exact: true }),
    invalidate(client, IMPORT_WRITES),
  ]).then(() => undefined);
}

/**
 * A whole import was undone: its rows (the inbox closes) and the list of imports, and
 * everything the import wrote (Home's sections, every shelf, entries, tags, the catalogue
 * records it created). The job itself is written from the answer.
 */
export function importUndone(client: QueryClient, jobId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: importKeys.rows(jobId) }),
    client.invalidateQueries({ queryKey: importKeys.all, exact: true }),
    invalidate(client, IMPORT_WRITES),
  ]).then(() => undefined);
}

/** A goal was set or removed: the stats screen and Home's goal card. */
export function goalsChanged(client: QueryClient): Promise<void> {
  return invalidate(client, [statsKeys.all, goalKeys.all]);
}
