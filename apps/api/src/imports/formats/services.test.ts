import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParsedRow, ServiceRowData } from '../rows/parsed-file';
import { traktZip } from '../testing/trakt-zip';
import { buildZip } from '../testing/zip';
import { parseHardcover } from './hardcover';
import { parseImdb } from './imdb';
import { parseRyot } from './ryot';
import { parseTrakt } from './trakt';
import { parseYamtrack } from './yamtrack';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const now = new Date('2026-11-20T00:00:00Z');
const data = (row: ParsedRow | undefined) => row?.data as ServiceRowData;
const byTitle = (rows: ParsedRow[], title: string) => rows.find((row) => row.title === title);

describe('IMDb ratings and lists', () => {
  it('maps title types, skips episodes and what Shelfmark does not keep', () => {
    const { rows } = parseImdb(fixture('imdb/ratings.csv'), now);
    expect(rows).toHaveLength(25);
    expect(byTitle(rows, 'Seven Samurai')).toMatchObject({ type: 'movie', status: 'read', rating: 9, sourceKey: 'imdb:tt0047478', creator: 'Akira Kurosawa' });
    expect(byTitle(rows, 'Breaking Bad')).toMatchObject({ type: 'tvshow', rating: 10 });
    expect(byTitle(rows, 'Chernobyl')).toMatchObject({ type: 'tvshow' });
    expect(byTitle(rows, 'The Legend of Zelda: Breath of the Wild')).toMatchObject({ type: 'videogame' });
    expect(byTitle(rows, 'Pilot')?.skip).toBe('IMDb episodes are not imported: Shelfmark rates the show, not its episodes');
    expect(byTitle(rows, 'Music Video: "Levitating"')?.skip).toBe('Shelfmark has no place for a “Music Video”');
    const matrix = data(byTitle(rows, 'The Matrix'));
    expect(matrix).toMatchObject({ creators: ['Lana Wachowski', 'Lilly Wachowski'], year: 1999, pages: 136, genres: [15, 2] });
    expect(matrix.entry).toMatchObject({ addedAt: '2021-11-20T00:00:00.000Z', readings: [] });
  });

  it('reads older files without Original Title, and their camelCase title types', () => {
    const { rows } = parseImdb(fixture('imdb/ratings-old.csv'), now);
    expect(rows.map((row) => [row.title, row.type, row.skip ?? null])).toEqual([
      ['Seven Samurai', 'movie', null],
      ['Breaking Bad', 'tvshow', null],
      ['Pilot', 'tvshow', 'IMDb episodes are not imported: Shelfmark rates the show, not its episodes'],
      ['Chernobyl', 'tvshow', null],
    ]);
  });

  it('takes a watchlist: unrated titles to watch, rated ones seen', () => {
    const { rows } = parseImdb(fixture('imdb/watchlist.csv'), now);
    expect(rows.map((row) => [row.title, row.status, row.rating])).toEqual([
      ['Stalker', 'TBR', null],
      ['Seven Samurai', 'read', 9],
      ['Black Mirror', 'TBR', null],
      ['Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb', 'TBR', null],
      ['Elden Ring', 'TBR', null],
      ['The Walking Dead', 'TBR', null],
      ['The "Unreleased" Film', 'TBR', null],
    ]);
    expect(data(rows[0]).entry.addedAt).toBe('2024-01-03T00:00:00.000Z');
  });

  it('refuses a CSV that is neither', () => {
    expect(() => parseImdb(Buffer.from('Const,Title,Title Type\ntt1,A,Movie\n'))).toThrow(/not an IMDb export/);
    expect(() => parseImdb(fixture('goodreads_library_export.csv'))).toThrow(/This is not a IMDb export|lacks the columns Const/);
  });
});

