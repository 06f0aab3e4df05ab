import { type CreatedIntegration, type Integration, MAX_INTEGRATIONS_PER_USER, MEDIA_SERVER_MESSAGES } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { createPersonalToken } from '../testing/personal-tokens';
import { findIntegration, insertIntegration } from './integrations.repository';
import { fixture } from './testing/media-servers';

describe('integrations', () => {
  let server: TestApp;
  const settings = { serverUsers: ['ana'] };

  beforeAll(async () => {
    server = await buildTestApp({ PUBLIC_URL: 'https://shelf.example' });
  });
  afterAll(() => server.close());

  it('creates a media server integration whose address, shown once, records plays; lists, renames, pauses and deletes it', async () => {
    const ana = await createAccount(server.app);
    const created = await server.app.inject({ method: 'POST', url: '/api/v1/integrations', headers: ana.headers, payload: { kind: 'jellyfin', name: ' Living room ', settings } });
    expect(created.statusCode).toBe(201);
    const integration = created.json<CreatedIntegration>();
    expect(integration).toMatchObject({ kind: 'jellyfin', name: 'Living room', paused: false, eventsThisWeek: 0, inboxCount: 0, settings: { serverUsers: ['ana'], libraries: [], minimumPercent: 10, createUnknown: false } });
    expect(integration.hookUrl).toMatch(new RegExp(`^https://shelf\\.example/api/v1/integrations/hooks/${integration.integrationID}/[A-Za-z0-9_-]{43}$`));
    const row = await findIntegration(server.app.database.db, integration.integrationID);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(integration.hookUrl.split('/').at(-1));

    const movie = await createMedia(server.app, { type: 'movie', title: 'Signal Over Water', externalIds: { imdb: 'tt7100001' } });
    const path = new URL(integration.hookUrl).pathname;
    const play = await server.app.inject({ method: 'POST', url: path, payload: fixture('jellyfin-movie-complete') });
    expect(play.json()).toMatchObject({ outcome: 'watched' });
    const [listed] = (await server.app.inject({ method: 'GET', url: '/api/v1/integrations', headers: ana.headers })).json<Integration[]>();
    expect(listed).toMatchObject({ integrationID: integration.integrationID, eventsThisWeek: 1, lastEventAt: expect.any(String) });
    expect(listed).not.toHaveProperty('hookUrl');
    expect(movie).toBeGreaterThan(0);

    const changed = await server.app.inject({ method: 'PATCH', url: `/api/v1/integrations/${integration.integrationID}`, headers: ana.headers, payload: { name: 'Den', paused: true, settings: { ...settings, minimumPercent: 50 } } });
    expect(changed.json()).toMatchObject({ name: 'Den', paused: true, pausedReason: null, settings: { minimumPercent: 50 } });
    expect((await server.app.inject({ method: 'POST', url: path, payload: fixture('jellyfin-movie-complete') })).statusCode).toBe(202);

    const other = await createAccount(server.app);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/v1/integrations/${integration.integrationID}`, headers: other.headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/v1/integrations/${integration.integrationID}`, headers: ana.headers })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'POST', url: path, payload: fixture('jellyfin-movie-complete') })).statusCode).toBe(404);
  });

  it('refuses settings without a server user, unknown fields and kinds, and more than the limit', async () => {
    const ana = await createAccount(server.app);
    const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/v1/integrations', headers: ana.headers, payload });
    const noUsers = await post({ kind: 'plex', name: 'Plex', settings: { serverUsers: [] } });
    expect(noUsers.statusCode).toBe(400);
    expect(noUsers.json().message).toContain(MEDIA_SERVER_MESSAGES.usersRequired);
    expect((await post({ kind: 'koreader', name: 'Kobo', settings })).statusCode).toBe(400);
    expect((await post({ kind: 'plex', name: 'Plex', settings: { ...settings, minimumPercent: 0 } })).statusCode).toBe(400);
    expect((await post({ kind: 'plex', name: '', settings })).statusCode).toBe(400);
    for (let i = 0; i < MAX_INTEGRATIONS_PER_USER; i++) {
      await insertIntegration(server.app.database.db, { userId: ana.userId, kind: 'emby', name: `Emby ${i}`, settings, secretHash: null });
    }
    const tooMany = await post({ kind: 'plex', name: 'Plex', settings });
    expect(tooMany.statusCode).toBe(409);
  });

  it('pauses and resumes an integration of another kind, but keeps its settings out of reach', async () => {
    const ana = await createAccount(server.app);
    const koreader = await insertIntegration(server.app.database.db, { userId: ana.userId, kind: 'koreader', name: 'Kobo', settings: {}, secretHash: null });
    const url = `/api/v1/integrations/${koreader.integrationId}`;
    const paused = await server.app.inject({ method: 'PATCH', url, headers: ana.headers, payload: { paused: true } });
    expect(paused.json()).toMatchObject({ kind: 'koreader', paused: true, settings: null });
    expect((await server.app.inject({ method: 'PATCH', url, headers: ana.headers, payload: { settings } })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `${url}/inbox`, headers: ana.headers })).statusCode).toBe(404);
  });

  it('is refused to personal tokens, even one that may write', async () => {
    const ana = await createAccount(server.app);
    const token = await createPersonalToken(server.app, ana, ['read', 'write']);
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/integrations', headers: token.headers, payload: { kind: 'plex', name: 'Plex', settings } });
    expect(response.statusCode).toBe(403);
  });
});
