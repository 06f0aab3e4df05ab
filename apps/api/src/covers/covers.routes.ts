import { API_MESSAGES, CoverNameSchema, CoverUploadedSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasCover } from './cover-store';
import { notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, withRole } from '../plugins/auth';
import { checkMayUploadCover, coverTargetFor, readCoverUpload } from './covers.service';

/** `missing=empty`: the page asking treats no cover as normal (spec section 3), so it is answered 204, not a 404 error. */
const FileQuery = z.object({ missing: z.enum(['empty']).optional() });

const FileParams = z.object({
  file: z
    .string()
    .transform((file) => file.replace(/\.jpg$/, ''))
    .pipe(CoverNameSchema),
});

/** GET /covers/{name}.jpg, public: mounted at the root and under /api/v1. */
export const coverFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/covers/:file',
    {
      schema: {
        tags: ['covers'],
        summary: 'A cover image (JPEG), without sign-in',
        description:
          'file is the cover name, with or without .jpg: a book’s ISBN, or MOVIE, TV, ALBUM or VIDEOGAME plus the media id. Cached for a day, revalidated by ETag; 404 when the item has no cover, or 204 with missing=empty (the web app asks so: a missing cover is not an error there, and browsers log every 404 as one).',
        security: [],
        params: FileParams,
        querystring: FileQuery,
        response: { 200: z.any().describe('The image, as image/jpeg'), 204: NoContentSchema, 304: NoContentSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const cover = await app.covers.open(request.params.file, request.headers['if-none-match']);
      if (!cover && request.query.missing === 'empty') {
        // Not cached: the cover may be uploaded at any moment.
        return reply.code(204).header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin').send(null);
      }
      if (!cover) throw notFound(API_MESSAGES.coverNotFound);
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', cover.etag);
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!cover.body) return reply.code(304).send(null);
      return reply.type('image/jpeg').header('Content-Length', cover.size).send(cover.body);
    },
  );
};

export const coverUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/covers',
    {
      onRequest: withRole('admin', 'librarian', 'user'),
      schema: {
        tags: ['covers'],
        summary: 'Upload a cover (admin, librarian; a user for an item they added)',
        description:
          'multipart/form-data with one file: a JPEG (checked by its content, and named .jpg) of at most 5 MB. The cover name is the `name` field or else the file name without .jpg: a book’s ISBN (ISBN-10 or ISBN-13), or MOVIE, TV, ALBUM or VIDEOGAME plus the media id. It must name an existing item of that type. Other fields (upload_preset, tags) are accepted and ignored. Replaces an earlier cover. Librarians and admins set any cover; a user only the first cover of an item they added themselves (403 otherwise).',
        consumes: ['multipart/form-data'],
        response: { 201: CoverUploadedSchema, ...errors(400, 401, 403, 404, 406, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readCoverUpload(request);
      const uploader = currentUser(request);
      const target = await coverTargetFor(app.database.db, uploader, upload.name);
      checkMayUploadCover(uploader, target, await hasCover(app.covers, target.name));
      await app.covers.save(target.name, upload.data);
      return reply.code(201).send({ name: target.name, url: `/covers/${target.name}.jpg` });
    },
  );
};