describe('Trakt export', () => {
  it('gathers movies and shows from every file, in any zip order and folder', async () => {
    const forward = await parseTrakt(traktZip(), now);
    const reversed = await parseTrakt(traktZip('reverse', 'trakt-export-reader/'), now);
    expect(reversed.rows.map((row) => row.sourceKey)).toEqual(forward.rows.map((row) => row.sourceKey));
    const rows = forward.rows;
    const samurai = byTitle(rows, 'Seven Samurai');
    expect(samurai).toMatchObject({ type: 'movie', status: 'read', rating: 9 });
    expect(data(samurai).entry).toMatchObject({ favorited: true, review: 'Three hours, and not one wasted. The template for every team film.\n\nBetter the second time.' });
    expect(data(samurai).entry.readings.map((reading) => reading.dateStarted.slice(0, 10))).toEqual(['2023-02-09', '2024-02-10']);
    // Watched twice on the same day: one reading a day.
    expect(data(byTitle(rows, 'The Matrix')).entry.readings).toHaveLength(1);
    expect(byTitle(rows, 'Amélie')).toMatchObject({ status: 'read', rating: 8 });
    expect(byTitle(rows, 'Perfect Blue')).toMatchObject({ status: 'TBR' });
    expect(data(byTitle(rows, 'Interstellar')).entry.readings.map((reading) => reading.dateStarted.slice(0, 10))).toEqual(['2010-05-05']);
  });

  it('makes a show one reading, finished once every aired episode is watched', async () => {
    const { rows } = await parseTrakt(traktZip(), now);
    const chernobyl = data(byTitle(rows, 'Chernobyl'));
    expect(byTitle(rows, 'Chernobyl')).toMatchObject({ type: 'tvshow', status: 'read', rating: 9 });
    expect(chernobyl.entry.readings).toMatchObject([{ dateStarted: '2022-01-11T21:00:00.000Z', dateFinished: '2022-01-15T21:00:00.000Z', status: 'read' }]);
    expect(byTitle(rows, 'Breaking Bad')).toMatchObject({ status: 'read', rating: 10 });
    expect(data(byTitle(rows, 'Squid Game')).entry).toMatchObject({ status: 'currentlyReading', progress: 9, readings: [{ dateFinished: null }] });
    // A special (season 0) does not count.
    expect(data(byTitle(rows, 'Friends')).entry).toMatchObject({ status: 'currentlyReading', progress: 3 });
    expect(rows.filter((row) => row.skip).map((row) => row.skip)).toEqual(['Trakt seasons are not imported: Shelfmark rates, lists and comments on the show, not its seasons and episodes']);
  });

  it('refuses a zip without Trakt files, and damaged JSON', async () => {
    await expect(parseTrakt(buildZip([{ name: 'user-profile.json', data: Buffer.from('{}') }]))).rejects.toThrow(/not a Trakt export/);
    await expect(parseTrakt(buildZip([{ name: 'ratings-movies.json', data: Buffer.from('{"not": "a list"}') }]))).rejects.toThrow(/ratings-movies.json is not a list/);
    await expect(parseTrakt(buildZip([{ name: 'watched-history.json', data: Buffer.from('[{') }]))).rejects.toThrow(/watched-history.json is not JSON/);
    await expect(parseTrakt(Buffer.from('[]'))).rejects.toThrow('This is not a zip file');
  });
});

describe('Hardcover export', () => {
  const { rows } = parseHardcover(fixture('hardcover_export.csv'), now);

  it('reads statuses, half stars, dates, notes, lists and owned', () => {
    expect(rows.map((row) => [row.title, row.status, row.rating])).toEqual([
      ['Dune', 'read', 10],
      ['The Left Hand of Darkness', 'DNF', 5],
      ['Piranesi', 'currentlyReading', null],
      ['Project Hail Mary', 'TBR', null],
      ['Anna Karenina', 'currentlyReading', null],
      ['The Name of the Wind', 'read', 9],
      ['A Wizard of Earthsea', 'read', 8],
      ['Circe', 'read', 7],
      ['The Three-Body Problem', 'read', 8],
      ['Braiding Sweetgrass', 'TBR', null],
      ['Station Eleven', 'read', 8],
      ['Dune Messiah', 'TBR', null],
      ['Untitled Draft', 'read', 6],
      ['', 'read', null],
    ]);
    const dune = data(rows[0]);
    expect(rows[0]).toMatchObject({ sourceKey: 'hardcover:312460', isbn: '9780441172719' });
    expect(dune.entry).toMatchObject({
      favorited: true,
      tags: ['Space Opera', 'owned'],
      review: 'A desert planet, a "chosen one", and spice.',
      entries: [{ title: 'Private notes (Hardcover)', body: 'Re-read the appendices next time.', time: '2019-02-01T00:00:00.000Z' }],
      readings: [{ dateStarted: '2019-01-05T00:00:00.000Z', dateFinished: '2019-02-01T00:00:00.000Z', status: 'read' }],
    });
    expect(data(rows[4]).creators).toEqual(['Leo Tolstoy', 'Richard Pevear', 'Larissa Volokhonsky']);
    expect(data(rows[2]).entry.readings).toEqual([{ dateStarted: '2024-06-02T00:00:00.000Z', dateFinished: null, status: null, dateStartedPrecision: 'day' }]);
  });

  it('keeps partial dates with their precision', () => {
    expect(data(rows[5]).entry.readings).toEqual([
      { dateStarted: '2018-01-01T00:00:00.000Z', dateFinished: '2018-06-01T00:00:00.000Z', status: 'read', dateStartedPrecision: 'year', dateFinishedPrecision: 'month' },
    ]);
  });

  it('refuses another service’s file', () => {
    expect(() => parseHardcover(fixture('storygraph_export.csv'))).toThrow('This is not a Hardcover export: The file lacks the columns Author, Status');
  });
});

