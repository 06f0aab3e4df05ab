import { MEDIA_TYPES, type MediaType, UserMediaPatchSchema, type UserMediaSummary } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { sortEntries } from '../library-shelf/sort-entries';
import { libraryStore, shelfEntries } from './library-store';

const api = (path: string) => `*/api/v1${path}`;

function typeOf(url: URL): MediaType | undefined {
  const value = url.searchParams.get('type');
  return MEDIA_TYPES.find((info) => info.value === value || info.plural === value)?.value;
}

function summary({ endedReading: _ended, ...entry }: (typeof libraryStore.entries)[number]): UserMediaSummary {
  return entry;
}

function page(request: Request) {
  const url = new URL(request.url);
  const number = Number(url.searchParams.get('pageNumber') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 10);
  const sortBy = (url.searchParams.get('sortBy') ?? 'creator') as 'creator' | 'title' | 'recent';
  const asc = url.searchParams.get('asc') !== 'false';
  const entries = sortEntries(shelfEntries(url.searchParams.get('library') ?? 'read', typeOf(url)), { sortBy, asc });
  return HttpResponse.json(entries.slice((number - 1) * size, number * size));
}

function total(request: Request) {
  const url = new URL(request.url);
  return HttpResponse.json(shelfEntries(url.searchParams.get('library') ?? 'read', typeOf(url)).length);
}

/** The library calls of spec section 7 over `libraryStore`, shaped like the API's answers. */
export const libraryHandlers = [
  http.get(api('/usermedias/library'), ({ request }) => {
    const library = new URL(request.url).searchParams.get('library') ?? 'read';
    const entries = shelfEntries(library);
    const ordered = library === 'recent' ? [...entries].reverse() : sortEntries(entries, { sortBy: 'creator', asc: true });
    return HttpResponse.json(ordered.map(summary));
  }),
  http.get(api('/usermedias/library/page'), ({ request }) => page(request)),
  http.get(api('/usermedias/library/page/type'), ({ request }) => page(request)),
  http.get(api('/usermedias/library/page/total'), ({ request }) => total(request)),
  http.get(api('/usermedias/library/page/type/total'), ({ request }) => total(request)),
  http.patch(api('/usermedias/:id'), async ({ params, request }) => {
    const entry = libraryStore.entries.find((candidate) => candidate.usermediaID === Number(params.id));
    const patch = UserMediaPatchSchema.safeParse(await request.json());
    if (!entry || !patch.success) return HttpResponse.json({ message: 'Invalid' }, { status: entry ? 400 : 404 });
    Object.assign(entry, patch.data);
    if ('status' in patch.data && patch.data.status !== 'currentlyReading') entry.currentReading = null;
    return HttpResponse.json({ ...summary(entry), readings: [], entries: [], recommendations: [] });
  }),
  http.patch(api('/readings/end/:id'), async ({ params, request }) => {
    const readingID = Number(params.id);
    const entry = libraryStore.entries.find((candidate) => candidate.currentReading?.readingID === readingID);
    if (!entry) return HttpResponse.json({ message: 'Reading not found' }, { status: 404 });
    const body = (await request.json()) as { end: string; status: string };
    entry.endedReading = { readingID, ...body };
    return HttpResponse.json({ readingID, dateStarted: body.end, dateFinished: body.end, status: body.status, entries: [] });
  }),
];
