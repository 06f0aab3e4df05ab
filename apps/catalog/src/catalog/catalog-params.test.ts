import { describe, expect, it } from 'vitest';
import { catalogSearchParams, readCatalogParams } from './catalog-params';

const read = (search: string) => readCatalogParams(new URLSearchParams(search));

describe('catalogue query', () => {
  it('defaults to page 1, genre 0 and type 0', () => {
    expect(read('')).toEqual({ page: 1, genre: 0, type: null });
    expect(catalogSearchParams(read('')).toString()).toBe('page=1&genre=0&type=0');
  });

  it('reads the type as its plural label and the genre as its id', () => {
    expect(read('page=3&genre=9&type=TV+Shows')).toEqual({ page: 3, genre: 9, type: 'tvshow' });
    expect(catalogSearchParams({ page: 3, genre: 9, type: 'tvshow' }).toString()).toBe('page=3&genre=9&type=TV+Shows');
  });

  it('falls back to the defaults for values that cannot be right', () => {
    expect(read('page=0&genre=18&type=book')).toEqual({ page: 1, genre: 0, type: null });
    expect(read('page=2.5&genre=-1&type=')).toEqual({ page: 1, genre: 0, type: null });
  });
});
