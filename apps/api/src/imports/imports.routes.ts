import { IMPORT_MAX_FILE_BYTES, ImportJobSchema, ImportUndoSchema, ImportResolutionSchema, ImportRowSchema, ImportRowsPageSchema, ImportRowsQuerySchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors, PathIdSchema } from '../http/schemas';
import { findOwnJob, insertJob, listJobs, loadJob, rowsPage } from './import-jobs.repository';
import { IMPORT_NOT_FOUND, resolveRow } from './review';
import { undoImport } from './undo';
import { parseUpload, readImportUpload } from './upload';
import { currentUser, signedIn } from '../plugins/auth';

const tags = ['imports'];
const JobParams = z.object({ id: PathIdSchema });
const RowParams = z.object({ id: PathIdSchema, rowId: PathIdSchema });

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Someone else's job answers 404, not 403: the client signs out on any 403.
  const requireOwnJob = async (userId: number, jobId: number) => {
    const job = await findOwnJob(db, userId, jobId);
    if (!job) throw notFound(IMPORT_NOT_FOUND);
    return job;
  };

  app.post(
    '/imports',
    {
      onRequest: signedIn,
      bodyLimit: IMPORT_MAX_FILE_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a file to import',
        description:
          'multipart/form-data with a `source` field (shelfmark, goodreads, storygraph, letterboxd, imdb, trakt, hardcover, yamtrack, ryot) and one `file` of at most 20 MB: a Shelfmark JSON export, a Goodreads, StoryGraph, IMDb (ratings, list or watchlist), Hardcover or Yamtrack CSV, a Letterboxd export zip or import CSV, a Trakt export zip or a Ryot JSON export (docs/import-export.md). Rows are matched by their ids at other services (IMDb, TMDB, TheTVDB…) first, then ISBN, then title; episode plays (Trakt, Yamtrack, Ryot) become episode watches with their dates. The whole file is read and checked first; a file that cannot be used is refused with 400 (wrong format, missing columns, broken quoting, not a zip, a zip that unpacks too large) and nothing is stored. Answers 202 with the queued job, which a background worker then works through.',
        consumes: ['multipart/form-data'],
        response: { 202: ImportJobSchema, ...errors(400, 401, 406, 413) },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const upload = await readImportUpload(request);
      const parsed = await parseUpload(upload);
      const job = await insertJob(db, viewer.userId, upload.source, upload.fileName.slice(0, 255), parsed);
      const queued = await loadJob(db, job);
      app.importWorker.wake();
      return reply.code(202).send(queued);
    },
  );

  app.post(
    '/imports/:id/undo',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Undo a whole import',
        description:
          'Every record the import created is removed and every field it changed goes back to its value before, from what the import recorded row by row; whatever the user changed after the import is kept and listed in `kept`. A running import stops (its batch in progress finishes first; rows not yet read are skipped). The job becomes `undone`; its rows in review can no longer be resolved (409). Undoing again changes nothing.',
        params: JobParams,
        response: { 200: ImportUndoSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await requireOwnJob(currentUser(request).userId, request.params.id);
      const { undone, removedCovers } = await undoImport(db, job.userId, job.jobId);
      // A cover goes with its record: left behind, it would stop the user who adds the item again from setting its first cover.
      await Promise.all(removedCovers.map((name) => app.covers.remove(name)));
      return undone;
    },
  );

  app.get(
    '/imports',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'The caller’s imports, newest first', response: { 200: z.array(ImportJobSchema), ...errors(401) } },
    },
    async (request) => listJobs(db, currentUser(request).userId),
  );

  app.get(
    '/imports/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'One import: status, progress and counts',
        description:
          'processed of total rows are done; counts say what became of them; while it runs, rowsPerSecond and estimatedSecondsLeft give the pace and an estimate of the time left, and rows already in review can be resolved. 404 for another user’s import.',
        params: JobParams,
        response: { 200: ImportJobSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      return loadJob(db, await requireOwnJob(currentUser(request).userId, request.params.id));
    },
  );

  app.get(
    '/imports/:id/rows',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The rows of an import, in file order',
        description:
          'state filters (review for the inbox; imported with outcome=matched for the rows matched, each with its confidence); page from 1, pageSize ≤ 100 (25). Rows in review carry candidates, best first. The inbox fills while the job runs.',
        params: JobParams,
        querystring: ImportRowsQuerySchema,
        response: { 200: ImportRowsPageSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const job = await requireOwnJob(currentUser(request).userId, request.params.id);
      return rowsPage(db, job.jobId, request.query);
    },
  );

  app.post(
    '/imports/:id/rows/:rowId/resolve',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Decide a row of the review inbox',
        description:
          '{action: match, mediaID} imports the row to that record; {action: create} creates the catalogue record from the row by the Add Media rules, filled from the metadata look-up when the server has it on (LOOKUP_IN_IMPORTS), and librarians find it in the media request queue to check and imports to it; {action: skip} skips it. Answers the updated row; the job becomes done when its inbox is empty. 409 when the row is not in review.',
        params: RowParams,
        body: ImportResolutionSchema,
        response: { 200: ImportRowSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => resolveRow(db, currentUser(request), request.params.id, request.params.rowId, request.body, (row) => app.lookup.fill(row)),
  );
};