describe('Yamtrack export', () => {
  const { rows } = parseYamtrack(fixture('yamtrack_export.csv'), now);

  it('makes one row per item, each line a reading, a show with its seasons and episodes; skips board games', () => {
    expect(rows.map((row) => [row.title, row.type, row.status, row.rating, row.skip ?? null])).toEqual([
      ['Perfect Blue', 'movie', 'read', 10, null],
      ['Friends', 'tvshow', 'currentlyReading', null, null],
      ['FLCL', 'tvshow', 'currentlyReading', null, null],
      ['Berserk', 'book', 'read', 10, null],
      ['Resident Evil 7: Biohazard', 'videogame', 'read', 8, null],
      ['The Lord of the Rings', 'book', 'DNF', 8, null],
      ['Fantastic Mr Fox', 'book', 'TBR', null, null],
      ['The Matrix', 'movie', 'read', 10, null],
      ['Breaking Bad', 'tvshow', 'read', 10, null],
      ['Catan', 'movie', 'read', 6, 'Shelfmark has no board games'],
      ['Watchmen', 'book', 'currentlyReading', 9, null],
      ['Hades', 'videogame', 'currentlyReading', 9, null],
    ]);
    const perfectBlue = data(rows[0]);
    expect(perfectBlue.entry.readings.map((reading) => reading.dateFinished?.slice(0, 10))).toEqual(['2024-02-09', '2025-10-30']);
    expect(perfectBlue.entry.review).toBe('Rewatch every autumn.');
    expect(data(rows[1]).entry).toMatchObject({ progress: 24, readings: [{ dateStarted: '2024-02-09T00:00:00.000Z', dateFinished: null }] });
    expect(data(rows[2]).genres).toEqual([16]);
    expect(data(rows[3]).genres).toEqual([7]);
    expect(data(rows[5]).entry.readings).toMatchObject([{ status: 'DNF', dateFinished: '2023-03-01T00:00:00.000Z' }]);
    expect(data(rows[7]).entry.readings).toEqual([
      { dateStarted: '1999-06-01T00:00:00.000Z', dateFinished: '1999-06-01T00:00:00.000Z', status: 'read', dateStartedPrecision: 'month', dateFinishedPrecision: 'month' },
    ]);
    expect(data(rows[11]).entry.progress).toBe(0);
  });
});

describe('Ryot export', () => {
  const { rows } = parseRyot(fixture('ryot_export.json'), now);

  it('maps lots, seen history, ratings out of 100 and collections', () => {
    expect(rows.map((row) => [row.title, row.type, row.status, row.rating, row.skip ?? null])).toEqual([
      ['Dune', 'book', 'read', 10, null],
      ['The Left Hand of Darkness', 'book', 'DNF', 5, null],
      ['Piranesi', 'book', 'currentlyReading', null, null],
      ['Seven Samurai', 'movie', 'read', 9, null],
      ['Stalker', 'movie', 'TBR', null, null],
      ['Chernobyl', 'tvshow', 'read', 9, null],
      ['Hades', 'videogame', 'currentlyReading', null, null],
      ['Kind of Blue', 'album', 'read', 10, null],
      ['FLCL', 'tvshow', 'TBR', null, null],
      ['The Daily', 'book', 'library', null, 'Shelfmark has no place for Ryot’s “podcast” media'.replace('’', "'")],
      ['Berserk', 'book', 'read', 10, null],
      ['The Matrix', 'movie', 'read', 10, null],
    ]);
    expect(data(rows[0]).entry).toMatchObject({ favorited: true, tags: ['Space Opera'], review: 'Spice must flow.' });
    expect(data(rows[0]).entry.readings).toHaveLength(2);
    expect(data(rows[5]).entry.readings).toMatchObject([{ dateStarted: '2022-01-11T21:00:00.000Z', dateFinished: '2022-01-15T21:00:00.000Z' }]);
    expect(data(rows[6]).entry).toMatchObject({ tags: ['owned'], readings: [{ dateFinished: null }] });
  });

  it('refuses what is not a Ryot export', () => {
    expect(() => parseRyot(Buffer.from('nope'))).toThrow('This is not a Ryot export: the file is not JSON');
    expect(() => parseRyot(Buffer.from('{"people": []}'))).toThrow('This is not a Ryot export: it has no "metadata" list');
    expect(() => parseRyot(Buffer.from('{"metadata": [{"seen_history": []}]}'))).toThrow(/damaged at metadata.0.lot/);
  });
});
