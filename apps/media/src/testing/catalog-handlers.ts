import { apiPath } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { recorded } from './shelf-handlers';
import type { ShelfState } from './shelf-state';

async function search(request: Request, state: ShelfState) {
  const { searchString, searchType } = (await request.json()) as { searchString: string; searchType: string };
  const text = searchString.toLowerCase();
  if (searchType === 'Creator') return HttpResponse.json(state.creators.filter((creator) => creator.name.toLowerCase().includes(text)));
  if (searchType === 'Series') return HttpResponse.json(state.series.filter((series) => series.name.toLowerCase().includes(text)));
  return HttpResponse.json(state.media.filter((media) => media.title.toLowerCase().includes(text)));
}

/** Search, and the calls of the media form's save: creators, series, media, covers. */
export function catalogHandlers(state: ShelfState) {
  return [
    http.post(apiPath('/search'), recorded(state, 'POST', (request) => search(request, state))),
    http.post(apiPath('/search/allaccess'), recorded(state, 'POST', (request) => search(request, state))),
    http.post(apiPath('/creators'), recorded(state, 'POST', () => HttpResponse.json({ creatorID: state.nextId++ }, { status: 201 }))),
    http.post(apiPath('/series'), recorded(state, 'POST', () => HttpResponse.json({ seriesID: state.nextId++ }, { status: 201 }))),
    http.post(apiPath('/medias'), recorded(state, 'POST', () => HttpResponse.json({ mediaID: state.nextId++ }, { status: 201 }))),
    http.patch(apiPath('/medias/:id'), recorded(state, 'PATCH', async (request, { id }) => {
      const found = state.media.find((media) => media.mediaID === Number(id));
      return HttpResponse.json({ ...found, ...((await request.json()) as object) });
    })),
    http.post(apiPath('/covers'), recorded(state, 'POST', () => HttpResponse.json({ name: 'cover', url: '/api/v1/covers/cover.jpg' }, { status: 201 }))),
  ];
}
