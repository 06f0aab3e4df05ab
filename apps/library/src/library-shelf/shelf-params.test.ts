import { describe, expect, it } from 'vitest';
import { shelfSearch } from './shelf-params';

describe('the /library query', () => {
  it('writes the view in the order of the default link', () => {
    expect(shelfSearch({ page: 1, library: 'TBR', type: undefined, genre: 0 })).toBe('?page=1&library=TBR&type=0&genre=0');
    expect(shelfSearch({ page: 2, library: 'read', type: 'videogame', genre: 4 })).toBe('?page=2&library=read&type=Video+Games&genre=4');
  });
});
