import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGoodreads } from './goodreads';
import { confidenceOf, STRONG_MATCH } from '../matching/matching';
import { parseLetterboxd } from './letterboxd';
import type { ParsedRow, ServiceRowData } from '../rows/parsed-file';
import { parseStoryGraph } from './storygraph';
import { buildZip } from '../testing/zip';
import { parseDated } from '../rows/dates';
import { cleanIsbn, similarity, starsToRating, titleForms } from '../rows/text';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const now = new Date('2025-01-01T00:00:00Z');
const service = (row: ParsedRow | undefined) => row?.data as ServiceRowData;
export const letterboxdZip = () =>
  buildZip(readdirSync(join(fixtures, 'letterboxd')).map((name) => ({ name, data: fixture(join('letterboxd', name)) })));

describe('text helpers', () => {
  it('reads Excel-style ISBNs and checks them', () => {
    expect(cleanIsbn('="0441172717"')).toBe('0441172717');
    expect(cleanIsbn('="9780441172719"')).toBe('9780441172719');
    expect(cleanIsbn('=""')).toBeNull();
    expect(cleanIsbn('978-0-441-17271-9')).toBe('9780441172719');
    expect(cleanIsbn('sg-uid-5f2a8c')).toBeNull();
  });

  it('scales stars to 1–10 honestly', () => {
    expect([starsToRating('5'), starsToRating('4.5'), starsToRating('0.5'), starsToRating('3.75'), starsToRating('3.25')]).toEqual([10, 9, 1, 8, 7]);
    expect([starsToRating('0'), starsToRating(''), starsToRating('x')]).toEqual([null, null, null]);
  });

  it('reads days and compares titles', () => {
    expect(parseDated('2024/03/14')).toEqual({ iso: '2024-03-14T00:00:00.000Z', precision: 'day' });
    expect(parseDated('2024-02-30')).toBeNull();
    expect(titleForms('Dune (Dune, #1)')).toEqual(['dune']);
    expect(titleForms('The Name of the Wind: Kingkiller Chronicle')).toEqual(['name of the wind kingkiller chronicle', 'name of the wind']);
    expect(similarity('dune', 'dune')).toBe(1);
    expect(similarity('dune', 'dune messiah')).toBeLessThan(0.7);
  });
});

describe('Goodreads export', () => {
  const { rows } = parseGoodreads(fixture('goodreads_library_export.csv'), now);

  it('has a row per book, numbered by line', () => {
    expect(rows.map((row) => [row.rowNumber, row.title, row.status])).toEqual([
      [2, 'Dune (Dune, #1)', 'read'],
      [3, "The Hitchhiker's Guide to the Galaxy (Hitchhiker's Guide to the Galaxy, #1)", 'TBR'],
      [4, 'Cien años de soledad', 'currentlyReading'],
      [5, 'Ulysses', 'DNF'],
      [6, 'Le Petit Prince', 'library'],
    ]);
  });

  it('maps ISBNs, ratings, reviews, shelves and re-reads', () => {
    const dune = service(rows[0]);
    expect(rows[0]).toMatchObject({ sourceKey: 'goodreads:234225', isbn: '9780441172719', rating: 10, creator: 'Frank Herbert' });
    expect(dune.entry).toMatchObject({
      favorited: true,
      tags: ['sci-fi'],
      review: 'A desert planet, a "chosen one", and spice.\n\nRe-read it twice.',
      addedAt: '2019-01-05T00:00:00.000Z',
    });
    // Read Count 3: the dated read, and two earlier ones on the only earlier date the export has.
    expect(dune.entry.readings).toEqual([
      { dateStarted: '2019-01-05T00:00:00.000Z', dateFinished: '2019-01-05T00:00:00.000Z', status: 'read' },
      { dateStarted: '2019-01-05T00:00:00.000Z', dateFinished: '2019-01-05T00:00:00.000Z', status: 'read' },
      { dateStarted: '2024-03-14T00:00:00.000Z', dateFinished: '2024-03-14T00:00:00.000Z', status: 'read' },
    ]);
    expect(rows[1]).toMatchObject({ isbn: null, rating: 8 });
    expect(service(rows[2])).toMatchObject({ creators: ['Gabriel García Márquez', 'Gregory Rabassa'], year: 1967, pages: 417 });
    expect(service(rows[3]).entry).toMatchObject({
      tags: ['classics', '20th-century'],
      review: 'Gave up at "Oxen of the Sun".',
      readings: [{ dateStarted: '2022-08-30T00:00:00.000Z', dateFinished: '2022-08-30T00:00:00.000Z', status: 'DNF' }],
    });
    expect(rows[4]).toMatchObject({ rating: null, status: 'library' });
    expect(service(rows[4]).entry.tags).toEqual(['owned']);
  });
});

