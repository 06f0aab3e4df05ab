import { LOOKUP_SERVICE_LABELS, LookupQuerySchema, firstIssueMessage, type LookupService, type MediaType } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { MOCK_COVER_BYTES } from '../fixtures/lookup';
import { apiPath, errorResponse, requireCaller } from './respond';

const SERVICE_OF: Record<MediaType, LookupService> = { book: 'openlibrary', album: 'musicbrainz', movie: 'tmdb', tvshow: 'tmdb', videogame: 'igdb' };
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * GET /lookup as the server answers it: the results of the type's service matching the ISBN
 * or containing the title, and that service's state (mockDb.lookupStates sets another than
 * ok, which answers no results, as the server does). GET /lookup/covers/… answers a JPEG for
 * the covers the results name, 404 for others.
 */
export const lookupHandlers = [
  http.get(apiPath('/lookup'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = LookupQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return errorResponse(400, firstIssueMessage(query.error, 'Invalid query'));
    const { type, isbn, q, id } = query.data;
    const service = SERVICE_OF[type];
    const state = mockDb.lookupStates[service];
    if (state && state.state !== 'ok') return HttpResponse.json({ results: [], services: [{ service, ...state }] });
    const results = mockDb.lookupResults.filter(
      (result) => result.type === type && (id ? result.serviceId === id : isbn ? result.isbn === isbn.replace(/[\s-]/g, '') : folded(result.title).includes(folded(q ?? ''))),
    );
    return HttpResponse.json({ results, services: [{ service, state: 'ok', message: null }] });
  }),

  http.get(apiPath('/lookup/covers/:service/:coverId'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const path = new URL(request.url).pathname.replace(/^.*?\/api\/v1/, '/api/v1');
    if (!mockDb.lookupResults.some((result) => result.coverUrl === path)) return errorResponse(404, 'This service has no cover for it');
    return new HttpResponse(MOCK_COVER_BYTES, { headers: { 'Content-Type': 'image/jpeg' } });
  }),
];

/** What a service's state says to a test that sets one, e.g. lookupState('tmdb', 'unconfigured'). */
export function lookupState(service: LookupService, state: 'unconfigured' | 'unreachable' | 'busy' | 'failed' | 'disabled'): void {
  mockDb.lookupStates[service] = { state, message: `${LOOKUP_SERVICE_LABELS[service]} is ${state}` };
}
