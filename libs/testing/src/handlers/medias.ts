import {
  API_MESSAGES,
  may,
  mayWriteRestricted,
  CATALOG_PAGE_SIZE,
  CatalogPageQuerySchema,
  CatalogTypePageQuerySchema,
  MediaCreateSchema,
  MediaUpdateSchema,
  CreatorCreateSchema,
  SeriesCreateSchema,
  genreRef,
  type Media,
  type MediaCreate,
  firstIssueMessage,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb, nextId } from '../db/mock-db';
import { allMedia } from '../fixtures/media';
import { findMedia, putMedia } from '../db/shelf';
import { apiPath, errorResponse, idOf, parseJsonBody, requireCaller } from './respond';
import { withViewerWatches } from './watches';

/** Builds the record as the API stores it: ids resolved to their creators, series and genres. */
function mediaRecord(mediaID: number, fields: Partial<MediaCreate>, base?: Media): Media {
  const pick = <K extends keyof Media>(key: K, value: Media[K] | undefined): Media[K] => (value === undefined ? (base?.[key] as Media[K]) : value);
  const seriesID = fields.seriesID === undefined ? (base?.seriesID ?? null) : fields.seriesID;
  const series = mockDb.series.find((item) => item.seriesID === seriesID);
  return {
    mediaID,
    type: pick('type', fields.type) ?? 'book',
    title: pick('title', fields.title) ?? '',
    description: pick('description', fields.description) ?? null,
    isbn: pick('isbn', fields.isbn) ?? null,
    publication: pick('publication', fields.publication) ?? null,
    numPages: pick('numPages', fields.numPages) ?? null,
    numEpisodes: pick('numEpisodes', fields.numEpisodes) ?? null,
    seasons: pick('seasons', fields.seasons) ?? null,
    startyear: pick('startyear', fields.startyear) ?? null,
    endyear: pick('endyear', fields.endyear) ?? null,
    parentguide: pick('parentguide', fields.parentguide) ?? null,
    ...((pick('type', fields.type) ?? 'book') === 'tvshow' ? { episodeLength: pick('episodeLength', fields.episodeLength) ?? null } : {}),
    seriesID: series ? seriesID : null,
    series: series ? { seriesID: series.seriesID, name: series.name } : null,
    seriesNum: pick('seriesNum', fields.seriesNum) ?? null,
    creators: fields.creators
      ? mockDb.creators.filter((creator) => fields.creators?.includes(creator.creatorID)).map(({ description: _d, ...creator }) => creator)
      : (base?.creators ?? []),
    genres: fields.genreIDs ? fields.genreIDs.flatMap((id) => genreRef(id) ?? []) : (base?.genres ?? []),
    restricted: pick('restricted', fields.restricted) ?? false,
    tags: base?.tags ?? [],
    submedia: fields.submedia
      ? fields.submedia.map((song, index) => ({
          submediaID: nextId(),
          usersubmediaID: null,
          title: song.title,
          overallnum: song.overallnum ?? index + 1,
          favorited: false,
          season: song.season ?? null,
          episode: song.episode ?? null,
          airDate: song.airDate ?? null,
          runtime: song.runtime ?? null,
        }))
      : (base?.submedia ?? []),
  };
}

/** A catalogue page: by title, of a type and a genre when given. */
function catalogPage(request: Request, genreID?: string) {
  const who = requireCaller(request);
  if (who instanceof Response) return who;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = (params['type'] === undefined ? CatalogPageQuerySchema : CatalogTypePageQuerySchema).safeParse(params);
  if (!query.success) return errorResponse(400, firstIssueMessage(query.error, 'Invalid query'));
  const { pageNumber, pageSize = CATALOG_PAGE_SIZE } = query.data;
  const type = 'type' in query.data ? query.data.type : undefined;
  const genre = Number(genreID ?? 0);
  const items = mockDb.media
    .filter((item) => (!type || item.type === type) && (!genre || item.genres.some((ref) => ref.genreID === genre)))
    .sort((a, b) => a.title.localeCompare(b.title));
  return HttpResponse.json(items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize));
}

