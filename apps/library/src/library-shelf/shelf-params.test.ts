import { describe, expect, it } from 'vitest';
import { readShelfParams, shelfSearch } from './shelf-params';

const read = (query: string) => readShelfParams(new URLSearchParams(query));

describe('the /library query', () => {
  it('reads page, library, type (plural label) and genre', () => {
    expect(read('page=3&library=DNF&type=TV%20Shows&genre=9')).toEqual({ page: 3, library: 'DNF', type: 'tvshow', genre: 9 });
  });

  it('falls back to page 1, the default library read, all types and no genre', () => {
    expect(read('')).toEqual({ page: 1, library: 'read', type: undefined, genre: 0 });
    expect(read('page=-2&library=shelf&type=Comics&genre=99')).toEqual({ page: 1, library: 'read', type: undefined, genre: 0 });
    expect(read('page=1.5&type=0&genre=0')).toMatchObject({ page: 1, type: undefined, genre: 0 });
  });

  it('takes the library stored in default_library when the query has none', () => {
    localStorage.setItem('default_library', 'watch');
    expect(read('').library).toBe('watch');
    localStorage.setItem('default_library', 'unknown');
    expect(read('').library).toBe('read');
  });

  it('writes the view in the order of the default link', () => {
    expect(shelfSearch({ page: 1, library: 'TBR', type: undefined, genre: 0 })).toBe('?page=1&library=TBR&type=0&genre=0');
    expect(shelfSearch({ page: 2, library: 'read', type: 'videogame', genre: 4 })).toBe('?page=2&library=read&type=Video+Games&genre=4');
  });
});
