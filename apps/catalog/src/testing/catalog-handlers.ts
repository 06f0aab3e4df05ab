import { API_MESSAGES, CATALOG_PAGE_SIZE, mediaTypeFromPlural, type Media } from '@shelfmark/contract';
import { apiPath, errorResponse } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';
import { catalogDb, findMedia, libraryEntry } from './catalog-db';

function catalogPage(request: Request, genreID?: string): Media[] {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('pageNumber') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? CATALOG_PAGE_SIZE);
  const typeParam = url.searchParams.get('type');
  const type = typeParam ? (mediaTypeFromPlural(typeParam) ?? typeParam) : undefined;
  const genre = Number(genreID ?? 0);
  return catalogDb.media
    .filter((item) => !type || item.type === type)
    .filter((item) => !genre || item.genres.some((ref) => ref.genreID === genre))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice((page - 1) * size, page * size);
}

export const catalogHandlers = [
  http.get(apiPath('/medias/catalog/type'), ({ request }) => HttpResponse.json(catalogPage(request))),
  http.get(apiPath('/medias/catalog/type/:genreID'), ({ request, params }) =>
    HttpResponse.json(catalogPage(request, String(params['genreID']))),
  ),
  http.get(apiPath('/medias/catalog'), ({ request }) => HttpResponse.json(catalogPage(request))),
  http.get(apiPath('/medias/catalog/:genreID'), ({ request, params }) =>
    HttpResponse.json(catalogPage(request, String(params['genreID']))),
  ),
  http.get(apiPath('/usermedias/check/:mediaID'), ({ params }) => HttpResponse.json(catalogDb.shelf.has(Number(params['mediaID'])))),
  http.get(apiPath('/usermedias/media/:mediaID'), ({ params }) => {
    const entry = libraryEntry(Number(params['mediaID']));
    return entry ? HttpResponse.json(entry) : errorResponse(404, API_MESSAGES.libraryItemNotFound);
  }),
  http.post(apiPath('/usermedias'), ({ request }) => {
    const mediaID = Number(new URL(request.url).searchParams.get('mediaID'));
    if (!findMedia(mediaID)) return errorResponse(404, API_MESSAGES.mediaNotFound);
    if (catalogDb.shelf.has(mediaID)) return errorResponse(409, API_MESSAGES.alreadyInLibrary);
    catalogDb.shelf.set(mediaID, 100 + mediaID * 10);
    return HttpResponse.json(libraryEntry(mediaID), { status: 201 });
  }),
  http.get(apiPath('/creators/:id'), ({ params }) => {
    const creator = catalogDb.creators.find((item) => item.creatorID === Number(params['id']));
    return creator ? HttpResponse.json(creator) : errorResponse(404, API_MESSAGES.creatorNotFound);
  }),
  http.get(apiPath('/series/:id'), ({ params }) => {
    const found = catalogDb.series.find((item) => item.seriesID === Number(params['id']));
    return found ? HttpResponse.json(found) : errorResponse(404, API_MESSAGES.seriesNotFound);
  }),
  http.post(apiPath('/search'), async ({ request }) => {
    const { searchString } = (await request.json()) as { searchString: string };
    const text = searchString.toLowerCase();
    return HttpResponse.json(catalogDb.media.filter((item) => item.title.toLowerCase().includes(text)));
  }),
];
