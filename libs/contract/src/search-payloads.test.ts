import { describe, expect, it } from 'vitest';
import { LibrarySearchRequestSchema, SearchCallSchema, SearchResultsSchema } from './search-payloads';

describe('search payloads', () => {
  it('limit results to 10 unless told, at most 50', () => {
    expect(SearchCallSchema.parse({ searchString: 'dune', searchType: 'Title' })).toEqual({ searchString: 'dune', searchType: 'Title', limit: 10 });
    expect(SearchCallSchema.safeParse({ searchString: 'dune', searchType: 'Title', limit: 51 }).success).toBe(false);
  });

  it('search the library by title unless told', () => {
    expect(LibrarySearchRequestSchema.parse({ searchString: 'dune' })).toMatchObject({ searchType: 'Title' });
    expect(LibrarySearchRequestSchema.safeParse({ searchString: ' ' }).success).toBe(false);
  });

  it('answer lists of media, creators, tags or series', () => {
    expect(SearchResultsSchema.parse([{ tagID: 1, tagValue: 'cosy' }])).toEqual([{ tagID: 1, tagValue: 'cosy' }]);
    expect(SearchResultsSchema.parse([{ seriesID: 1, name: 'Dune' }])).toEqual([{ seriesID: 1, name: 'Dune' }]);
    expect(SearchResultsSchema.parse([])).toEqual([]);
  });
});
