import { describe, expect, it } from 'vitest';
import { LookupQuerySchema, lookupQueryFor } from './lookup';

describe('lookupQueryFor', () => {
  it('asks by ISBN once every digit is typed, hyphens and spaces aside', () => {
    expect(lookupQueryFor('book', 'isbn', '978-0-441')).toBeNull();
    expect(lookupQueryFor('book', 'isbn', '978-0-441-17271-9')).toEqual({ type: 'book', isbn: '9780441172719' });
    expect(lookupQueryFor('book', 'isbn', '0 441 17271 x')).toEqual({ type: 'book', isbn: '044117271X' });
    expect(lookupQueryFor('movie', 'isbn', '9780441172719')).toBeNull();
  });

  it('asks by title from three characters, white space folded', () => {
    expect(lookupQueryFor('album', 'title', ' Ki ')).toBeNull();
    expect(lookupQueryFor('album', 'title', '  Kind   of Blue ')).toEqual({ type: 'album', q: 'Kind of Blue' });
  });

  it('builds only queries the server accepts', () => {
    for (const query of [lookupQueryFor('book', 'isbn', '9780441172719'), lookupQueryFor('tvshow', 'title', 'x'.repeat(400))]) {
      expect(LookupQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});

describe('LookupQuerySchema', () => {
  it('asks for one work by its service id, and refuses a query with nothing to look up', () => {
    expect(LookupQuerySchema.safeParse({ type: 'tvshow', id: '87108' }).success).toBe(true);
    const empty = LookupQuerySchema.safeParse({ type: 'tvshow' });
    expect(empty.error?.issues[0]?.message).toBe('Give an ISBN (isbn), a title (q) or a service id (id) to look up');
  });
});
