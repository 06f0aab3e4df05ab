import type { ImportSource } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { creatorsOf, splitNames } from '../rows/creators';
import { parseDated } from '../rows/dates';
import type { ParsedRow, ServiceRowData } from '../rows/parsed-file';
import { realFormatFile as file, realFormatZip } from '../testing/real-format';
import { parseUpload } from '../upload';
import { FORMAT_PARSERS } from '.';

// Files in the shape each exporter really writes: fixtures/real-format/README.md cites the sources.
const now = new Date('2026-11-01T00:00:00Z');

async function rowsOf(source: ImportSource, data: Buffer) {
  const { rows } = await FORMAT_PARSERS[source](data, now);
  return (title: string): ParsedRow & { data: ServiceRowData } => {
    const row = rows.find((candidate) => candidate.title === title);
    if (!row || row.data.kind !== 'service') throw new Error(`no row ${title}`);
    return row as ParsedRow & { data: ServiceRowData };
  };
}
const days = (row: { data: ServiceRowData }) => row.data.entry.readings.map((reading) => [reading.dateStarted.slice(0, 10), reading.dateFinished?.slice(0, 10) ?? null, reading.status]);

describe('dates as the exporters write them', () => {
  it('reads every form, keeping what is known of a partial date', () => {
    expect(
      ['2019', '2019/06', '2019/03/05', '2024-02-09 12:00:00+00:00', '2025-10-30 22:21:04.512311+00:00', '2024-03-14T10:00:00.123456Z', '2025-01-10T17:21:40.987Z', '2024-02-09T12:00:00+0530'].map(parseDated),
    ).toEqual([
      { iso: '2019-01-01T00:00:00.000Z', precision: 'year' },
      { iso: '2019-06-01T00:00:00.000Z', precision: 'month' },
      { iso: '2019-03-05T00:00:00.000Z', precision: 'day' },
      { iso: '2024-02-09T12:00:00.000Z', precision: 'day' },
      { iso: '2025-10-30T22:21:04.512Z', precision: 'day' },
      { iso: '2024-03-14T10:00:00.123Z', precision: 'day' },
      { iso: '2025-01-10T17:21:40.987Z', precision: 'day' },
      { iso: '2024-02-09T06:30:00.000Z', precision: 'day' },
    ]);
    expect(['3/5/19', '2024-02-30', '0001-01-01', '2024-02-09 25:00:00', 'yesterday'].map(parseDated)).toEqual([null, null, null, null, null]);
  });

  it('imports Yamtrack’s datetimes (str() of a Python datetime) instead of dropping them', async () => {
    const row = await rowsOf('yamtrack', file('yamtrack_export.csv'));
    expect(row('Perfect Blue').data.entry.addedAt).toBe('2025-10-30T22:21:04.512Z');
    expect(days(row('Sousou no Frieren'))).toEqual([['2023-09-29', '2024-03-22', 'read']]);
  });

  it('reads Ryot’s microseconds and StoryGraph’s semicolon-separated reads', async () => {
    expect((await rowsOf('ryot', file('ryot_export.json')))('Shōgun').data.entry.readings[0]?.dateFinished).toBe('2024-04-23T21:00:00.250Z');
    expect(days((await rowsOf('storygraph', file('storygraph_export.csv')))('Piranesi'))).toEqual([
      ['2025-01-01', '2025-01-03', 'read'],
      ['2025-02-05', '2025-02-05', 'read'],
    ]);
  });

  it('says on the row which value it could not read, and on the job that some rows say so', async () => {
    const row = await rowsOf('goodreads', file('goodreads_library_export.csv'));
    const architectures = row('Building Evolutionary Architectures: Support Constant Change');
    expect(architectures.data.unread).toEqual(['Date Read “3/5/19” was not read: it is not a date Shelfmark knows']);
    expect(architectures.data.entry).toMatchObject({ status: 'read', readings: [], addedAt: '2018-12-16T00:00:00.000Z' });
    expect(row('One Hundred Years of Solitude').data.unread).toBeUndefined();
    const parsed = await parseUpload({ source: 'goodreads', fileName: 'goodreads_library_export.csv', data: file('goodreads_library_export.csv') }, now);
    expect(parsed.extra?.notices).toEqual(['One row has values Shelfmark could not read (a date in a form it does not know…): each of them says which, and the rest of each row is imported as usual']);
  });

  it('says so of a status it does not know, too', async () => {
    const mistborn = (await rowsOf('hardcover', file('hardcover_export.csv')))('Mistborn: The Final Empire');
    expect(mistborn).toMatchObject({ status: 'library', data: { unread: ['Status “Stopped” was not read: it is not a status Shelfmark knows, so the item is in the library'] } });
  });
});