/** Media records and the catalogue. Any signed-in user adds media; editing is for staff, restricting for the admin. */
export const mediaHandlers = [
  http.get(apiPath('/medias/catalog'), ({ request }) => catalogPage(request)),
  // The admin loads the demo catalogue (here: the fixture media) into an empty catalogue.
  http.post(apiPath('/medias/catalog/demo'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    if (!may(who.role, 'loadDemoCatalogue')) return errorResponse(403, API_MESSAGES.notAllowed);
    if (mockDb.media.length > 0) return errorResponse(409, API_MESSAGES.catalogueNotEmpty);
    putMedia(...allMedia.map((item) => structuredClone(item)));
    return HttpResponse.json({ added: allMedia.length }, { status: 201 });
  }),
  http.get(apiPath('/medias/catalog/type'), ({ request }) => catalogPage(request)),
  http.get(apiPath('/medias/catalog/type/:genreID'), ({ request, params }) => catalogPage(request, String(params['genreID']))),
  http.get(apiPath('/medias/catalog/:genreID'), ({ request, params }) => catalogPage(request, String(params['genreID']))),

  http.get(apiPath('/medias/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const item = findMedia(idOf(params['id']));
    return item ? HttpResponse.json(withViewerWatches(item, who.userID)) : errorResponse(404, API_MESSAGES.mediaNotFound);
  }),

  http.post(apiPath('/medias'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, MediaCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    if (!mayWriteRestricted(who.role, body.data.restricted, false)) return errorResponse(403, API_MESSAGES.restrictedAdminOnly);
    const item = mediaRecord(nextId(), body.data);
    putMedia(item);
    return HttpResponse.json({ mediaID: item.mediaID }, { status: 201 });
  }),

  http.patch(apiPath('/medias/:id'), async ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    if (!may(who.role, 'editMedia')) return errorResponse(403, API_MESSAGES.notAllowed);
    const existing = findMedia(idOf(params['id']));
    if (!existing) return errorResponse(404, API_MESSAGES.mediaNotFound);
    const body = await parseJsonBody(request, MediaUpdateSchema.partial());
    if ('message' in body) return errorResponse(400, body.message);
    if (!mayWriteRestricted(who.role, body.data.restricted, existing.restricted)) return errorResponse(403, API_MESSAGES.restrictedAdminOnly);
    const item = mediaRecord(existing.mediaID, body.data, existing);
    putMedia(item);
    return HttpResponse.json(item);
  }),
];

/** A creator's page: the catalogue's items that name them. */
export const creatorHandlers = [
  http.get(apiPath('/creators/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const creator = mockDb.creators.find((item) => item.creatorID === idOf(params['id']));
    if (!creator) return errorResponse(404, API_MESSAGES.creatorNotFound);
    const mediaByCreator = mockDb.media.filter((item) => item.creators.some((named) => named.creatorID === creator.creatorID));
    return HttpResponse.json({ ...creator, mediaByCreator });
  }),

  http.post(apiPath('/creators'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const body = await parseJsonBody(request, CreatorCreateSchema);
    if ('message' in body) return errorResponse(400, body.message);
    const creatorID = nextId();
    mockDb.creators.push({ ...body.data, creatorID, description: body.data.description ?? null });
    return HttpResponse.json({ creatorID }, { status: 201 });
  }),
];

/** A series page: its items, TV shows apart. */
export const seriesHandlers = [
  http.get(apiPath('/series/:id'), ({ request, params }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const found = mockDb.series.find((item) => item.seriesID === idOf(params['id']));
    if (!found) return errorResponse(404, API_MESSAGES.seriesNotFound);
    const inSeries = mockDb.media.filter((item) => item.seriesID === found.seriesID);
    return HttpResponse.json({
      ...found,
      mediaInSeries: inSeries.filter((item) => item.type !== 'tvshow'),
      tvshowsInSeries: inSeries.filter((item) => item.type === 'tvshow'),
    });
  }),

  http.post(apiPath('/series'), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const parsed = SeriesCreateSchema.shape.name.safeParse(await request.text());
    if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error, 'Invalid name'));
    const name = parsed.data;
    const existing = mockDb.series.find((item) => item.name === name);
    if (existing) return HttpResponse.json({ seriesID: existing.seriesID });
    const seriesID = nextId();
    mockDb.series.push({ seriesID, name, description: null });
    return HttpResponse.json({ seriesID }, { status: 201 });
  }),
];
