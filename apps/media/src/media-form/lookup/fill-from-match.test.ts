import { lookupResults } from '@shelfmark/testing';
import { describe, expect, it } from 'vitest';
import { emptyValues } from '../form-values';
import { fillFromMatch } from './fill-from-match';

describe('fillFromMatch', () => {
  it('replaces what the match knows and keeps what it leaves empty', () => {
    const typed = { ...emptyValues(), type: 'book' as const, title: 'children', description: 'mine', genreIDs: [9] };
    expect(fillFromMatch(typed, lookupResults.childrenOfDune)).toMatchObject({
      title: 'Children of Dune',
      description: 'mine',
      isbn: '9780593098240',
      publication: '1976-01-01',
      numPages: '444',
      genreIDs: [2],
    });
  });

  it('sets only the fields the type’s form shows', () => {
    const album = fillFromMatch({ ...emptyValues(), type: 'album' }, lookupResults.kindOfBlue);
    expect(album).toMatchObject({ title: 'Kind of Blue', publication: '1959-08-17', numPages: '', episodes: [] });
    const show = fillFromMatch({ ...emptyValues(), type: 'tvshow', endyear: '2030' }, lookupResults.severance);
    expect(show).toMatchObject({ seasons: '2', startyear: '2022', endyear: '2030', numEpisodes: '19', publication: '' });
  });

  it('keeps a date as precisely as the service gave it, and the ids it knows to send', () => {
    const book = fillFromMatch(
      { ...emptyValues(), type: 'book', externalIds: { openlibrary_edition: 'OL1M' } },
      { ...lookupResults.childrenOfDune, publication: '1976-01-01', publicationPrecision: 'year', externalIds: { openlibrary_work: 'OL893527W' } },
    );
    expect(book).toMatchObject({ publication: '1976', publicationPrecision: 'year', externalIds: { openlibrary_work: 'OL893527W', openlibrary_edition: 'OL1M' } });
  });

  it('makes a whole show’s episodes its seasons, specials last, numbered afresh', () => {
    const episode = (season: number, number: number, title: string) => ({ title, overallnum: 9, season, episode: number, airDate: null, runtime: 50, externalIds: { tmdb_episode: `${season}${number}` } });
    const show = fillFromMatch({ ...emptyValues(), type: 'tvshow' }, { ...lookupResults.severance, submedia: [episode(0, 1, 'Special'), episode(1, 1, 'Good News About Hell'), episode(1, 2, 'Half Loop')] });
    expect(show.episodes.map(({ number, count, titles, runtimes, known }) => ({ number, count, titles, runtimes, known }))).toEqual([
      { number: '1', count: '2', titles: 'Good News About Hell\nHalf Loop', runtimes: '50', known: [{ overallnum: null, externalIds: { tmdb_episode: '11' } }, { overallnum: null, externalIds: { tmdb_episode: '12' } }] },
      { number: '0', count: '1', titles: 'Special', runtimes: '50', known: [{ overallnum: null, externalIds: { tmdb_episode: '01' } }] },
    ]);
  });
});
