import { Readable } from 'node:stream';
import { ExportQuerySchema } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { unauthorized } from '../errors';
import { errors } from '../http/schemas';
import { exportArchive } from './export/archive';
import { exportGoodreads } from './export/goodreads';
import { exportLetterboxd } from './export/letterboxd';
import { exportSpreadsheet } from './export/spreadsheet';
import { currentUser, signedIn } from '../plugins/auth';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/export',
    {
      onRequest: signedIn,
      schema: {
        tags: ['imports'],
        summary: 'Download everything on the caller’s shelf',
        description:
          'format=json (default): the versioned Shelfmark archive (version 2, docs/import-export.md) with library entries, readings, journal, tags, favourites, song and episode watches, recommendations and the catalogue records they name (with their episodes and ids at other services); it imports back with source shelfmark, as do version 1 archives. format=csv: one row per library entry, for spreadsheets (Episodes Watched among its columns). format=goodreads: the books, in the 24-column CSV Goodreads itself exports (Goodreads and the tools that read its format import it). format=letterboxd: the films seen, in the CSV Letterboxd imports (Title, Year, Rating, WatchedDate, Rewatch, Review, Tags, tmdbID, imdbID; one line per watch). Streamed as an attachment named shelfmark-<username>-<YYYY-MM-DD>.json or .csv (-goodreads.csv, -letterboxd.csv).',
        querystring: ExportQuerySchema,
        response: { 200: z.any().describe('The archive or the CSV, as an attachment'), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.userId, viewer.userId));
      if (!user) throw unauthorized();
      const now = new Date();
      const { format } = request.query;
      const day = now.toISOString().slice(0, 10);
      const fileName =
        format === 'json' || format === 'csv' ? `shelfmark-${user.username}-${day}.${format}` : `shelfmark-${user.username}-${day}-${format}.csv`;
      const chunks = {
        json: () => exportArchive(db, { userId: viewer.userId, username: user.username }, now),
        csv: () => exportSpreadsheet(db, viewer.userId),
        goodreads: () => exportGoodreads(db, viewer.userId),
        letterboxd: () => exportLetterboxd(db, viewer.userId),
      }[format]();
      reply
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .type(format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8');
      return reply.send(Readable.from(chunks));
    },
  );
};
