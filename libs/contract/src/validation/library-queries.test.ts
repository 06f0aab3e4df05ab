import { describe, expect, it } from 'vitest';
import {
  CatalogPageQuerySchema,
  LibraryPageQuerySchema,
  LibraryTotalQuerySchema,
  LibraryTypePageQuerySchema,
  LibraryTypeTotalQuerySchema,
  ShelfSchema,
} from './library-queries';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('library queries', () => {
  it('default to page 1 of 10, the read shelf, creator ascending', () => {
    expect(LibraryPageQuerySchema.parse({})).toEqual({ pageNumber: 1, pageSize: 10, library: 'read', sortBy: 'creator', asc: true, genre: 0 });
    expect(CatalogPageQuerySchema.parse({})).toEqual({ pageNumber: 1, pageSize: 12 });
  });

  it('read query-string text', () => {
    expect(LibraryPageQuerySchema.parse({ pageNumber: '3', pageSize: '9', library: 'favorites', sortBy: 'recent', asc: 'false' })).toEqual({
      pageNumber: 3,
      pageSize: 9,
      library: 'favorites',
      sortBy: 'recent',
      asc: false,
      genre: 0,
    });
  });

  it('take an optional genre on the paged calls and their totals: 0 or absent for none, else a genre id', () => {
    for (const schema of [LibraryPageQuerySchema, LibraryTypePageQuerySchema, LibraryTotalQuerySchema, LibraryTypeTotalQuerySchema]) {
      expect(schema.parse({ type: 'book' }).genre).toBe(0);
      expect(schema.parse({ type: 'book', genre: '0' }).genre).toBe(0);
      expect(schema.parse({ type: 'book', genre: '1' }).genre).toBe(1);
      expect(schema.parse({ type: 'book', genre: '17' }).genre).toBe(17);
      for (const genre of ['18', '-1', '2.5', 'fantasy', '1e9']) {
        expect(messageOf(schema.safeParse({ type: 'book', genre })), genre).toBe('genre must be 0 (none) or a genre id from 1 to 17');
      }
    }
  });

  it('take a shelf as a status, recent or favorites', () => {
    expect(ShelfSchema.options).toEqual(['read', 'DNF', 'TBR', 'currentlyReading', 'watch', 'library', 'recent', 'favorites']);
  });

  it('take a type as its value or its plural label', () => {
    expect(LibraryTypePageQuerySchema.parse({ type: 'Video Games' }).type).toBe('videogame');
    expect(LibraryTypePageQuerySchema.parse({ type: 'tvshow' }).type).toBe('tvshow');
    expect(messageOf(LibraryTypePageQuerySchema.safeParse({ type: '0' }))).toBe(
      'type must be a media type (book, movie, tvshow, album, videogame) or its plural label',
    );
  });

  it.each([
    [{ pageNumber: '0' }, 'pageNumber must be a whole number from 1'],
    [{ pageNumber: '1.5' }, 'pageNumber must be a whole number from 1'],
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
    [{ asc: 'yes' }, 'asc must be true or false'],
    [{ sortBy: 'rating' }, 'sortBy must be creator, title or recent'],
    [{ library: 'Read' }, 'library must be one of library, watch, TBR, read, DNF, currentlyReading, recent or favorites'],
  ])('refuse %j', (query, message) => {
    expect(messageOf(LibraryPageQuerySchema.safeParse(query))).toBe(message);
  });
});
