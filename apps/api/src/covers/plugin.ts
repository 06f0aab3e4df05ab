import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { CoverStoreConfig } from '../config/config';
import type { CoverStore } from './cover-store';
import { coverFilesIn, coversFolder, openCoverStore } from './open-cover-store';

const MAX_COVER_BYTES = 5 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    covers: CoverStore;
  }
}

/**
 * The image host: covers in the configured store (files under DATA_DIR/covers, rows of the
 * PostgreSQL database, or an S3 bucket), and multipart uploads of one file of at most 5 MB.
 */
export const coversPlugin = fp<{ dataDir: string; store: CoverStoreConfig }>(
  async (app, { dataDir, store: config }) => {
    const store = await openCoverStore(config, dataDir, app.database.db);
    app.decorate('covers', store);
    app.addHook('onClose', async () => store.close());
    if (store.kind !== 'disk' && !dataDir.startsWith('memory://')) {
      const left = await coverFilesIn(coversFolder(dataDir));
      if (left.length > 0) {
        app.log.warn(
          `${left.length} covers are still files in ${coversFolder(dataDir)}, but covers are now kept in the ${store.kind} store: ` +
            'move them with `npm run covers -- migrate` (the same settings as the server)',
        );
      }
    }
    await app.register(multipart, { limits: { fileSize: MAX_COVER_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
  },
  { name: 'covers', dependencies: ['database'] },
);
