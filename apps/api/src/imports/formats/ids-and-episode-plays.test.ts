import type { ImportSource } from '@shelfmark/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { episodeHistory } from '../rows/episode-history';
import type { ParsedRow, ServiceRowData } from '../rows/parsed-file';
import { realFormatFile } from '../testing/real-format';
import { FORMAT_PARSERS } from '.';

const now = new Date('2026-11-01T00:00:00Z');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

async function rowsOf(source: ImportSource, data: Buffer) {
  const { rows } = await FORMAT_PARSERS[source](data, now);
  return (title: string) => {
    const row = rows.find((candidate) => candidate.title === title) as (ParsedRow & { data: ServiceRowData }) | undefined;
    if (!row) throw new Error(`no row ${title}`);
    return row.data;
  };
}
const plays = (data: ServiceRowData) => (data.entry.watches ?? []).map((watch) => [watch.season ?? null, watch.episode, watch.watchedAt.slice(0, 16)]);

describe('ids at other services, as each file gives them', () => {
  it('IMDb: the Const', async () => {
    const row = await rowsOf('imdb', fixture('imdb/ratings.csv'));
    expect(row('Seven Samurai').externalIds).toEqual({ imdb: 'tt0047478' });
  });

  it('Yamtrack: media_id at its source, where Shelfmark keeps that source', async () => {
    const row = await rowsOf('yamtrack', realFormatFile('yamtrack_export.csv'));
    expect(row('Severance').externalIds).toEqual({ tmdb_tv: '95396' });
    expect(row('Perfect Blue').externalIds).toEqual({ tmdb_movie: '10494' });
    // MyAnimeList has no place among Shelfmark's ids.
    expect(row('Sousou no Frieren').externalIds).toBeUndefined();
    const older = await rowsOf('yamtrack', fixture('yamtrack_export.csv'));
    expect(older('The Lord of the Rings').externalIds).toEqual({ openlibrary_work: 'OL27448W' });
    expect(older('Hades').externalIds).toEqual({ igdb: '1942' });
  });

  it('Ryot: the identifier at its source', async () => {
    const row = await rowsOf('ryot', realFormatFile('ryot_export.json'));
    expect(row('Shōgun').externalIds).toEqual({ tmdb_tv: '126308' });
    expect(row('Stalker').externalIds).toEqual({ tmdb_movie: '1398' });
    expect(row('Chainsaw Man').externalIds).toBeUndefined();
  });

  it('Letterboxd’s import CSV: tmdbID and imdbID', async () => {
    const csv = Buffer.from('Title,Year,tmdbID,imdbID,WatchedDate\nStalker,1979,1398,tt0079944,2024-11-02\nSolaris,1972,,,\n');
    const row = await rowsOf('letterboxd', csv);
    expect(row('Stalker').externalIds).toEqual({ tmdb_movie: '1398', imdb: 'tt0079944' });
    expect(row('Solaris').externalIds).toBeUndefined();
  });
});

describe('episode plays', () => {
  it('Yamtrack: each episode line a watch on its end_date', async () => {
    const row = await rowsOf('yamtrack', realFormatFile('yamtrack_export.csv'));
    expect(plays(row('Severance'))).toEqual([
      [2, 1, '2025-01-17T21:00'],
      [2, 2, '2025-01-24T21:05'],
      [2, 3, '2025-01-31T21:00'],
    ]);
  });

  it('Ryot: a show’s seen episodes by season and number, an anime’s by number alone', async () => {
    const row = await rowsOf('ryot', realFormatFile('ryot_export.json'));
    expect(plays(row('Shōgun'))).toEqual([
      [1, 1, '2024-02-27T21:00'],
      [1, 2, '2024-03-05T21:00'],
      [1, 10, '2024-04-23T21:00'],
    ]);
    expect(plays(row('Sousou no Frieren')).map(([season, episode]) => [season, episode])).toEqual([
      [null, 1],
      [null, 2],
      [null, 3],
    ]);
    // A manga's chapters are not episodes.
    expect(row('Chainsaw Man').entry.watches).toBeUndefined();
  });

  it('a play of the same episode on a later day is a rewatch: a second viewing; on the same day, one watch', () => {
    const { readings, watches } = episodeHistory(
      [
        { season: 1, episode: 1, at: '2025-01-01T20:00:00.000Z' },
        { season: 1, episode: 1, at: '2025-01-01T20:01:00.000Z' },
        { season: 1, episode: 2, at: '2025-01-02T20:00:00.000Z' },
        { season: 1, episode: 1, at: '2025-03-01T20:00:00.000Z' },
      ],
      'open',
    );
    expect(readings).toEqual([
      { dateStarted: '2025-01-01T20:00:00.000Z', dateFinished: '2025-01-02T20:00:00.000Z', status: 'read', dateStartedPrecision: 'day', dateFinishedPrecision: 'day' },
      { dateStarted: '2025-03-01T20:00:00.000Z', dateFinished: null, status: null, dateStartedPrecision: 'day' },
    ]);
    expect(watches.map((watch) => watch.watchedAt.slice(0, 10))).toEqual(['2025-01-01', '2025-03-01', '2025-01-02']);
  });
});
