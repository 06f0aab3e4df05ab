import {
  API_MESSAGES,
  compareEpisodes,
  countsTowardProgress,
  WATCH_MESSAGES,
  WatchMarkSchema,
  WatchUnmarkSchema,
  type ContinueWatchingItem,
  type Media,
  type NextEpisode,
  type Submedia,
  type WatchResult,
  type WatchState,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockEntry, type MockWatch } from '../db/mock-db';
import { addEntry, entryOfMedia, findMedia } from '../db/shelf';
import { apiPath, errorResponse, idOf, parseJsonBody, requireCaller } from './respond';
import { changeStatus } from './usermedias';

interface Selection {
  submediaIDs?: number[] | undefined;
  through?: number | undefined;
  season?: number | undefined;
}

/** The songs or episodes a selection names, or the 404 the API answers when one is not the item's. */
function selected(media: Media, selection: Selection): Submedia[] | Response {
  const missing = errorResponse(404, API_MESSAGES.submediaNotFound);
  if (selection.submediaIDs) {
    const found = media.submedia.filter((item) => selection.submediaIDs?.includes(item.submediaID));
    return found.length === new Set(selection.submediaIDs).size ? found : missing;
  }
  if (selection.season !== undefined) {
    const found = media.submedia.filter((item) => (item.season ?? null) === selection.season);
    return found.length > 0 ? found : missing;
  }
  const ordered = [...media.submedia].sort(compareEpisodes);
  const at = ordered.findIndex((item) => item.submediaID === selection.through);
  return at === -1 ? missing : ordered.slice(0, at + 1);
}

const watchesOf = (entry: MockEntry) => mockDb.watches.filter((watch) => watch.usermediaID === entry.usermediaID);
const inCurrentReading = (entry: MockEntry) => watchesOf(entry).filter((watch) => watch.readingID === entry.currentReading?.readingID);

function stateOf(entry: MockEntry | undefined, submediaID: number): WatchState {
  const all = entry ? watchesOf(entry).filter((watch) => watch.submediaID === submediaID) : [];
  const current = entry ? inCurrentReading(entry).some((watch) => watch.submediaID === submediaID) : false;
  const lastWatched = all.map((watch) => watch.watchedAt).sort().at(-1) ?? null;
  return { submediaID, watched: current, watchCount: all.length, lastWatched };
}

/** The entry as the calls answer it: progress counts the episodes marked in the current reading, specials aside. */
function result(entry: MockEntry, media: Media, changed: readonly Submedia[]): WatchResult {
  const counted = media.submedia.filter(countsTowardProgress);
  const marked = new Set(inCurrentReading(entry).map((watch) => watch.submediaID));
  const progress = counted.filter((item) => marked.has(item.submediaID)).length;
  entry.progress = progress;
  return {
    usermediaID: entry.usermediaID,
    readingID: entry.currentReading?.readingID ?? null,
    status: entry.status,
    progress,
    total: counted.length,
    allWatched: counted.length > 0 && progress === counted.length,
    changed: changed.map((item) => stateOf(entry, item.submediaID)),
  };
}

/** The item as GET /medias/{id} answers it to a user: each song or episode with that user's marks. */
export function withViewerWatches(media: Media, userID: number): Media {
  const entry = entryOfMedia(userID, media.mediaID);
  if (!entry && media.submedia.every((item) => item.watched === undefined)) return media;
  return { ...media, submedia: media.submedia.map((item) => ({ ...item, ...stateOf(entry, item.submediaID) })) };
}

/** The watch's instant: a day or a partial date counts from its start (UTC), as the API stores it. */
const instant = (date: string | undefined) => (date ? new Date(date).toISOString() : new Date().toISOString());

function nextEpisode(item: Submedia, lastWatch: string | null): NextEpisode {
  const airDate = item.airDate ?? null;
  return {
    submediaID: item.submediaID,
    title: item.title,
    overallnum: item.overallnum,
    season: item.season ?? null,
    episode: item.episode ?? null,
    airDate,
    // As the API says it: aired (or airing) after the day of the last watch.
    isNew: lastWatch !== null && airDate !== null && airDate > lastWatch.slice(0, 10),
  };
}

/**
 * A show in progress on Continue watching, as the API picks its episodes (specials aside): the
 * next two after the furthest one watched in the current reading, or else the first ones left;
 * nothing when none is left.
 */
