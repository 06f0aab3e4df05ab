import type { HookAnswer, InboxItem, IntegrationHistoryLine, UserMedia } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createMedia } from '../../testing/catalog';
import { multipart } from '../../testing/multipart';
import { findEntryOfMedia } from '../../library/library-entries.repository';
import { setEntryStatus } from '../../library/entry-writes.repository';
import { eq } from 'drizzle-orm';
import { integrations, mediaServerPlays, users, webhookDeliveries } from '../../db/schema';
import { insertEndpoint } from '../../webhooks/endpoints.repository';
import { storeEntryEvents } from '../../library/entry-event-deliveries';
import { findIntegration } from '../integrations.repository';
import { fixture, mediaServerOf, plexForm } from '../testing/media-servers';

/** Three seasons' worth of a show whose S1E3 carries the ids the fixtures' episode has. */
const harbourEpisodes = () =>
  [1, 2, 3, 4].map((episode) => ({
    title: `Episode ${episode}`,
    overallnum: episode,
    season: 1,
    episode,
    ...(episode === 3 ? { externalIds: { tmdb_episode: '7200013' } } : {}),
  }));

describe('media server webhooks', () => {
  let server: TestApp;
  let signal: number;
  let lantern: number;
  let harbour: number;

  const post = (path: string, body: object, headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url: path, payload: body, headers });
  const postForm = (path: string, form: { payload: Buffer; headers: Record<string, string> }) => server.app.inject({ method: 'POST', url: path, payload: form.payload, headers: form.headers });
  const entryOf = async (account: Account, mediaId: number): Promise<UserMedia> => {
    const entry = await findEntryOfMedia(server.app.database.db, account.userId, mediaId);
    if (!entry) throw new Error('no entry');
    return (await server.app.inject({ method: 'GET', url: `/api/v1/usermedias/${entry.usermediaId}`, headers: account.headers })).json();
  };
  const linesOf = async (account: Account, usermediaId: number): Promise<string[]> =>
    ((await server.app.inject({ method: 'GET', url: `/api/v1/integrations/history/${usermediaId}`, headers: account.headers })).json() as IntegrationHistoryLine[]).map((line) => line.text);
  const with_ = (name: string, changes: Record<string, unknown>) => ({ ...fixture(name), ...changes });

  beforeAll(async () => {
    server = await buildTestApp();
    signal = await createMedia(server.app, { type: 'movie', title: 'Signal Over Water', publication: '2014-03-14', externalIds: { imdb: 'tt7100001', tmdb_movie: '710001' } });
    lantern = await createMedia(server.app, { type: 'movie', title: 'The Lantern Keepers', publication: '2019-01-01', externalIds: { imdb: 'tt7100002' } });
    harbour = await createMedia(server.app, { type: 'tvshow', title: 'Harbour Lights', startyear: 2021, submedia: harbourEpisodes() });
  });
  afterAll(() => server.close());

  it('records a movie Jellyfin played to the end as Seen, once for Jellyfin, Plex and Emby reporting the same play, and a rewatch as another reading', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    const emby = await mediaServerOf(server.app, ana.userId, 'emby');

    const first = await post(jellyfin.path, fixture('jellyfin-movie-complete'));
    expect(first.statusCode).toBe(200);
    expect(first.json<HookAnswer>()).toEqual({ outcome: 'watched', message: 'Watched Signal Over Water' });
    const seen = await entryOf(ana, signal);
    expect(seen.status).toBe('read');
    expect(seen.readings.map((reading) => [reading.dateFinished, reading.status])).toEqual([['2026-11-20T21:14:05.000Z', 'read']]);

    // The same play from Plex (multipart with its thumbnail) and from Emby, and Jellyfin again.
    expect((await postForm(plex.path, plexForm(fixture('plex-movie-scrobble')))).json<HookAnswer>().outcome).toBe('duplicate');
    expect((await post(emby.path, fixture('emby-movie-stop-complete'))).json<HookAnswer>().outcome).toBe('duplicate');
    expect((await post(jellyfin.path, fixture('jellyfin-movie-complete'))).json<HookAnswer>().outcome).toBe('duplicate');
    expect((await entryOf(ana, signal)).readings).toHaveLength(1);
    // Plex's media.stop that follows its media.scrobble leaves the movie Seen.
    const stop = fixture('plex-movie-stop');
    const stopped = { ...stop, Metadata: { ...fixture('plex-movie-scrobble')['Metadata'] as object, viewOffset: 6900000 } };
    expect((await postForm(plex.path, plexForm(stopped, null))).json<HookAnswer>().outcome).toBe('ignored');
    expect((await entryOf(ana, signal)).status).toBe('read');

    const rewatch = await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/25/2026 20:00:00' }));
    expect(rewatch.json<HookAnswer>().outcome).toBe('watched');
    const twice = await entryOf(ana, signal);
    expect(twice.readings.map((reading) => reading.dateFinished)).toEqual(['2026-11-20T21:14:05.000Z', '2026-11-25T20:00:00.000Z']);
    expect(await linesOf(ana, twice.usermediaID)).toEqual(['Watched on Jellyfin', 'Watched on Jellyfin']);
    const row = await findIntegration(server.app.database.db, jellyfin.integrationId);
    expect(row?.lastEventAt).not.toBeNull();
  });

  it('counts a play once when two servers report it at the same moment', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    const emby = await mediaServerOf(server.app, ana.userId, 'emby');
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    const answers = await Promise.all([
      post(jellyfin.path, fixture('jellyfin-movie-complete')),
      post(emby.path, fixture('emby-movie-stop-complete')),
      postForm(plex.path, plexForm(fixture('plex-movie-scrobble'))),
    ]);
    expect(answers.map((answer) => answer.json<HookAnswer>().outcome).sort()).toEqual(['duplicate', 'duplicate', 'watched']);
    expect((await entryOf(ana, signal)).readings).toHaveLength(1);
  });

  it('sends the owner’s outbound webhooks for what a play changed', async () => {
    const ana = await createAccount(server.app);
    await server.app.ready();
    await server.app.webhookWorker.stop();
    const endpoint = await insertEndpoint(server.app.database.db, {
      userId: ana.userId,
      url: 'http://93.184.215.14/hook',
      events: ['entry.added', 'reading.finished', 'reading.started', 'entry.rated'],
      description: '',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    await post(jellyfin.path, fixture('jellyfin-movie-complete'));
    await post(jellyfin.path, fixture('jellyfin-episode-complete'));
    // The worker is stopped: the events PostgreSQL captured are made deliveries here.
    await storeEntryEvents(server.app.database.db);
    const deliveries = await server.app.database.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, endpoint.webhookId));
    expect(deliveries.map((delivery) => delivery.event).sort()).toEqual(['entry.added', 'entry.added', 'reading.finished', 'reading.started']);
  });

  it('checks its copy of the integration as it records, so a change made on another instance counts at once', async () => {
    const db = server.app.database.db;
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    // A first post leaves this instance a copy of the integration; the changes below are written
    // straight to the database, as another instance of a fleet would, so the copy does not know.
    expect((await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/01/2026 20:00:00' }))).json<HookAnswer>().outcome).toBe('watched');

    await db.update(integrations).set({ paused: true }).where(eq(integrations.integrationId, jellyfin.integrationId));
    const paused = await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/02/2026 20:00:00' }));
    expect(paused.statusCode).toBe(202);
    await db.update(integrations).set({ paused: false }).where(eq(integrations.integrationId, jellyfin.integrationId));
    expect((await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/02/2026 20:00:00' }))).json<HookAnswer>().outcome).toBe('watched');

    // An endpoint added elsewhere hears of the next play.
    await server.app.ready();
    await server.app.webhookWorker.stop();
    const endpoint = await insertEndpoint(db, { userId: ana.userId, url: 'http://93.184.215.14/hook', events: ['reading.finished'], description: '', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    expect((await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/03/2026 20:00:00' }))).json<HookAnswer>().outcome).toBe('watched');
    await storeEntryEvents(db);
    const deliveries = await db.select({ event: webhookDeliveries.event }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, endpoint.webhookId));
    expect(deliveries.map((delivery) => delivery.event)).toEqual(['reading.finished']);

    expect((await entryOf(ana, signal)).readings.map((reading) => reading.dateFinished)).toEqual(['2026-11-01T20:00:00.000Z', '2026-11-02T20:00:00.000Z', '2026-11-03T20:00:00.000Z']);

    // The owner disabled elsewhere: the address answers as if it did not exist, and nothing is recorded.
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.userId, ana.userId));
    expect((await post(jellyfin.path, with_('jellyfin-movie-complete', { UtcTimestamp: '11/04/2026 20:00:00' }))).statusCode).toBe(404);
    expect(await db.select({ playId: mediaServerPlays.playId }).from(mediaServerPlays).where(eq(mediaServerPlays.userId, ana.userId))).toHaveLength(3);
  });

  it('moves a movie stopped past the minimum share to Currently Watching, and ignores one stopped under it', async () => {
    const ana = await createAccount(server.app);
    const strict = await mediaServerOf(server.app, ana.userId, 'emby', { minimumPercent: 50 });
    const under = await post(strict.path, fixture('emby-movie-stop-partial'));
    expect(under.json<HookAnswer>()).toEqual({ outcome: 'ignored', message: 'Stopped at 30%, under the 50% this integration counts' });
    expect(await findEntryOfMedia(server.app.database.db, ana.userId, lantern)).toBeUndefined();

    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    expect((await post(jellyfin.path, fixture('jellyfin-movie-partial'))).json<HookAnswer>().outcome).toBe('started');
    const watching = await entryOf(ana, lantern);
    expect(watching.status).toBe('currentlyReading');
    expect(watching.readings[0]).toMatchObject({ dateStarted: '2026-11-21T20:02:11.000Z', dateFinished: null });
    // Plex's stop of the same film at 30 % changes nothing more.
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    expect((await postForm(plex.path, plexForm(fixture('plex-movie-stop'), null))).json<HookAnswer>().outcome).toMatch(/ignored|duplicate/);
    expect(await linesOf(ana, watching.usermediaID)).toEqual(['Started watching on Jellyfin']);
  });

  it('records an episode as a watch in the show’s viewing, moving it to Currently Watching, once across servers', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    const emby = await mediaServerOf(server.app, ana.userId, 'emby');

    expect((await post(jellyfin.path, fixture('jellyfin-episode-complete'))).json<HookAnswer>()).toEqual({ outcome: 'episode', message: 'Watched Harbour Lights S1E3' });
    expect((await postForm(plex.path, plexForm(fixture('plex-episode-scrobble')))).json<HookAnswer>().outcome).toBe('duplicate');
    expect((await post(emby.path, fixture('emby-episode-markplayed'))).json<HookAnswer>().outcome).toBe('duplicate');

    const show = await entryOf(ana, harbour);
    expect(show.status).toBe('currentlyReading');
    expect(show.progress).toBe(1);
    const media = (await server.app.inject({ method: 'GET', url: `/api/v1/medias/${harbour}`, headers: ana.headers })).json();
    const third = media.submedia.find((item: { episode: number }) => item.episode === 3);
    expect(third).toMatchObject({ watched: true, watchCount: 1, lastWatched: '2026-11-22T19:30:00.000Z' });
    expect(await linesOf(ana, show.usermediaID)).toEqual(['Watched S1E3 on Jellyfin']);
  });

  it('counts an episode already watched in the show’s viewing once, and a finished show’s episode as the start of a rewatch', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    expect((await post(jellyfin.path, fixture('jellyfin-episode-complete'))).json<HookAnswer>().outcome).toBe('episode');
    // The same episode played again two days later, in the same viewing: it stays one watch.
    const again = await post(jellyfin.path, with_('jellyfin-episode-complete', { UtcTimestamp: '11/24/2026 19:30:00' }));
    expect(again.json<HookAnswer>()).toEqual({ outcome: 'duplicate', message: 'S1E3 is already watched in this viewing' });
    const watching = await entryOf(ana, harbour);
    expect(watching).toMatchObject({ status: 'currentlyReading', progress: 1 });
    expect(await linesOf(ana, watching.usermediaID)).toEqual(['Watched S1E3 on Jellyfin']);

    await setEntryStatus(server.app.database.db, { usermediaId: watching.usermediaID, userId: ana.userId }, 'read', new Date('2026-11-23T00:00:00Z'));
    const rewatch = await post(jellyfin.path, with_('jellyfin-episode-complete', { UtcTimestamp: '11/26/2026 19:30:00' }));
    expect(rewatch.json<HookAnswer>()).toEqual({ outcome: 'episode', message: 'Watched Harbour Lights S1E3' });
    const second = await entryOf(ana, harbour);
    expect(second).toMatchObject({ status: 'currentlyReading', progress: 1 });
    expect(second.readings.map((reading) => [reading.dateStarted, reading.dateFinished])).toEqual([
      ['2026-11-22T19:30:00.000Z', '2026-11-23T00:00:00.000Z'],
      ['2026-11-26T19:30:00.000Z', null],
    ]);
    const media = (await server.app.inject({ method: 'GET', url: `/api/v1/medias/${harbour}`, headers: ana.headers })).json();
    expect(media.submedia.find((item: { episode: number }) => item.episode === 3)).toMatchObject({ watched: true, watchCount: 2, lastWatched: '2026-11-26T19:30:00.000Z' });
  });

  it('finds an episode by title and number from Plex, and creates the episode a show lacks', async () => {
    const ana = await createAccount(server.app);
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    const episode = fixture('plex-episode-scrobble');
    const metadata = { ...(episode['Metadata'] as object), index: 9, Guid: [], lastViewedAt: 1795380000 };
    const answer = await postForm(plex.path, plexForm({ ...episode, Metadata: metadata }));
    expect(answer.json<HookAnswer>()).toEqual({ outcome: 'episode', message: 'Watched Harbour Lights S1E9' });
    const media = (await server.app.inject({ method: 'GET', url: `/api/v1/medias/${harbour}`, headers: ana.headers })).json();
    expect(media.submedia.find((item: { episode: number }) => item.episode === 9)).toMatchObject({ title: 'Episode 9', season: 1, watched: true });
  });

  it('reads Emby’s form post, the JSON in its data field', async () => {
    const ana = await createAccount(server.app);
    const emby = await mediaServerOf(server.app, ana.userId, 'emby');
    const form = multipart({ data: JSON.stringify(fixture('emby-movie-stop-partial')) });
    expect((await postForm(emby.path, form)).json<HookAnswer>()).toEqual({ outcome: 'started', message: 'The Lantern Keepers is Currently Watching' });
  });

  it('sets the rating Plex sends, on the 1–10 scale', async () => {
    const ana = await createAccount(server.app);
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    const rated = await postForm(plex.path, plexForm(fixture('plex-movie-rate')));
    expect(rated.json<HookAnswer>()).toEqual({ outcome: 'rated', message: 'Rated Signal Over Water 8/10' });
    expect((await entryOf(ana, signal)).rating).toBe(8);
    const cleared = fixture('plex-movie-rate');
    const answer = await postForm(plex.path, plexForm({ ...cleared, Metadata: { ...(cleared['Metadata'] as object), userRating: undefined } }));
    expect(answer.json<HookAnswer>().outcome).toBe('ignored');
  });

  it('counts only the chosen server users and libraries', async () => {
    const ana = await createAccount(server.app);
    const family = await mediaServerOf(server.app, ana.userId, 'plex', { serverUsers: ['ana'], libraries: ['Kids'] });
    const other = await postForm(family.path, plexForm({ ...fixture('plex-movie-scrobble'), Account: { id: 2, title: 'ben' } }));
    expect(other.json<HookAnswer>()).toMatchObject({ outcome: 'ignored', message: expect.stringContaining('“ben”') });
    const library = await postForm(family.path, plexForm(fixture('plex-movie-scrobble')));
    expect(library.json<HookAnswer>()).toEqual({ outcome: 'ignored', message: 'The library “Movies” is not one this integration counts' });
    const ignoredEvent = await postForm(family.path, plexForm({ ...fixture('plex-movie-scrobble'), event: 'media.play' }));
    expect(ignoredEvent.json<HookAnswer>().outcome).toBe('ignored');
    expect(await findEntryOfMedia(server.app.database.db, ana.userId, signal)).toBeUndefined();
  });

  it('answers a wrong secret or an unknown integration 404, a body over 1 MB 413, and a body no server sends 400, changing nothing', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    const wrong = await post(`${jellyfin.path.replace(/\/[^/]+$/, '')}/not-the-secret`, fixture('jellyfin-movie-complete'));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Not found' });
    expect((await post('/api/v1/integrations/hooks/999999/whatever', fixture('jellyfin-movie-complete'))).statusCode).toBe(404);
    expect((await post('/api/v1/integrations/hooks/abc/whatever', fixture('jellyfin-movie-complete'))).statusCode).toBe(404);

    const huge = await post(jellyfin.path, { ...fixture('jellyfin-movie-complete'), Overview: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const plex = await mediaServerOf(server.app, ana.userId, 'plex');
    expect((await postForm(plex.path, plexForm(fixture('plex-movie-scrobble'), Buffer.alloc(1100 * 1024, 1)))).statusCode).toBe(413);

    const unknown = await post(jellyfin.path, { hello: 'world' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This is not a Jellyfin webhook Shelfmark understands: A Jellyfin webhook is JSON with a NotificationType');
    const noPayload = await postForm(plex.path, { ...plexForm({}), payload: Buffer.from('--x--\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(noPayload.statusCode).toBe(400);
    expect(await findEntryOfMedia(server.app.database.db, ana.userId, signal)).toBeUndefined();
    const row = await findIntegration(server.app.database.db, jellyfin.integrationId);
    expect(row).toMatchObject({ consecutiveFailures: 1, paused: false, lastError: unknown.json().message });
    const started = await post(jellyfin.path, { ...fixture('jellyfin-movie-complete'), NotificationType: 'PlaybackStart' });
    expect(started.json<HookAnswer>().outcome).toBe('ignored');
    expect(await findIntegration(server.app.database.db, jellyfin.integrationId)).toMatchObject({ consecutiveFailures: 0, lastError: unknown.json().message });
  });

  it('pauses itself after five refused posts in a row, saying why; paused, it answers 202 and records nothing; resumed, it records again', async () => {
    const ana = await createAccount(server.app);
    const emby = await mediaServerOf(server.app, ana.userId, 'emby');
    for (let i = 0; i < 5; i++) expect((await post(emby.path, { Event: 'playback.stop' })).statusCode).toBe(400);
    const integrations = (await server.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: ana.headers })).json();
    expect(integrations[0]).toMatchObject({ paused: true, pausedReason: expect.stringContaining('Paused after 5 failures in a row'), lastError: expect.stringContaining('no Item or User') });

    const paused = await post(emby.path, fixture('emby-movie-stop-complete'));
    expect(paused.statusCode).toBe(202);
    expect(paused.json<HookAnswer>().outcome).toBe('ignored');
    expect(await findEntryOfMedia(server.app.database.db, ana.userId, signal)).toBeUndefined();

    const resumed = await server.app.inject({ method: 'PATCH', url: `/api/v1/integrations/${emby.integrationId}`, headers: ana.headers, payload: { paused: false } });
    expect(resumed.json()).toMatchObject({ paused: false, pausedReason: null });
    expect((await post(emby.path, fixture('emby-movie-stop-complete'))).json<HookAnswer>().outcome).toBe('watched');
  });

  it('keeps an unknown item in the inbox until the user matches, creates or skips it', async () => {
    const ana = await createAccount(server.app);
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
    const unknownMovie = with_('jellyfin-movie-complete', { Name: 'Signal Over Water: Director’s Cut', Year: '2016', Provider_imdb: 'tt7100099', Provider_tmdb: '' });
    const waiting = await post(jellyfin.path, unknownMovie);
    expect(waiting.json<HookAnswer>().outcome).toBe('inbox');
    expect((await post(jellyfin.path, unknownMovie)).json<HookAnswer>().outcome).toBe('duplicate');
    const unknownShow = with_('jellyfin-episode-complete', { SeriesName: 'Nowhere Street', Provider_imdb: '', Provider_tmdb: '', Provider_tvdb: '' });
    await post(jellyfin.path, unknownShow);
    const third = with_('jellyfin-movie-complete', { Name: 'A Film Nobody Has', Year: '1999', Provider_imdb: '', Provider_tmdb: '' });
    await post(jellyfin.path, third);

    const inboxUrl = `/api/v1/integrations/${jellyfin.integrationId}/inbox`;
    const inbox: InboxItem[] = (await server.app.inject({ method: 'GET', url: inboxUrl, headers: ana.headers })).json();
    expect(inbox.map((item) => [item.title, item.episode, item.action])).toEqual([
      ['Signal Over Water: Director’s Cut', null, 'Watched'],
      ['A Film Nobody Has', null, 'Watched'],
      ['Nowhere Street', 'S1E3', 'Watched S1E3'],
    ]);
    expect(inbox[0]?.candidates.map((candidate) => candidate.mediaID)).toContain(signal);
    const listed = (await server.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: ana.headers })).json();
    expect(listed[0]).toMatchObject({ inboxCount: 3 });

    const resolve = (item: InboxItem | undefined, body: object) =>
      server.app.inject({ method: 'POST', url: `${inboxUrl}/${item?.id ?? 0}/resolve`, headers: ana.headers, payload: body });
    const wrongType = await resolve(inbox[0], { action: 'match', mediaID: harbour });
    expect(wrongType.statusCode).toBe(400);
    const matched = await resolve(inbox[0], { action: 'match', mediaID: signal });
    expect(matched.json()).toMatchObject({ state: 'recorded', mediaID: signal });
    expect((await entryOf(ana, signal)).status).toBe('read');
    expect((await resolve(inbox[0], { action: 'skip' })).statusCode).toBe(409);

    const skipped = await resolve(inbox[1], { action: 'skip' });
    expect(skipped.json()).toMatchObject({ state: 'skipped', mediaID: null });

    const created = await resolve(inbox[2], { action: 'create' });
    expect(created.json()).toMatchObject({ state: 'recorded' });
    const showId = created.json().mediaID as number;
    const show = await entryOf(ana, showId);
    expect(show).toMatchObject({ status: 'currentlyReading', progress: 1 });
    expect(await linesOf(ana, show.usermediaID)).toEqual(['Watched S1E3 on Jellyfin']);
    expect((await server.app.inject({ method: 'GET', url: inboxUrl, headers: ana.headers })).json()).toEqual([]);

    const other = await createAccount(server.app);
    expect((await server.app.inject({ method: 'GET', url: inboxUrl, headers: other.headers })).statusCode).toBe(404);
  });

  it('creates an unknown item from the play when the integration allows it', async () => {
    const ana = await createAccount(server.app);
    const emby = await mediaServerOf(server.app, ana.userId, 'emby', { createUnknown: true });
    const body = fixture('emby-movie-stop-complete');
    const answer = await post(emby.path, { ...body, Item: { ...(body['Item'] as object), Name: 'Tidewater Nights', ProductionYear: 2011, ProviderIds: { Imdb: 'tt7100077' } } });
    expect(answer.json<HookAnswer>()).toEqual({ outcome: 'watched', message: 'Watched Tidewater Nights' });
    const found = (await server.app.inject({ method: 'GET', url: '/api/v1/medias/by-external/imdb/tt7100077', headers: ana.headers })).json();
    expect(found.media).toMatchObject({ title: 'Tidewater Nights', type: 'movie' });
    // Jellyfin and Emby reporting one unknown film at once make one record.
    const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin', { createUnknown: true });
    const unknown = { Name: 'Harbour Fog', ProductionYear: 2012, ProviderIds: { Imdb: 'tt7100078' } };
    const both = await Promise.all([
      post(emby.path, { ...body, Item: { ...(body['Item'] as object), ...unknown } }),
      post(jellyfin.path, { ...fixture('jellyfin-movie-complete'), Name: 'Harbour Fog', Year: '2012', Provider_imdb: 'tt7100078', Provider_tmdb: '', UtcTimestamp: '11/20/2026 21:14:05' }),
    ]);
    expect(both.map((answer) => answer.json<HookAnswer>().outcome).sort()).toEqual(['duplicate', 'watched']);
    const search = (await server.app.inject({ method: 'POST', url: '/api/v1/search', headers: ana.headers, payload: { searchString: 'Harbour Fog', searchType: 'Title' } })).json() as { title: string }[];
    expect(search.filter((item) => item.title === 'Harbour Fog')).toHaveLength(1);
  });
});
