import { describe, expect, it } from 'vitest';
import {
  MEDIA_TYPES,
  MediaTypeSchema,
  coverName,
  coverPath,
  mediaPath,
  mediaTypeFromPlural,
  mediaTypeLabel,
} from './media-types';

describe('media types', () => {
  it('has the five types with value, route, labels and cover prefix', () => {
    expect(MEDIA_TYPES).toHaveLength(5);
    expect(MEDIA_TYPES).toEqual([
      { value: 'book', route: 'book', label: 'Book', plural: 'Books', coverPrefix: null },
      { value: 'movie', route: 'movie', label: 'Movie', plural: 'Movies', coverPrefix: 'MOVIE' },
      { value: 'tvshow', route: 'tvshow', label: 'TV Show', plural: 'TV Shows', coverPrefix: 'TV' },
      { value: 'album', route: 'album', label: 'Album', plural: 'Albums', coverPrefix: 'ALBUM' },
      { value: 'videogame', route: 'videogame', label: 'Video Game', plural: 'Video Games', coverPrefix: 'VIDEOGAME' },
    ]);
  });

  it('validates the API values', () => {
    expect(MediaTypeSchema.options).toEqual(['book', 'movie', 'tvshow', 'album', 'videogame']);
    expect(MediaTypeSchema.safeParse('tvshow').success).toBe(true);
    expect(MediaTypeSchema.safeParse('TV Show').success).toBe(false);
  });

  it('gives the singular label', () => {
    expect(mediaTypeLabel('tvshow')).toBe('TV Show');
    expect(mediaTypeLabel('videogame')).toBe('Video Game');
  });

  it('reads the plural labels of /library?type=', () => {
    expect(mediaTypeFromPlural('Books')).toBe('book');
    expect(mediaTypeFromPlural('TV Shows')).toBe('tvshow');
    expect(mediaTypeFromPlural('Video Games')).toBe('videogame');
    expect(mediaTypeFromPlural('0')).toBeUndefined();
    expect(mediaTypeFromPlural('books')).toBeUndefined();
  });

  it('builds the detail route', () => {
    expect(mediaPath({ type: 'tvshow', mediaID: 7 })).toBe('/tvshow/7');
    expect(mediaPath({ type: 'book', mediaID: 12 })).toBe('/book/12');
  });

  it('names book covers by isbn and other covers by prefix plus mediaID', () => {
    expect(coverName({ type: 'book', mediaID: 3, isbn: '9780547773742' })).toBe('9780547773742');
    expect(coverName({ type: 'book', mediaID: 3, isbn: null })).toBeNull();
    expect(coverName({ type: 'movie', mediaID: 5 })).toBe('MOVIE5');
    expect(coverName({ type: 'tvshow', mediaID: 6 })).toBe('TV6');
    expect(coverName({ type: 'album', mediaID: 7 })).toBe('ALBUM7');
    expect(coverName({ type: 'videogame', mediaID: 8 })).toBe('VIDEOGAME8');
  });
});

describe('coverPath', () => {
  it('addresses the cover by its name under the covers path', () => {
    expect(coverPath({ type: 'book', mediaID: 3, isbn: '9780547773742' })).toBe('/api/v1/covers/9780547773742.jpg?missing=empty');
    expect(coverPath({ type: 'tvshow', mediaID: 12 })).toBe('/api/v1/covers/TV12.jpg?missing=empty');
  });

  it('has none for a book without an isbn', () => {
    expect(coverPath({ type: 'book', mediaID: 3, isbn: null })).toBeNull();
  });
});
