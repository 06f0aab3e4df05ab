import { apiFetch, withPrefix } from '@shelfmark/api-client';
import {
  CALL_PREFIXES,
  type Creator,
  type Media,
  type SearchRequest,
  type SearchType,
  type Series,
  type Tag,
} from '@shelfmark/contract';

/** What one search found; Title and Isbn find media, the other types their own records. */
export type SearchFound =
  | { kind: 'media'; items: Media[] }
  | { kind: 'creator'; items: Creator[] }
  | { kind: 'tag'; items: Tag[] }
  | { kind: 'series'; items: Series[] };

/** The answer as what it holds by search type (its shape is the contract's: ADR 0019). */
function found(searchType: SearchType, body: unknown): SearchFound {
  switch (searchType) {
    case 'Title':
    case 'Isbn':
      return { kind: 'media', items: body as Media[] };
    case 'Creator':
      return { kind: 'creator', items: body as Creator[] };
    case 'Tag':
      return { kind: 'tag', items: body as Tag[] };
    case 'Series':
      return { kind: 'series', items: body as Series[] };
  }
}

/**
 * POST /search, or POST /search/allaccess for the admin, who also finds restricted media
 * (spec section 6). allAccess comes from the role: see useSearch and useSearchSuggestions.
 */
export const search = withPrefix(CALL_PREFIXES.search, async (request: SearchRequest, allAccess: boolean): Promise<SearchFound> => {
  const body = await apiFetch(allAccess ? '/search/allaccess' : '/search', { method: 'POST', json: request });
  return found(request.searchType, body);
});