describe('StoryGraph export', () => {
  const { rows } = parseStoryGraph(fixture('storygraph_export.csv'), now);

  it('maps statuses, quarter stars and every read', () => {
    expect(rows.map((row) => [row.title, row.status, row.rating, row.isbn])).toEqual([
      ['Dune', 'read', 10, '9780441172719'],
      ['The Left Hand of Darkness', 'DNF', 5, '9780441478125'],
      ['Piranesi', 'currentlyReading', null, null],
      ['Anna Karénine', 'TBR', null, null],
    ]);
    expect(service(rows[0]).entry.readings).toHaveLength(2);
    expect(service(rows[0]).entry.tags).toEqual(['sci-fi', 're-reads']);
    expect(service(rows[1]).entry.readings).toEqual([{ dateStarted: '2023-05-06T00:00:00.000Z', dateFinished: '2023-05-20T00:00:00.000Z', status: 'DNF' }]);
    expect(service(rows[2]).entry.readings).toEqual([{ dateStarted: '2024-06-02T00:00:00.000Z', dateFinished: null, status: null }]);
    expect(rows[2]?.sourceKey).toBe('storygraph:sg-uid-5f2a8c');
  });
});

describe('rating scales', () => {
  it('says on the summary when quarter stars were rounded', () => {
    const header = 'Title,Authors,ISBN/UID,Read Status,Star Rating';
    expect(parseStoryGraph(Buffer.from(`${header}\nDune,Frank Herbert,,read,3.75\n`), now).extra?.notices).toEqual([
      'Ratings in quarter stars were rounded to Shelfmark’s 1–10 scale, halves up: twice the stars, so 3.75 stars became 8 and 3.25 stars 7',
    ]);
    expect(parseStoryGraph(Buffer.from(`${header}\nDune,Frank Herbert,,read,4.5\n`), now).extra).toBeNull();
  });
});

describe('Letterboxd export', () => {
  it('gathers each film from every file; rewatches are readings', async () => {
    const { rows } = await parseLetterboxd(letterboxdZip(), now);
    expect(rows.map((row) => [row.title, row.status, row.rating, row.type])).toEqual([
      ['Seven Samurai', 'read', 9, 'movie'],
      ['Crouching Tiger, Hidden Dragon', 'read', 7, 'movie'],
      ['Amélie', 'read', 8, 'movie'],
      ['Stalker', 'TBR', null, 'movie'],
    ]);
    const samurai = service(rows[0]);
    expect(samurai.year).toBe(1954);
    expect(samurai.entry.readings.map((reading) => reading.dateStarted.slice(0, 10))).toEqual(['2023-02-09', '2024-02-10']);
    expect(samurai.entry.review).toBe('Three hours, and not one wasted.\nStill the template for every "team" film.');
    expect(samurai.entry.tags).toEqual(['kurosawa', 'epics']);
  });
});

describe('Letterboxd zip layout', () => {
  const real = readdirSync(join(fixtures, 'letterboxd')).map((name) => ({ name, data: fixture(join('letterboxd', name)) }));
  const setAside = [
    { name: 'deleted/diary.csv', data: Buffer.from('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2020-01-01,Deleted Film,1999,https://boxd.it/x,1,,,2020-01-01\n') },
    { name: 'deleted/reviews.csv', data: Buffer.from('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n2020-01-01,Deleted Film,1999,https://boxd.it/x,1,,Gone,,2020-01-01\n') },
    { name: 'orphaned/diary.csv', data: Buffer.from('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2020-01-02,Orphan Film,2001,https://boxd.it/y,2,,,2020-01-02\n') },
    { name: 'lists/diary.csv', data: Buffer.from('Date,Name,Year\n2020-01-03,Listed Film,2002\n') },
  ];
  const titles = async (entries: { name: string; data: Buffer }[]) => (await parseLetterboxd(buildZip(entries), now)).rows.map((row) => row.title);
  const expected = ['Seven Samurai', 'Crouching Tiger, Hidden Dragon', 'Amélie', 'Stalker'];

  it.each([
    ['set-aside folders first', [...setAside, ...real]],
    ['set-aside folders last', [...real, ...setAside]],
    ['interleaved', real.flatMap((file, index) => [file, ...(setAside[index] ? [setAside[index]] : [])])],
    ['reversed', [...real, ...setAside].reverse()],
  ])('reads the export’s own files by their path, whatever the order (%s)', async (_order, entries) => {
    expect(await titles(entries)).toEqual(expected);
  });

  it('reads an export re-zipped inside one folder, still ignoring its deleted/ folder', async () => {
    const nested = [...setAside, ...real].map((file) => ({ ...file, name: `letterboxd-reader-2026-11-20/${file.name}` }));
    expect(await titles(nested)).toEqual(expected);
  });

  it('refuses a zip holding only deleted files', async () => {
    await expect(parseLetterboxd(buildZip(setAside.slice(0, 3)))).rejects.toThrow(/not a Letterboxd export/);
  });
});

