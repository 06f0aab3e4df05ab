import { SearchRequestSchema, type SearchRequest } from '@shelfmark/contract';
import { allMedia, apiPath, creators, errorResponse, series } from '@shelfmark/testing';
import { http, HttpResponse } from 'msw';

const tags = [
  { tagID: 1, tagValue: 'cozy' },
  { tagID: 2, tagValue: 'classic' },
];

const contains = (value: string, text: string) => value.toLowerCase().includes(text.trim().toLowerCase());

/** What the mock API finds for a search, by type. */
export function findFor({ searchString, searchType }: SearchRequest): unknown[] {
  switch (searchType) {
    case 'Title':
      return allMedia.filter((item) => contains(item.title, searchString));
    case 'Isbn':
      return allMedia.filter((item) => item.isbn === searchString.trim());
    case 'Creator':
      return Object.values(creators).filter((creator) => contains(creator.name, searchString));
    case 'Tag':
      return tags.filter((tag) => contains(tag.tagValue, searchString));
    case 'Series':
      return Object.values(series).filter((item) => contains(item.name, searchString));
  }
}

function searchHandler(path: string) {
  return http.post(apiPath(path), async ({ request }) => {
    const body = SearchRequestSchema.safeParse(await request.json());
    if (!body.success) return errorResponse(400, 'Search text is empty');
    return HttpResponse.json(findFor(body.data));
  });
}

export const searchHandlers = [searchHandler('/search'), searchHandler('/search/allaccess')];
