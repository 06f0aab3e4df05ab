import fp from 'fastify-plugin';
import { coversFolder } from '../covers/open-cover-store';
import { BackupKeeper } from './backup-keeper.service';
import { controlSocketPath, listenForLocalBackups } from './control-socket';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupKeeper;
  }
}

/**
 * Backups of this installation (docs/adr/0033-backups.md): made on demand and, when scheduled,
 * every day. On the embedded database the server also listens on a local socket in DATA_DIR for
 * `npm run backup`, as no other process may open the database while it runs.
 */
export const backupsPlugin = fp<{ migrationsFolder: string }>(
  async (app, { migrationsFolder }) => {
    const { config } = app;
    const dataDir = config.dataDir.startsWith('memory://') ? undefined : config.dataDir;
    const keeper = new BackupKeeper({
      source: {
        db: app.database.db,
        kind: app.database.kind,
        migrationsFolder,
        coverStore: config.covers.kind,
        coversDir: config.covers.kind === 'disk' && dataDir ? coversFolder(dataDir) : undefined,
        dataDir,
      },
      dir: config.backups.dir,
      scheduled: config.backups.scheduled,
      keepDaily: config.backups.keepDaily,
      keepWeekly: config.backups.keepWeekly,
      log: { info: (message) => app.log.info(message), error: (error, message) => app.log.error({ err: error }, message) },
    });
    app.decorate('backups', keeper);
    let closeSocket: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      if (app.database.kind === 'pglite' && dataDir) {
        closeSocket = await listenForLocalBackups(controlSocketPath(dataDir), async () => {
          const made = await keeper.makeNow();
          return { file: made.file, bytes: made.bytes };
        });
      }
      keeper.start();
    });
    app.addHook('onClose', async () => {
      await closeSocket?.();
      await keeper.stop();
    });
  },
  { name: 'backups', dependencies: ['database'] },
);
