import { describe, expect, it } from 'vitest';
import { searchTypeForPath } from './search-type-for-path';

describe('searchTypeForPath', () => {
  it.each([
    ['/tags', 'Tag'],
    ['/tags/12', 'Tag'],
    ['/creator/7', 'Creator'],
    ['/creators/7', 'Creator'],
    ['/series/3', 'Series'],
    ['/', 'Title'],
    ['/book/4', 'Title'],
    ['/catalog', 'Title'],
  ])('suggests the search type of the page at %s: %s', (path, type) => {
    expect(searchTypeForPath(path)).toBe(type);
  });
});
