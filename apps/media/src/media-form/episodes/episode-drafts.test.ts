import { MAX_SUBMEDIA } from '@shelfmark/contract';
import { i18n, registerMessages } from '@shelfmark/i18n';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { emptySeason, seasonsFrom, submediaOf } from './episode-drafts';
import { seasonErrorKey, seasonIssues } from './season-issues';

registerMessages('media', { en });
const t = i18n.getFixedT('en', 'media');

const stored = [
  { title: 'Pilot', overallnum: 3, season: 1, episode: 1, airDate: '2022-02-17', runtime: 57, externalIds: { tmdb_episode: '101' } },
  { title: 'Half Loop', overallnum: 4, season: 1, episode: 2, airDate: '2022-02-18', runtime: 57, externalIds: {} },
  { title: 'Behind the scenes', overallnum: 9, season: 0, episode: 1, airDate: null, runtime: null, externalIds: {} },
  { title: 'Hello, Ms. Cobel', overallnum: 7, season: 2, episode: 1, airDate: null, runtime: 49, externalIds: {} },
];

describe('seasons as the form edits them', () => {
  it('groups the record’s episodes by season, specials last, a shared runtime written once', () => {
    expect(seasonsFrom(stored).map(({ number, count, titles, airDates, runtimes }) => ({ number, count, titles, airDates, runtimes }))).toEqual([
      { number: '1', count: '2', titles: 'Pilot\nHalf Loop', airDates: '2022-02-17\n2022-02-18', runtimes: '57' },
      { number: '2', count: '1', titles: 'Hello, Ms. Cobel', airDates: '', runtimes: '49' },
      { number: '0', count: '1', titles: 'Behind the scenes', airDates: '', runtimes: '' },
    ]);
  });

  it('keeps each existing episode’s number and ids, and numbers new ones after the highest the record had', () => {
    const [first, second, specials] = seasonsFrom(stored);
    // Season 2 gets a second episode; the specials are removed; a season 3 is added with two untitled episodes.
    const seasons = [first!, { ...second!, count: '2', titles: 'Hello, Ms. Cobel\nGoodbye, Mrs. Selvig' }, { ...emptySeason('3'), count: '2', runtimes: '50\n52' }];
    expect(specials?.known).toEqual([{ overallnum: 9, externalIds: {} }]);
    expect(submediaOf(seasons, 'episode', 9)).toEqual([
      { title: 'Pilot', overallnum: 3, season: 1, episode: 1, airDate: '2022-02-17', runtime: 57, externalIds: { tmdb_episode: '101' } },
      { title: 'Half Loop', overallnum: 4, season: 1, episode: 2, airDate: '2022-02-18', runtime: 57 },
      { title: 'Hello, Ms. Cobel', overallnum: 7, season: 2, episode: 1, airDate: null, runtime: 49 },
      { title: 'Goodbye, Mrs. Selvig', overallnum: 10, season: 2, episode: 2, airDate: null, runtime: 49 },
      { title: 'Episode 1', overallnum: 11, season: 3, episode: 1, airDate: null, runtime: 50 },
      { title: 'Episode 2', overallnum: 12, season: 3, episode: 2, airDate: null, runtime: 52 },
    ]);
  });

  it('counts the titles when no number is given; an album’s blank song lines become "Track N"', () => {
    const songs = { ...emptySeason(''), titles: 'So What\n\nBlue in Green\n\n' };
    expect(submediaOf([songs], 'song', 0).map((song) => [song.overallnum, song.title, song.season, song.episode])).toEqual([
      [1, 'So What', null, null],
      [2, 'Track 2', null, null],
      [3, 'Blue in Green', null, null],
    ]);
  });

  it('says at each field what cannot be saved', () => {
    const one = { ...emptySeason('1'), count: '2', titles: 'a\nb\nc', airDates: '2022-02-17\n17/02/2022', runtimes: '0' };
    const twice = { ...emptySeason('1'), count: 'x' };
    const specials = { ...emptySeason('1001'), count: '3', runtimes: '30\n30\n30\n30' };
    expect(seasonIssues([one, twice, specials], 'episode', t)).toEqual([
      { path: [seasonErrorKey(one, 'titles')], message: '3 titles for 2: add to the number or remove titles' },
      { path: [seasonErrorKey(one, 'airDates')], message: 'Line 2: write an air date as 2019-05-06' },
      { path: [seasonErrorKey(one, 'runtimes')], message: 'Line 1: a runtime is whole minutes from 1 to 1440' },
      { path: [seasonErrorKey(twice, 'number')], message: 'This season is entered twice' },
      { path: [seasonErrorKey(twice, 'count')], message: `The number is a whole number from 0 to ${MAX_SUBMEDIA}` },
      { path: [seasonErrorKey(specials, 'number')], message: 'A season is a whole number from 0 (Specials) to 1000' },
      { path: [seasonErrorKey(specials, 'runtimes')], message: 'More runtimes than episodes' },
    ]);
    expect(seasonIssues([{ ...emptySeason('0'), count: '2', airDates: '2022-02-30' }], 'episode', t)[0]?.message).toBe('Line 1: write an air date as 2019-05-06');
  });
});
