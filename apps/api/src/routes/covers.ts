import { API_MESSAGES, CoverNameSchema, CoverUploadedSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, withRole } from '../plugins/auth';
import { coverNameFor, readCoverUpload } from '../services/covers';

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
          'file is the cover name, with or without .jpg: a book’s ISBN, or MOVIE, TV, ALBUM or VIDEOGAME plus the media id. Cached for a day, revalidated by ETag; 404 when the item has no cover.',
        security: [],
        params: FileParams,
        response: { 200: z.any().describe('The image, as image/jpeg'), 304: NoContentSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const cover = await app.covers.read(request.params.file);
      if (!cover) throw notFound(API_MESSAGES.coverNotFound);
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', cover.etag);
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === cover.etag) return reply.code(304).send(null);
      return reply.type('image/jpeg').send(cover.data);
    },
  );
};

export const coverUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/covers',
    {
      onRequest: withRole('admin', 'librarian'),
      schema: {
        tags: ['covers'],
        summary: 'Upload a cover (admin, librarian)',
        description:
          'multipart/form-data with one file: a JPEG (checked by its content, and named .jpg) of at most 5 MB. The cover name is the `name` field or else the file name without .jpg: a book’s ISBN (ISBN-10 or ISBN-13), or MOVIE, TV, ALBUM or VIDEOGAME plus the media id. It must name an existing item of that type. Other fields (upload_preset, tags) are accepted and ignored. Replaces an earlier cover.',
        consumes: ['multipart/form-data'],
        response: { 201: CoverUploadedSchema, ...errors(400, 401, 403, 404, 406, 413) },
      },
    },
    async (request, reply) => {
      const upload = await readCoverUpload(request);
      const name = await coverNameFor(app.database.db, currentUser(request), upload.name);
      await app.covers.save(name, upload.data);
      return reply.code(201).send({ name, url: `/covers/${name}.jpg` });
    },
  );
};
