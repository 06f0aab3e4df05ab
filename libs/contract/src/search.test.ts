import { describe, expect, it } from 'vitest';
import { SearchRequestSchema, SearchTypeSchema, isSendableSearch, searchTypeForHotkey } from './search';

describe('search', () => {
  it('has the five search types', () => {
    expect(SearchTypeSchema.options).toEqual(['Creator', 'Isbn', 'Tag', 'Title', 'Series']);
  });

  it('maps the dropdown hotkeys T, A, G, S and I', () => {
    expect(['T', 'A', 'G', 'S', 'I'].map(searchTypeForHotkey)).toEqual(['Title', 'Creator', 'Tag', 'Series', 'Isbn']);
    expect(searchTypeForHotkey('t')).toBe('Title');
    expect(searchTypeForHotkey('x')).toBeUndefined();
  });

  it('does not send empty text or a single space', () => {
    expect(isSendableSearch('')).toBe(false);
    expect(isSendableSearch(' ')).toBe(false);
    expect(isSendableSearch('   ')).toBe(false);
    expect(isSendableSearch('Le Guin')).toBe(true);
    expect(isSendableSearch(' d')).toBe(true);
  });

  it('validates the search request body', () => {
    expect(SearchRequestSchema.safeParse({ searchString: 'Dune', searchType: 'Title' }).success).toBe(true);
    expect(SearchRequestSchema.safeParse({ searchString: ' ', searchType: 'Title' }).success).toBe(false);
    expect(SearchRequestSchema.safeParse({ searchString: 'Dune', searchType: 'title' }).success).toBe(false);
  });
});
