import { describe, expect, it } from 'vitest';
import { readShelfView } from './shelf-view';

const read = (query: string) => readShelfView(new URLSearchParams(query), 'read');

describe('the /library query', () => {
  it('reads page, library, type (plural label) and genre', () => {
    expect(read('page=3&library=DNF&type=TV%20Shows&genre=9')).toEqual({ page: 3, library: 'DNF', type: 'tvshow', genre: 9 });
  });

  it('falls back to page 1, the default library, all types and no genre', () => {
    expect(read('')).toEqual({ page: 1, library: 'read', type: undefined, genre: 0 });
    expect(read('page=-2&library=shelf&type=Comics&genre=99')).toEqual({ page: 1, library: 'read', type: undefined, genre: 0 });
    expect(read('page=1.5&type=0&genre=0')).toMatchObject({ page: 1, type: undefined, genre: 0 });
  });

  it('takes the remembered library when the query names none', () => {
    expect(readShelfView(new URLSearchParams(''), 'watch').library).toBe('watch');
    expect(readShelfView(new URLSearchParams('library=TBR'), 'watch').library).toBe('TBR');
  });
});