describe('bad files', () => {
  const goodreadsHeader = readFileSync(join(fixtures, 'goodreads_library_export.csv'), 'utf8').split('\n')[0];

  it.each([
    [Buffer.from(''), 'The file is empty'],
    [Buffer.from('Title,Authors\nDune,Frank Herbert\n'), 'This is not a Goodreads export: The file lacks the columns Book Id, Author, ISBN, ISBN13, My Rating, Exclusive Shelf, Date Read, Date Added'],
    [Buffer.from(`${goodreadsHeader}\n1,"Dune,Frank Herbert\n`), 'The file has broken quoting: a quote opened at line 2 is never closed'],
    [Buffer.from(`${goodreadsHeader}\n1,Dune,Frank Herbert\n`), 'The file has a row with the wrong number of columns at line 2'],
    [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]), 'The file is not a CSV file'],
  ])('refuses %#', (data, message) => {
    expect(() => parseGoodreads(data)).toThrow(message);
  });

  it('refuses what is not a zip, or not a Letterboxd zip', async () => {
    await expect(parseLetterboxd(Buffer.from('Date,Name\n'))).rejects.toThrow(/^This is not a Letterboxd file/);
    await expect(parseLetterboxd(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]))).rejects.toThrow('This is not a zip file');
    await expect(parseLetterboxd(buildZip([{ name: 'notes.txt', data: Buffer.from('hi') }]))).rejects.toThrow(/not a Letterboxd export/);
  });

  it('refuses zip bombs before inflating them, and zips whose directory lies', async () => {
    const declared = buildZip([{ name: 'diary.csv', data: Buffer.from('Date,Name,Year\n'), declaredSize: 500 * 1024 * 1024 }]);
    await expect(parseLetterboxd(declared)).rejects.toThrow(/unpacks to more than its limit/);
    const lying = buildZip([{ name: 'diary.csv', data: Buffer.alloc(3 * 1024 * 1024, 0x41), declaredSize: 1000 }]);
    await expect(parseLetterboxd(lying)).rejects.toThrow(/damaged|limit/);
    const many = buildZip(Array.from({ length: 1001 }, (_, index) => ({ name: `f${index}.csv`, data: Buffer.from('x') })));
    await expect(parseLetterboxd(many)).rejects.toThrow(/unpacks to more than its limit/);
  });
});

describe('confidence', () => {
  const record = (title: string, creators: string[], publication: string | null = null) => ({ mediaId: 1, type: 'book' as const, title, publication, creators });
  const query = (title: string, creators: string[], year: number | null = null) => ({ type: 'book' as const, title, creators, isbn: null, year });

  it('is high for the same work written differently, low for another one', () => {
    expect(confidenceOf(query('Dune (Dune, #1)', ['Herbert, Frank']), record('Dune', ['Frank Herbert']))).toBe(1);
    expect(confidenceOf(query('The Name of the Wind: Kingkiller Chronicle', ['Patrick Rothfuss']), record('The Name of the Wind', ['Patrick Rothfuss']))).toBeGreaterThanOrEqual(STRONG_MATCH);
    expect(confidenceOf(query('Dune', ['Frank Herbert']), record('Dune Messiah', ['Frank Herbert']))).toBeLessThan(STRONG_MATCH);
    expect(confidenceOf(query('Silent River 612', ['Ada Okafor']), record('Silent River 12', ['Ada Okafor']))).toBeLessThan(STRONG_MATCH);
    expect(confidenceOf(query('Dune', ['Someone Else']), record('Dune', ['Frank Herbert']))).toBeLessThan(STRONG_MATCH);
  });

  it('uses the year when a row names no creator (films)', () => {
    const film = { ...query('Stalker', [], 1979), type: 'movie' as const };
    expect(confidenceOf(film, { ...record('Stalker', [], '1979-05-25'), type: 'movie' })).toBe(1);
    expect(confidenceOf(film, { ...record('Stalker', [], '2014-01-01'), type: 'movie' })).toBeLessThan(STRONG_MATCH);
  });
});
