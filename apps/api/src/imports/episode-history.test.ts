import type { ImportJob } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { queryRows } from '../db/query-rows';
import { externalIds } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { realFormatZip } from './testing/real-format';
import { importAndWait } from './testing/upload';

interface Watch {
  title: string;
  season: number | null;
  episode: number | null;
  overallnum: number;
  episodeTitle: string;
  watchedAt: string;
  readingId: number;
}

interface Archive {
  format: string;
  version: number;
  media: ({ mediaID: number; title: string } & Record<string, unknown>)[];
  library: ({ mediaID: number; readings: unknown[] } & Record<string, unknown>)[];
  recommendations: unknown[];
}

/** The archive with its ids replaced by what the records are, in an order that does not depend on ids. */
function withoutIds(archive: Archive) {
  const keyOf = new Map(archive.media.map(({ mediaID, ...record }) => [mediaID, JSON.stringify(record)]));
  return {
    format: archive.format,
    version: archive.version,
    media: [...keyOf.values()].sort(),
    library: archive.library.map(({ mediaID, ...entry }) => ({ media: keyOf.get(mediaID), ...entry })).sort((a, b) => String(a.media).localeCompare(String(b.media))),
  };
}

/** Trakt's history and watched shows (formats/fixtures/real-format/trakt) become episode watches with their dates. */
describe('episode history in imports and the archive', () => {
  let server: TestApp;
  let squidGame: number;
  let teenageYears: number;
  const db = () => server.app.database.db;
  const exportOf = async (app: TestApp, account: Account) => (await app.app.inject({ method: 'GET', url: '/api/v1/export?format=json', headers: account.headers })).json<Archive>();
  const watchesOf = (app: TestApp, account: Account) =>
    queryRows<Watch>(
      app.app.database.db,
      sql`select m.title, s.season, s.episode, s.overallnum, s.title as "episodeTitle", to_char(w.watched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "watchedAt", w.reading_id as "readingId"
        from submedia_watches w join user_media u on u.usermedia_id = w.usermedia_id join submedia s on s.submedia_id = w.submedia_id join media m on m.media_id = s.media_id
        where u.user_id = ${account.userId} order by m.title, s.overallnum, w.watched_at`,
    );
  const idsOf = async (mediaId: number) =>
    Object.fromEntries((await db().select().from(externalIds).where(sql`${externalIds.mediaId} = ${mediaId}`)).map((row) => [row.source, row.externalId]));

  beforeAll(async () => {
    server = await buildTestApp();
    await createMedia(server.app, { type: 'movie', title: 'Saint', publication: '2010-11-11' });
    squidGame = await createMedia(server.app, {
      type: 'tvshow',
      title: 'Squid Game',
      publication: '2021-09-17',
      submedia: [
        { overallnum: 1, title: 'Red Light, Green Light', season: 1, episode: 1 },
        { overallnum: 2, title: 'Hell', season: 1, episode: 2 },
      ],
    });
    await createMedia(server.app, { type: 'tvshow', title: 'Chernobyl', publication: '2019-05-06' });
    // Known here by another title: only its IMDb id says it is Trakt's "Adolescence".
    teenageYears = await createMedia(server.app, { type: 'tvshow', title: 'Teenage Years', publication: '2025-03-13' });
    await db().insert(externalIds).values({ source: 'imdb', externalId: 'tt31806037', mediaId: teenageYears });
  });
  afterAll(() => server.close());

  it('imports a Trakt export with watched episodes as episode watches with their dates', async () => {
    const account = await createAccount(server.app);
    const job = await importAndWait(server.app, account, 'trakt', { name: 'trakt.zip', data: realFormatZip('trakt') });
    expect(job.counts).toMatchObject({ failed: 0, review: 0 });
    const watches = await watchesOf(server, account);
    const of = (title: string) => watches.filter((watch) => watch.title === title).map(({ season, episode, overallnum, episodeTitle, watchedAt }) => [season, episode, overallnum, episodeTitle, watchedAt]);

    // The record's own episode is reused; the missing ones are created after it, with Trakt's titles;
    // Keys and Knives, played twice a minute apart, is one watch.
    expect(of('Squid Game')).toEqual([
      [1, 2, 2, 'Hell', '2025-06-29T21:55'],
      [3, 1, 3, 'Keys and Knives', '2025-07-01T18:40'],
      [3, 2, 4, 'The Starry Night', '2025-07-01T18:41'],
    ]);
    // A created episode keeps Trakt's ids for it.
    const [starryNight] = await queryRows<{ ids: Record<string, string> }>(
      db(),
      sql`select json_object_agg(e.source, e.external_id) as ids from external_ids e join submedia s on s.submedia_id = e.submedia_id where s.media_id = ${squidGame} and s.title = 'The Starry Night'`,
    );
    expect(starryNight?.ids).toEqual({ imdb: 'tt35643632', tmdb_episode: '5884551', tvdb_episode: '11126291' });
    // Matched by its IMDb id, whatever its title.
    expect(of('Teenage Years').map((watch) => watch[4])).toEqual(['2025-03-20T20:30', '2025-03-21T20:58', '2025-03-22T21:05', '2025-03-23T21:40']);
    // watched-shows.json: an episode's two plays without their dates are one watch, on the last.
    expect(of('Chernobyl')).toEqual([
      [1, 1, 1, 'Episode 1', '2024-11-05T21:04'],
      [1, 2, 2, 'Episode 2', '2024-11-06T21:10'],
      [1, 3, 3, 'Episode 3', '2024-11-07T21:02'],
      [1, 4, 4, 'Episode 4', '2024-11-08T21:15'],
      [1, 5, 5, 'Episode 5', '2024-11-09T22:31'],
    ]);
    // Each show's watches belong to its one reading: Chernobyl finished (every aired episode), Squid Game still going.
    const archive = await exportOf(server, account);
    const entry = (title: string) => archive.library.find((item) => archive.media.find((media) => media.mediaID === item.mediaID)?.title === title);
    expect(entry('Chernobyl')).toMatchObject({ status: 'read', progress: 5, readings: [{ dateStarted: '2024-11-05T21:04:00.000Z', dateFinished: '2024-11-09T22:31:00.000Z', status: 'read' }] });
    expect(entry('Squid Game')).toMatchObject({ status: 'currentlyReading', readings: [{ dateFinished: null }] });
    expect(new Set(watches.filter((watch) => watch.title === 'Squid Game').map((watch) => watch.readingId)).size).toBe(1);

    // Trakt's ids are kept on the records; the id the record already had stays.
    const chernobyl = archive.media.find((media) => media.title === 'Chernobyl');
    expect(chernobyl?.externalIds).toEqual({ imdb: 'tt7366338', tmdb_tv: '87108', tvdb: '360893' });
    expect(await idsOf(teenageYears)).toEqual({ imdb: 'tt31806037', tmdb_tv: '249042', tvdb: '449201' });

    // Undo removes the watches, the episodes and the ids the import added, and nothing else.
    const undo = await server.app.inject({ method: 'POST', url: `/api/v1/imports/${job.id}/undo`, headers: account.headers });
    expect(undo.statusCode).toBe(200);
    expect(await watchesOf(server, account)).toEqual([]);
    expect(await idsOf(teenageYears)).toEqual({ imdb: 'tt31806037' });
    const episodes = await queryRows<{ title: string }>(db(), sql`select title from submedia where media_id = ${squidGame} order by overallnum`);
    expect(episodes.map((episode) => episode.title)).toEqual(['Red Light, Green Light', 'Hell']);
  });

  it('still imports a version 1 archive, which has no episodes fields, ids or watches', async () => {
    const account = await createAccount(server.app);
    const archive = {
      format: 'shelfmark-export',
      version: 1,
      exportedAt: '2026-01-01T00:00:00.000Z',
      user: { username: 'someone' },
      media: [
        {
          mediaID: 7,
          type: 'tvshow',
          title: 'Squid Game',
          description: null,
          isbn: null,
          publication: '2021-09-17',
          numPages: null,
          numEpisodes: null,
          seasons: null,
          startyear: null,
          endyear: null,
          parentguide: null,
          restricted: false,
          series: null,
          seriesNum: null,
          creators: [],
          genreIDs: [],
          submedia: [{ overallnum: 1, title: 'Red Light, Green Light' }],
        },
      ],
      library: [
        {
          mediaID: 7,
          status: 'currentlyReading',
          rating: 0,
          review: null,
          favorited: false,
          progress: 1,
          addedAt: '2025-01-01T00:00:00.000Z',
          readings: [{ dateStarted: '2025-01-01T00:00:00.000Z', dateFinished: null, status: null }],
          entries: [],
          tags: [],
          favoriteSubmedia: [1],
        },
      ],
      recommendations: [],
    };
    const job = await importAndWait(server.app, account, 'shelfmark', { name: 'old.json', data: Buffer.from(JSON.stringify(archive)) });
    expect(job.counts).toMatchObject({ imported: 1, matched: 1, failed: 0 });
    const copy = await exportOf(server, account);
    expect(copy.library[0]).toMatchObject({ status: 'currentlyReading', progress: 1, favoriteSubmedia: [1] });
    expect(copy.library[0]).not.toHaveProperty('watches');
  });

  // Builds a second server: more time than one request.
  it('round-trips episodes, their fields and ids, and watches in two readings exactly', { timeout: 120_000 }, async () => {
    const account = await createAccount(server.app);
    await importAndWait(server.app, account, 'trakt', { name: 'trakt.zip', data: realFormatZip('trakt') });
    // A rewatch of the first episode in a second reading, and what only Shelfmark keeps: air dates, runtimes, an episode's id, a year-only release.
    const [chernobyl] = await queryRows<{ usermedia_id: number; media_id: number }>(
      db(),
      sql`select u.usermedia_id, u.media_id from user_media u join media m on m.media_id = u.media_id where u.user_id = ${account.userId} and m.title = 'Chernobyl'`,
    );
    if (!chernobyl) throw new Error('Chernobyl not imported');
    await server.app.inject({ method: 'POST', url: `/api/v1/readings/${chernobyl.usermedia_id}`, headers: account.headers, payload: { start: '2025-02-01', end: '2025-02-01' } });
    await db().execute(sql`insert into submedia_watches (usermedia_id, reading_id, submedia_id, watched_at)
      select ${chernobyl.usermedia_id}, r.reading_id, s.submedia_id, '2025-02-01T20:00:00Z' from readings r, submedia s
      where r.usermedia_id = ${chernobyl.usermedia_id} and r.date_started = '2025-02-01' and s.media_id = ${chernobyl.media_id} and s.overallnum = 1`);
    await db().execute(sql`update submedia set air_date = '2019-05-06', runtime = 60 where media_id = ${chernobyl.media_id} and overallnum = 1`);
    await db().execute(sql`insert into external_ids (source, external_id, submedia_id) select 'tmdb_episode', '1776123', submedia_id from submedia where media_id = ${chernobyl.media_id} and overallnum = 1`);
    await db().execute(sql`insert into episode_lengths (media_id, minutes) values (${chernobyl.media_id}, 65)`);
    await db().execute(sql`update media set publication = '2019-01-01', publication_precision = 'year' where media_id = ${chernobyl.media_id}`);

    const original = await exportOf(server, account);
    expect(original.version).toBe(2);
    const record = original.media.find((media) => media.title === 'Chernobyl');
    expect(record).toMatchObject({ publication: '2019-01-01', publicationPrecision: 'year', episodeLength: 65, externalIds: { imdb: 'tt7366338' } });
    expect((record?.submedia as unknown[])[0]).toEqual({ overallnum: 1, title: 'Episode 1', season: 1, episode: 1, airDate: '2019-05-06', runtime: 60, externalIds: { tmdb_episode: '1776123' } });
    const entry = original.library.find((item) => item.mediaID === record?.mediaID);
    expect(entry?.watches).toHaveLength(6);
    expect((entry?.watches as { reading: number }[]).at(-1)).toEqual({ overallnum: 1, reading: 2, watchedAt: '2025-02-01T20:00:00.000Z' });

    const second = await buildTestApp();
    try {
      const newcomer = await createAccount(second.app);
      const job: ImportJob = await importAndWait(second.app, newcomer, 'shelfmark', { name: 'archive.json', data: Buffer.from(JSON.stringify(original)) });
      expect(job.counts).toMatchObject({ failed: 0, review: 0 });
      expect(withoutIds(await exportOf(second, newcomer))).toEqual(withoutIds(original));
    } finally {
      await second.close();
    }
  });
});
