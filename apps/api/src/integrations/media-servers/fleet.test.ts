import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HookAnswer } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../accounts/testing/accounts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { listReadings } from '../../library/readings.repository';
import { findEntryOfMedia } from '../../library/library-entries.repository';
import { migrationsFolder } from '../../paths';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createMedia } from '../../testing/catalog';
import { fixture, mediaServerOf } from '../testing/media-servers';

const JWT_SECRET = 'a fleet of instances shares this one secret';

describe('media server plays on a fleet', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ JWT_SECRET });
  });
  afterAll(() => server.close());

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')('counts one play once when two servers report it to two instances at the same moment', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shelfmark-second-instance-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: server.app.config.databaseUrl, JWT_SECRET, LOOKUP_ENABLED: 'false' }, { webRoot: '/nonexistent-web-root' });
    const second = await buildApp({ config, migrationsFolder });
    try {
      const movie = await createMedia(server.app, { type: 'movie', title: 'Signal Over Water', externalIds: { imdb: 'tt7100001' } });
      for (let round = 0; round < 5; round++) {
        const ana = await createAccount(server.app);
        const jellyfin = await mediaServerOf(server.app, ana.userId, 'jellyfin');
        const emby = await mediaServerOf(server.app, ana.userId, 'emby');
        const answers = await Promise.all([
          server.app.inject({ method: 'POST', url: jellyfin.path, payload: fixture('jellyfin-movie-complete') }),
          second.inject({ method: 'POST', url: emby.path, payload: fixture('emby-movie-stop-complete') }),
        ]);
        expect(answers.map((answer) => answer.json<HookAnswer>().outcome).sort(), `round ${round}`).toEqual(['duplicate', 'watched']);
        const entry = await findEntryOfMedia(server.app.database.db, ana.userId, movie);
        expect(await listReadings(server.app.database.db, entry ? [entry.usermediaId] : [])).toHaveLength(1);
      }
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
