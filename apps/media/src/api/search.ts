import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, CreatorSchema, MediaSchema, SeriesSchema, type Creator, type Media, type Series } from '@shelfmark/contract';
import { z } from 'zod';

/** The admin searches through the wider endpoint, which also finds restricted items. */
function searchPath(admin: boolean): string {
  return admin ? '/search/allaccess' : '/search';
}

const search = withPrefix(CALL_PREFIXES.search, async (searchString: string, searchType: string, admin: boolean) =>
  apiFetch(searchPath(admin), { method: 'POST', json: { searchString, searchType } }),
);

export async function searchTitles(text: string, admin: boolean): Promise<Media[]> {
  return z.array(MediaSchema).parse(await search(text, 'Title', admin));
}

export async function searchCreators(text: string, admin: boolean): Promise<Creator[]> {
  return z.array(CreatorSchema).parse(await search(text, 'Creator', admin));
}

export async function searchSeries(text: string, admin: boolean): Promise<Series[]> {
  return z.array(SeriesSchema).parse(await search(text, 'Series', admin));
}
