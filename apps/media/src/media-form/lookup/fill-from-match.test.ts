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
    expect(album).toMatchObject({ title: 'Kind of Blue', publication: '1959-08-17', numPages: '', songs: '' });
    const show = fillFromMatch({ ...emptyValues(), type: 'tvshow', endyear: '2030' }, lookupResults.severance);
    expect(show).toMatchObject({ seasons: '2', startyear: '2022', endyear: '2030', numEpisodes: '19', publication: '' });
  });
});