function continueItem(entry: MockEntry): ContinueWatchingItem | null {
  const media = findMedia(entry.mediaID);
  const reading = entry.readings.find((candidate) => candidate.readingID === entry.currentReading?.readingID);
  if (!media || !reading) return null;
  const watches = inCurrentReading(entry);
  const marked = new Set(watches.map((watch) => watch.submediaID));
  const counted = media.submedia.filter(countsTowardProgress).sort(compareEpisodes);
  const furthest = counted.findLastIndex((item) => marked.has(item.submediaID));
  const left = counted.filter((item) => !marked.has(item.submediaID));
  const afterFurthest = counted.slice(furthest + 1).filter((item) => !marked.has(item.submediaID));
  const [next, following] = [...afterFurthest, ...left.filter((item) => !afterFurthest.includes(item))];
  if (!next) return null;
  const lastWatch = watches.map((watch) => watch.watchedAt).sort().at(-1) ?? null;
  return {
    usermediaID: entry.usermediaID,
    mediaID: media.mediaID,
    title: media.title,
    lastWatched: lastWatch ?? new Date(reading.dateStarted).toISOString(),
    watched: counted.length - left.length,
    total: counted.length,
    next: nextEpisode(next, lastWatch),
    following: following ? nextEpisode(following, lastWatch) : null,
  };
}

/** Songs and episodes marked per reading, and Home's Continue watching, as the API does them. */
export const watchHandlers = [
  http.post(apiPath('/medias/:mediaID/watches'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const media = findMedia(idOf(params['mediaID']));
    if (!media) return errorResponse(404, API_MESSAGES.mediaNotFound);
    const body = await parseJsonBody(request, WatchMarkSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (media.submedia.length === 0) return errorResponse(400, WATCH_MESSAGES.noEpisodes);
    const chosen = selected(media, body.data);
    if (chosen instanceof Response) return chosen;
    const entry = entryOfMedia(who.userID, media.mediaID) ?? addEntry(media, 'library', { userID: who.userID, usermediaID: nextId() });
    // The first mark starts a reading: the show moves to Currently Watching (a rewatch, after Seen, is a new reading).
    if (entry.status !== 'currentlyReading' || !entry.currentReading) changeStatus(entry, 'currentlyReading');
    const readingID = entry.currentReading?.readingID ?? 0;
    const marked = new Set(inCurrentReading(entry).map((watch) => watch.submediaID));
    const watchedAt = instant(body.data.date);
    const added: MockWatch[] = chosen
      .filter((item) => !marked.has(item.submediaID))
      .map((item) => ({ userID: who.userID, usermediaID: entry.usermediaID, readingID, submediaID: item.submediaID, watchedAt }));
    mockDb.watches.push(...added);
    // The reading starts no later than its first watch.
    const reading = entry.readings.find((candidate) => candidate.readingID === readingID);
    if (reading && added.length > 0 && reading.dateStarted > watchedAt) reading.dateStarted = watchedAt;
    return HttpResponse.json(result(entry, media, chosen));
  }),

  http.delete(apiPath('/medias/:mediaID/watches'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const media = findMedia(idOf(params['mediaID']));
    if (!media) return errorResponse(404, API_MESSAGES.mediaNotFound);
    const body = await parseJsonBody(request, WatchUnmarkSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const chosen = selected(media, body.data);
    if (chosen instanceof Response) return chosen;
    const entry = entryOfMedia(who.userID, media.mediaID);
    if (!entry) return errorResponse(404, API_MESSAGES.libraryItemNotFound);
    if (!entry.currentReading) return errorResponse(409, WATCH_MESSAGES.nothingToUnmark);
    const readingID = entry.currentReading.readingID;
    const ids = new Set(chosen.map((item) => item.submediaID));
    mockDb.watches = mockDb.watches.filter((watch) => !(watch.usermediaID === entry.usermediaID && watch.readingID === readingID && ids.has(watch.submediaID)));
    return HttpResponse.json(result(entry, media, chosen));
  }),

  http.get(apiPath('/continue-watching'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const rows = mockDb.entries
      .filter((entry) => entry.userID === who.userID && entry.status === 'currentlyReading' && findMedia(entry.mediaID)?.type === 'tvshow')
      .flatMap((entry) => continueItem(entry) ?? [])
      .sort((a, b) => b.lastWatched.localeCompare(a.lastWatched));
    return HttpResponse.json(rows);
  }),
];