describe('the same play reported twice on one day', () => {
  it('is one finished viewing, in Trakt, Letterboxd, Yamtrack, Ryot and StoryGraph', async () => {
    expect(days((await rowsOf('trakt', realFormatZip('trakt')))('Saint'))).toEqual([['2025-07-07', '2025-07-07', 'read']]);
    const letterboxd = await rowsOf('letterboxd', realFormatZip('letterboxd'));
    expect(days(letterboxd('The Godfather'))).toEqual([['2025-08-18', '2025-08-18', 'read']]);
    expect(days(letterboxd('The Godfather Part III'))).toEqual([
      ['2025-04-14', '2025-04-14', 'read'],
      ['2025-08-18', '2025-08-18', 'read'],
    ]);
    expect(days((await rowsOf('yamtrack', file('yamtrack_export.csv')))('Perfect Blue'))).toEqual([['2025-10-30', '2025-10-30', 'read']]);
    expect(days((await rowsOf('ryot', file('ryot_export.json')))('Perfect Blue'))).toEqual([['2025-10-30', '2025-10-30', 'read']]);
    expect(days((await rowsOf('storygraph', file('storygraph_export.csv')))('Station Eleven'))).toEqual([['2024-03-01', '2024-03-14', 'read']]);
  });

  it('keeps Goodreads’ re-reads, which the export dates all on the day the book was added', async () => {
    expect(days((await rowsOf('goodreads', file('goodreads_library_export.csv')))('One Hundred Years of Solitude'))).toEqual([
      ['2018-12-24', '2018-12-24', 'read'],
      ['2019-03-05', '2019-03-05', 'read'],
    ]);
  });
});

describe('contributor roles', () => {
  it('leaves translators, narrators and editors out of a book’s creators', async () => {
    const row = await rowsOf('hardcover', file('hardcover_export.csv'));
    expect(row('2666')).toMatchObject({ creator: 'Roberto Bolaño', data: { creators: ['Roberto Bolaño'] } });
    expect(row('Hyperion').data.creators).toEqual(['Dan Simmons']);
    // An anthology names only its editors: they are its creators, without the role.
    expect(row('The Weird').data.creators).toEqual(['Ann VanderMeer', 'Jeff VanderMeer']);
    expect((await rowsOf('storygraph', file('storygraph_export.csv')))('2666').data.creators).toEqual(['Roberto Bolaño']);
  });

  it('splits names on commas outside parentheses, and keeps parentheses that are no role', () => {
    expect(creatorsOf(splitNames('Jane Doe (Editor, Translator), John Roe (Goodreads Author), Prince (musician)'))).toEqual(['John Roe', 'Prince (musician)']);
    expect(creatorsOf(['Martin Luther King, Jr.', 'martin luther king, jr.'])).toEqual(['Martin Luther King, Jr.']);
  });
});

describe('episodic items watched part by part', () => {
  it('are one viewing from the first episode to the last, finished once the service says so', async () => {
    const ryot = await rowsOf('ryot', file('ryot_export.json'));
    expect(ryot('Sousou no Frieren')).toMatchObject({ status: 'currentlyReading', data: { entry: { progress: 3 } } });
    expect(days(ryot('Sousou no Frieren'))).toEqual([['2023-09-29', null, null]]);
    expect(ryot('Shōgun').status).toBe('read');
    expect(days(ryot('Shōgun'))).toEqual([['2024-02-27', '2024-04-23', 'read']]);
    expect(days(ryot('Chainsaw Man'))).toEqual([['2024-05-02', null, null]]);

    const trakt = await rowsOf('trakt', realFormatZip('trakt'));
    expect(trakt('Adolescence')).toMatchObject({ status: 'read', data: { entry: { progress: 4 } } });
    expect(days(trakt('Adolescence'))).toEqual([['2025-03-20', '2025-03-23', 'read']]);
    expect(days(trakt('Squid Game'))).toEqual([['2025-06-29', null, null]]);
  });

  it('gathers a Yamtrack show’s season and episode lines into the show', async () => {
    const { rows } = await FORMAT_PARSERS.yamtrack(file('yamtrack_export.csv'), now);
    expect(rows.map((row) => [row.title, row.type, row.status, row.skip ?? null])).toEqual([
      ['Perfect Blue', 'movie', 'read', null],
      ['Severance', 'tvshow', 'currentlyReading', null],
      ['Chernobyl', 'tvshow', 'read', null],
      ['Sousou no Frieren', 'tvshow', 'read', null],
    ]);
    const row = await rowsOf('yamtrack', file('yamtrack_export.csv'));
    expect(days(row('Severance'))).toEqual([['2025-01-17', null, null]]);
    expect(days(row('Chernobyl'))).toEqual([['2022-01-11', '2022-01-15', 'read']]);
  });
});
