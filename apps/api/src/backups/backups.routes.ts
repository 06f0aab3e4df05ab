import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { BackupsOverviewSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { allowedTo } from '../plugins/auth';

const tags = ['admin'];

/** Said on the admin screen when the file cannot hold the covers. */
const S3_COVERS_NOTE = 'Covers are kept in S3 and are not in the backup file: back the bucket up with your S3 provider’s tools.';

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/backups',
    {
      onRequest: allowedTo('manageBackups'),
      schema: {
        tags,
        summary: 'The backups of this installation and their schedule (admin)',
        description:
          'Where backups are kept (BACKUP_DIR), the schedule (every day when on, keeping the newest of the last BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks), the newest backup and every one kept, newest first.',
        response: { 200: BackupsOverviewSchema, ...errors(401, 403) },
      },
    },
    async () => {
      const backups = await app.backups.list();
      return {
        directory: app.config.backups.dir ?? null,
        schedule: app.backups.schedule,
        last: backups[0] ?? null,
        backups,
        coversNote: app.config.covers.kind === 's3' ? S3_COVERS_NOTE : null,
      };
    },
  );

  app.post(
    '/admin/backups',
    {
      onRequest: allowedTo('manageBackups'),
      schema: {
        tags,
        summary: 'Make a backup now and download it (admin)',
        description:
          'Makes a backup of the whole installation (the database as one consistent snapshot, the disk store’s covers, a manifest of checksums), keeps it in BACKUP_DIR like the scheduled ones, and answers it as an attachment (application/gzip, a tar). Restore it with `npm run restore <file>`.',
        response: { 200: z.any().describe('The backup file, a gzip-compressed tar, as an attachment'), ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      const made = await app.backups.makeNow();
      reply
        .header('Content-Disposition', `attachment; filename="${basename(made.file)}"`)
        .header('Content-Length', made.bytes)
        .header('Cache-Control', 'no-store')
        .type('application/gzip');
      return reply.send(createReadStream(made.file));
    },
  );
};
