import { MESSAGES, type JournalEntry, type Recommendation } from '@shelfmark/contract';
import { apiPath, errorResponse } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { recorded } from './shelf-handlers';
import type { ShelfState } from './shelf-state';

const noContent = () => new HttpResponse(null, { status: 204 });

/** Tags, readings, entries and recommendations: answers shaped like the API's, state kept by the tests. */
export function featureHandlers(state: ShelfState) {
  return [
    http.post(apiPath('/tags'), recorded(state, 'POST', (request) => {
      const tagValue = new URL(request.url).searchParams.get('tagValue') ?? '';
      return HttpResponse.json({ tagID: state.nextId++, tagValue }, { status: 201 });
    })),
    http.put(apiPath('/usermedias/:usermediaID/tags/:tagID'), recorded(state, 'PUT', () => noContent())),
    http.delete(apiPath('/usermedias/:usermediaID/tags/:tagID'), recorded(state, 'DELETE', () => noContent())),
    http.patch(apiPath('/readings/end/:id'), recorded(state, 'PATCH', (_request, { id }) =>
      HttpResponse.json({ readingID: Number(id), dateStarted: '2026-01-01T00:00:00.000Z', dateFinished: '2026-01-02T00:00:00.000Z', status: 'read', entries: [] }),
    )),
    http.patch(apiPath('/readings/:id'), recorded(state, 'PATCH', async (request, { id }) => {
      const body = (await request.json()) as { start: string; end: string | null };
      return HttpResponse.json({ readingID: Number(id), dateStarted: body.start, dateFinished: body.end, status: body.end ? 'read' : null, entries: [] });
    })),
    http.delete(apiPath('/readings/:id'), recorded(state, 'DELETE', () => noContent())),
    http.post(apiPath('/entries/:usermediaID'), recorded(state, 'POST', async (request) => {
      const body = (await request.json()) as Partial<JournalEntry>;
      const entry: JournalEntry = { entryID: state.nextId++, title: body.title ?? '', body: body.body ?? '', time: '2026-01-01T00:00:00.000Z', page: body.page ?? null, readingID: null };
      return HttpResponse.json(entry, { status: 201 });
    })),
    http.patch(apiPath('/entries/:entryID'), recorded(state, 'PATCH', async (request, { entryID }) => {
      const body = (await request.json()) as Partial<JournalEntry>;
      return HttpResponse.json({ entryID: Number(entryID), title: body.title ?? '', body: body.body ?? '', time: '2026-01-01T00:00:00.000Z', page: body.page ?? null, readingID: null });
    })),
    http.delete(apiPath('/entries/:entryID'), recorded(state, 'DELETE', () => noContent())),
    http.post(apiPath('/recommendations'), recorded(state, 'POST', async (request) => {
      const body = (await request.json()) as { mediaA: number; mediaB?: number; note: string };
      const mediaB = state.media.find((media) => media.mediaID === body.mediaB);
      if (!mediaB) return errorResponse(400, MESSAGES.noBookSelected);
      const taken = state.items.some((item) => item.mediaID === body.mediaA && item.recommendations.some((rec) => rec.mediaB.mediaID === body.mediaB));
      if (taken) return errorResponse(409, MESSAGES.alreadyRecommended);
      const made: Recommendation = { recommendationID: state.nextId++, mediaA: body.mediaA, mediaB, note: body.note };
      return HttpResponse.json(made, { status: 201 });
    })),
  ];
}
