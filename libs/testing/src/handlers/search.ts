import { API_MESSAGES, may, SearchRequestSchema, type SearchRequest } from '@shelfmark/contract';
import { http, HttpResponse } from 'msw';
import { mockDb } from '../db/mock-db';
import { apiPath, errorResponse, requireCaller, type Caller } from './respond';

const contains = (value: string, text: string) => value.toLowerCase().includes(text.trim().toLowerCase());

/** What a search finds, by type. Restricted media only through the all-access search. */
export function findFor({ searchString, searchType }: SearchRequest, who: Caller, allAccess: boolean): unknown[] {
  const media = mockDb.media.filter((item) => allAccess || !item.restricted);
  switch (searchType) {
    case 'Title':
      return media.filter((item) => contains(item.title, searchString));
    case 'Isbn':
      return media.filter((item) => item.isbn === searchString.trim());
    case 'Creator':
      return mockDb.creators.filter((creator) => contains(creator.name, searchString)).map(({ description: _d, ...creator }) => creator);
    case 'Tag':
      return mockDb.tags
        .filter((tag) => tag.userID === who.userID && contains(tag.tagValue, searchString))
        .map(({ userID: _userID, ...tag }) => tag);
    case 'Series':
      return mockDb.series.filter((item) => contains(item.name, searchString)).map(({ description: _d, ...item }) => item);
  }
}

function searchHandler(path: string, allAccess: boolean) {
  return http.post(apiPath(path), async ({ request }) => {
    const who = requireCaller(request);
    if (who instanceof Response) return who;
    if (allAccess && !may(who.role, 'searchAllAccess')) return errorResponse(403, API_MESSAGES.notAllowed);
    const body = SearchRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!body.success) return errorResponse(400, API_MESSAGES.searchEmpty);
    return HttpResponse.json(findFor(body.data, who, allAccess));
  });
}

/** POST /search, and POST /search/allaccess for the admin alone. */
export const searchHandlers = [searchHandler('/search', false), searchHandler('/search/allaccess', true)];
