import {
  type MediaType,
  LibraryListQuerySchema,
  LibraryPageQuerySchema,
  LibraryTotalQuerySchema,
  LibraryTypePageQuerySchema,
  LibraryTypeTotalQuerySchema,
  firstIssueMessage,
} from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { shelfEntries, sortEntries, summaryAnswer } from '../db/shelf';
import { apiPath, errorResponse, requireCaller } from './respond';

/** The query as the server reads it, with the optional genre of the paged calls (0 or absent: none). */
function readQuery<T>(request: Request, schema: z.ZodType<T>): { data: T; genre: number } | Response {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { genre = '0', ...rest } = params;
  const parsed = schema.safeParse(rest);
  const genreID = Number(genre);
  if (!parsed.success) return errorResponse(400, firstIssueMessage(parsed.error, 'Invalid query'));
  if (!Number.isInteger(genreID) || genreID < 0 || genreID > 17) return errorResponse(400, 'Unknown genre');
  return { data: parsed.data, genre: genreID };
}

type PageSchema = typeof LibraryPageQuerySchema | typeof LibraryTypePageQuerySchema;
type TotalSchema = typeof LibraryTotalQuerySchema | typeof LibraryTypeTotalQuerySchema;

function page(schema: PageSchema) {
  return ({ request }: { request: Request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = readQuery(request, schema);
    if (query instanceof Response) return query;
    const { library, pageNumber, pageSize, sortBy, asc } = query.data;
    const type = 'type' in query.data ? (query.data.type as MediaType) : undefined;
    const entries = sortEntries(shelfEntries({ userID: who.userID, library, type, genre: query.genre }), sortBy, asc);
    return HttpResponse.json(entries.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(summaryAnswer));
  };
}

function total(schema: TotalSchema) {
  return ({ request }: { request: Request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = readQuery(request, schema);
    if (query instanceof Response) return query;
    const type = 'type' in query.data ? (query.data.type as MediaType) : undefined;
    return HttpResponse.json(shelfEntries({ userID: who.userID, library: query.data.library, type, genre: query.genre }).length);
  };
}

/** The shelf lists: whole shelves (recent newest first, others by creator), pages and totals, with genre. */
export const libraryHandlers = [
  http.get(apiPath('/usermedias/library'), ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    const query = readQuery(request, LibraryListQuerySchema);
    if (query instanceof Response) return query;
    const { library } = query.data;
    const entries = shelfEntries({ userID: who.userID, library });
    const ordered = library === 'recent' ? sortEntries(entries, 'recent', false) : sortEntries(entries, 'creator', true);
    return HttpResponse.json(ordered.map(summaryAnswer));
  }),
  http.get(apiPath('/usermedias/library/page'), page(LibraryPageQuerySchema)),
  http.get(apiPath('/usermedias/library/page/type'), page(LibraryTypePageQuerySchema)),
  http.get(apiPath('/usermedias/library/page/total'), total(LibraryTotalQuerySchema)),
  http.get(apiPath('/usermedias/library/page/type/total'), total(LibraryTypeTotalQuerySchema)),
];
