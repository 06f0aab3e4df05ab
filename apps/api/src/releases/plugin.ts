import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREA_NAMES, type AreaName } from '@shelfmark/contract';
import fp from 'fastify-plugin';
import { openReleaseStore, type ReleaseStore } from './release-store';
import { createRolloutCache } from './rollout-cache';
import { serveReleases } from './serve-releases';

export interface Releases {
  store: ReleaseStore;
  /** Remotes whose REMOTE_<NAME>_URL is set: a fixed location whatever their rollout says. */
  fixed: ReadonlySet<AreaName>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: Releases;
  }
}

/** The remotes' releases (ADR 0043): their store, served at /releases/<remote>@<version>/, and the rollouts every page is written with. */
export const releasesPlugin = fp(
  async (app) => {
    const { config } = app;
    const throwaway = config.dataDir.startsWith('memory://') ? await mkdtemp(join(tmpdir(), 'shelfmark-releases-')) : undefined;
    const store = await openReleaseStore(config.covers, config.dataDir, throwaway);
    const rollouts = await createRolloutCache(app);
    const fixed = new Set(AREA_NAMES.filter((name) => config.remoteManifests[name] !== `/remotes/${name}/mf-manifest.json`));
    app.decorate('releases', { store, fixed });
    app.decorate('remoteRollouts', { current: () => rollouts.current(), fixed });
    app.addHook('onClose', async () => {
      await rollouts.stop();
      await store.close();
      if (throwaway) await rm(throwaway, { recursive: true, force: true });
    });
    serveReleases(app, store);
  },
  { name: 'releases', dependencies: ['database'] },
);
