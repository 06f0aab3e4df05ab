import { describe, expect, it } from 'vitest';
import { ExternalIdsWriteSchema, normaliseExternalId } from './external-ids';

describe('normaliseExternalId', () => {
  it('reads bare ids and links to the services', () => {
    expect(normaliseExternalId('imdb', 'https://www.imdb.com/title/tt0903747/')).toBe('tt0903747');
    expect(normaliseExternalId('imdb', 'TT0903747')).toBe('tt0903747');
    expect(normaliseExternalId('tmdb_tv', 'https://www.themoviedb.org/tv/1396-breaking-bad')).toBe('1396');
    expect(normaliseExternalId('tmdb_movie', '0550')).toBe('550');
    expect(normaliseExternalId('musicbrainz_release_group', 'https://musicbrainz.org/release-group/B1392450-E666-3926-A536-22C65F834433')).toBe(
      'b1392450-e666-3926-a536-22c65f834433',
    );
    expect(normaliseExternalId('openlibrary_work', 'https://openlibrary.org/works/OL45883W/Frankenstein')).toBe('OL45883W');
    expect(normaliseExternalId('openlibrary_edition', 'ol7353617m')).toBe('OL7353617M');
  });

  it('answers null for text that is no id of the source', () => {
    expect(normaliseExternalId('imdb', '12345')).toBeNull();
    expect(normaliseExternalId('tmdb_movie', 'https://www.themoviedb.org/tv/1396')).toBeNull();
    expect(normaliseExternalId('openlibrary_work', 'OL123M')).toBeNull();
    expect(normaliseExternalId('igdb', '')).toBeNull();
  });
});

describe('ExternalIdsWriteSchema', () => {
  it('stores normalised ids, keeps null as a removal and names a bad id', () => {
    expect(ExternalIdsWriteSchema.parse({ imdb: 'https://imdb.com/title/tt0111161', tmdb_movie: null })).toEqual({ imdb: 'tt0111161', tmdb_movie: null });
    expect(ExternalIdsWriteSchema.safeParse({ imdb: 'nope' }).error?.issues[0]?.message).toBe('Not a valid IMDb id');
    expect(ExternalIdsWriteSchema.safeParse({ netflix: '1' }).success).toBe(false);
  });
});
