import {
  API_MESSAGES,
  EntryCreateSchema,
  EntryUpdateSchema,
  MESSAGES,
  ReadingCreateSchema,
  ReadingEndSchema,
  ReadingUpdateSchema,
  readDateValue,
  RecommendationCreateSchema,
  type JournalEntry,
  type Reading,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId, type MockEntry } from '../db/mock-db';
import { findEntry, findMedia } from '../db/shelf';
import { apiPath, errorResponse, idOf, noContent, parseJsonBody, requireCaller, type Caller } from './respond';

/**
 * A date as the API stores it: an ISO date (2026-01-05) becomes that day's midnight UTC, a
 * year (2019) or a month (2019-06) the first instant of that period with its precision.
 */
function dated(value: string) {
  const read = readDateValue(value);
  return { iso: read?.iso ?? value, precision: read?.precision ?? 'day' };
}

function ownReading(who: Caller, id: string | readonly string[] | undefined): { entry: MockEntry; reading: Reading } | Response {
  const readingID = idOf(id);
  for (const entry of mockDb.entries) {
    const reading = entry.readings.find((candidate) => candidate.readingID === readingID);
    if (reading && entry.userID === who.userID) return { entry, reading };
  }
  return errorResponse(404, API_MESSAGES.readingNotFound);
}

function ownJournalEntry(who: Caller, id: string | readonly string[] | undefined): { entry: MockEntry; journal: JournalEntry } | Response {
  const entryID = idOf(id);
  for (const entry of mockDb.entries) {
    const journal = entry.entries.find((candidate) => candidate.entryID === entryID);
    if (journal && entry.userID === who.userID) return { entry, journal };
  }
  return errorResponse(404, API_MESSAGES.entryNotFound);
}

function readingRef(entry: MockEntry, readingID: number | null | undefined) {
  const reading = entry.readings.find((candidate) => candidate.readingID === readingID);
  return reading ? { readingID: reading.readingID, dateStarted: reading.dateStarted, dateFinished: reading.dateFinished, status: reading.status } : null;
}

/** Readings, journal entries and recommendations of the caller's library entries. */
export const readingHandlers = [
  http.post(apiPath('/readings/:usermediaID'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = findEntry(idOf(params['usermediaID']));
    if (!entry || entry.userID !== who.userID) return errorResponse(404, API_MESSAGES.libraryItemNotFound);
    const body = await parseJsonBody(request, ReadingCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const end = dated(body.data.end);
    const start = body.data.start === null ? end : dated(body.data.start);
    if (start.iso > end.iso && end.precision === 'day') return errorResponse(400, API_MESSAGES.readingEndsBeforeStart);
    const reading: Reading = {
      readingID: nextId(),
      dateStarted: start.iso,
      dateStartedPrecision: start.precision,
      dateFinished: end.iso,
      dateFinishedPrecision: end.precision,
      status: body.data.status,
      estimated: false,
      entries: [],
    };
    entry.readings.push(reading);
    entry.readings.sort((a, b) => a.dateStarted.localeCompare(b.dateStarted) || a.readingID - b.readingID);
    return HttpResponse.json(reading, { status: 201 });
  }),

  http.patch(apiPath('/readings/end/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = ownReading(who, params['id']);
    if (found instanceof Response) return found;
    const body = await parseJsonBody(request, ReadingEndSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const end = dated(body.data.end);
    Object.assign(found.reading, { dateFinished: end.iso, dateFinishedPrecision: end.precision, status: body.data.status });
    if (found.entry.currentReading?.readingID === found.reading.readingID) found.entry.currentReading = null;
    return HttpResponse.json(found.reading);
  }),

  http.patch(apiPath('/readings/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = ownReading(who, params['id']);
    if (found instanceof Response) return found;
    const body = await parseJsonBody(request, ReadingUpdateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const start = dated(body.data.start);
    const end = body.data.end === null ? null : dated(body.data.end);
    Object.assign(found.reading, {
      dateStarted: start.iso,
      dateStartedPrecision: start.precision,
      dateFinished: end?.iso ?? null,
      dateFinishedPrecision: end?.precision ?? 'day',
      status: end ? (found.reading.status ?? 'read') : null,
      estimated: false,
    });
    return HttpResponse.json(found.reading);
  }),

  http.delete(apiPath('/readings/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = ownReading(who, params['id']);
    if (found instanceof Response) return found;
    if (found.reading.entries.length > 0) return errorResponse(409, API_MESSAGES.readingHasEntries);
    found.entry.readings = found.entry.readings.filter((reading) => reading !== found.reading);
    if (found.entry.currentReading?.readingID === found.reading.readingID) found.entry.currentReading = null;
    return noContent();
  }),

  http.post(apiPath('/entries/:usermediaID'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const entry = findEntry(idOf(params['usermediaID']));
    if (!entry || entry.userID !== who.userID) return errorResponse(404, API_MESSAGES.libraryItemNotFound);
    const body = await parseJsonBody(request, EntryCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { title, body: text, time, page, readingID } = body.data;
    const journal: JournalEntry = { entryID: nextId(), title, body: text, time: time ?? new Date().toISOString(), page: page ?? null, readingID: readingRef(entry, readingID) };
    entry.entries.push(journal);
    entry.readings.find((reading) => reading.readingID === readingID)?.entries.push(journal);
    return HttpResponse.json(journal, { status: 201 });
  }),

  http.patch(apiPath('/entries/:entryID'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = ownJournalEntry(who, params['entryID']);
    if (found instanceof Response) return found;
    const body = await parseJsonBody(request, EntryUpdateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { title, body: text, page, readingID } = body.data;
    Object.assign(found.journal, { title, body: text, page: page ?? null, readingID: readingRef(found.entry, readingID) });
    return HttpResponse.json(found.journal);
  }),

  http.delete(apiPath('/entries/:entryID'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = ownJournalEntry(who, params['entryID']);
    if (found instanceof Response) return found;
    found.entry.entries = found.entry.entries.filter((journal) => journal !== found.journal);
    for (const reading of found.entry.readings) reading.entries = reading.entries.filter((journal) => journal.entryID !== found.journal.entryID);
    return noContent();
  }),

  http.post(apiPath('/recommendations'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, RecommendationCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const { mediaA, mediaB, note } = body.data;
    const recommended = findMedia(mediaB);
    if (!findMedia(mediaA) || !recommended) return errorResponse(404, API_MESSAGES.mediaNotFound);
    if (mediaA === mediaB) return errorResponse(400, API_MESSAGES.recommendItself);
    const entry = mockDb.entries.find((candidate) => candidate.userID === who.userID && candidate.mediaID === mediaA);
    if (entry?.recommendations.some((rec) => rec.mediaB.mediaID === mediaB)) return errorResponse(409, MESSAGES.alreadyRecommended);
    const made = { recommendationID: nextId(), mediaA, mediaB: recommended, note: note ?? null };
    entry?.recommendations.push(made);
    return HttpResponse.json(made, { status: 201 });
  }),
];
