import {
  API_MESSAGES,
  MESSAGES,
  StatusSchema,
  UserMediaPatchSchema,
  UserSubmediaPatchSchema,
  type Status,
  type Submedia,
  firstIssueMessage,
  readingChange,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockEntry } from '../db/mock-db';
import { addEntry, entryAnswer, entryOfMedia, findEntry, findMedia } from '../db/shelf';
import { apiPath, errorResponse, idOf, noContent, parseJsonBody, requireCaller, type Caller } from './respond';

/** The caller's own entry; another user's is answered as missing, like a record that does not exist. */
function ownEntry(who: Caller, id: string | readonly string[] | undefined): MockEntry | Response {
  const entry = findEntry(idOf(id));
  return entry && entry.userID === who.userID ? entry : errorResponse(404, API_MESSAGES.libraryItemNotFound);
}

/** As the server does, by the contract's readingChange: a reading started, ended or recorded with the status. */
export function changeStatus(entry: MockEntry, status: Status): void {
  const now = new Date().toISOString();
  const current = entry.readings.find((reading) => reading.readingID === entry.currentReading?.readingID);
  const change = readingChange(entry.status, status, current !== undefined);
  if (current && typeof change === 'object' && 'end' in change) {
    Object.assign(current, { dateFinished: now, status: change.end });
    entry.currentReading = null;
  }
  if (change === 'start') {
    const readingID = nextId();
    entry.readings.push({ readingID, dateStarted: now, dateFinished: null, status: null, entries: [] });
    entry.currentReading = { readingID };
  }
  if (typeof change === 'object' && 'record' in change) {
    entry.readings.push({ readingID: nextId(), dateStarted: now, dateFinished: now, status: change.record, estimated: false, entries: [] });
  }
  entry.status = status;
}

function findSong(usersubmediaID: number): Submedia | undefined {
  return mockDb.media.flatMap((item) => item.submedia).find((song) => song.usersubmediaID === usersubmediaID);
}

/** The library entry calls: the detail's entry, the in-library check, add, change, remove, tags, song favourites. */
export const usermediaHandlers = [
  http.get(apiPath('/usermedias/media/:mediaID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = entryOfMedia(who.userID, idOf(params['mediaID']));
    return entry ? HttpResponse.json(entryAnswer(entry)) : errorResponse(404, API_MESSAGES.libraryItemNotFound);
  }),

  http.get(apiPath('/usermedias/check/:mediaID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    return HttpResponse.json(entryOfMedia(who.userID, idOf(params['mediaID'])) !== undefined);
  }),

  http.post(apiPath('/usermedias'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = new URL(request.url).searchParams;
    const mediaID = idOf(query.get('mediaID') ?? undefined);
    const status = StatusSchema.safeParse(query.get('status') ?? 'library');
    const media = findMedia(mediaID);
    if (!status.success) return errorResponse(400, firstIssueMessage(status.error, 'Unknown status'));
    if (!media) return errorResponse(404, API_MESSAGES.mediaNotFound);
    if (entryOfMedia(who.userID, mediaID)) return errorResponse(409, API_MESSAGES.alreadyInLibrary);
    const entry = addEntry(media, 'library', { userID: who.userID, usermediaID: nextId() });
    if (status.data !== 'library') changeStatus(entry, status.data);
    return HttpResponse.json(entryAnswer(entry), { status: 201 });
  }),

  http.get(apiPath('/usermedias/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = ownEntry(who, params['id']);
    return entry instanceof Response ? entry : HttpResponse.json(entryAnswer(entry));
  }),

  http.patch(apiPath('/usermedias/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = ownEntry(who, params['id']);
    if (entry instanceof Response) return entry;
    const body = await parseJsonBody(request, UserMediaPatchSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const patch = body.data;
    if ('progress' in patch && patch.progress > (findMedia(entry.mediaID)?.numPages ?? 0)) {
      return errorResponse(400, API_MESSAGES.progressRange);
    }
    if ('status' in patch) changeStatus(entry, patch.status);
    else Object.assign(entry, 'review' in patch ? { review: patch.review.trim() === '' ? null : patch.review } : patch);
    return HttpResponse.json(entryAnswer(entry));
  }),

  http.delete(apiPath('/usermedias/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = ownEntry(who, params['id']);
    if (entry instanceof Response) return entry;
    mockDb.entries = mockDb.entries.filter((candidate) => candidate !== entry);
    return noContent();
  }),

  http.put(apiPath('/usermedias/:usermediaID/tags/:tagID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = ownEntry(who, params['usermediaID']);
    if (entry instanceof Response) return entry;
    const tag = mockDb.tags.find((candidate) => candidate.tagID === idOf(params['tagID']) && candidate.userID === who.userID);
    if (!tag) return errorResponse(404, API_MESSAGES.tagNotFound);
    if (entry.tags.some((candidate) => candidate.tagID === tag.tagID)) return errorResponse(400, MESSAGES.tagAlreadyOnMedia);
    entry.tags.push({ tagID: tag.tagID, tagValue: tag.tagValue });
    return HttpResponse.json(entry.tags);
  }),

  http.delete(apiPath('/usermedias/:usermediaID/tags/:tagID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = ownEntry(who, params['usermediaID']);
    if (entry instanceof Response) return entry;
    const tagID = idOf(params['tagID']);
    if (!entry.tags.some((tag) => tag.tagID === tagID)) return errorResponse(404, API_MESSAGES.tagNotOnItem);
    entry.tags = entry.tags.filter((tag) => tag.tagID !== tagID);
    return noContent();
  }),

  http.patch(apiPath('/usersubmedias/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const song = findSong(idOf(params['id']));
    if (!song) return errorResponse(404, API_MESSAGES.submediaNotFound);
    const body = await parseJsonBody(request, UserSubmediaPatchSchema);
    if ('message' in body) return errorResponse(400, body.message);
    song.favorited = body.data.favorited;
    return HttpResponse.json(song);
  }),
];
