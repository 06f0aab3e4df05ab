import { API_MESSAGES, coverName, MediaCreatedSchema, MediaCreateSchema, MediaSchema, MediaUpdateSchema, mayWriteRestricted } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../errors';
import { errors, idParams } from '../http/schemas';
import { allowedTo, currentUser, signedIn, withRole } from '../plugins/auth';
import { findAddedBy } from './media-added-by.repository';
import { loadOneMedia, loadVisibleMedia } from './media-loader.repository';
import { insertMedia, updateMedia } from './media-writer.repository';
import { findRole } from '../auth/roles';
import { mediaAddLimit } from './add-limits';
import { requireVisibleMedia } from './media-access.repository';
import type { AuthUser } from '../auth/session-tokens';

const editors = allowedTo('editMedia');
/** Any signed-in user, with the role read from the database (for the Restricted check and the limit). */
const anyRole = withRole('admin', 'librarian', 'user');

/** Whether the viewer is staff now (the database's role, not a token's that may predate a demotion). */
async function isStaff(db: Db, viewer: AuthUser): Promise<boolean> {
  if (viewer.role === 'user') return false;
  const role = await findRole(db, viewer.userId);
  return role === 'admin' || role === 'librarian';
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/medias/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['medias'],
        summary: 'A media item',
        description:
          'tags are the caller’s own tags on the item; submedia carry the caller’s usersubmediaID and favourite when the item is in their library. Restricted items are 404 except to the admin and to users who already have them in their library. Librarians and admins also get addedBy {userID, username}, who added the item (null when unknown); others never get the field.',
        params: idParams('id'),
        response: { 200: MediaSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const id = request.params.id;
      // One statement loads the item if the viewer may see it; staff also get who added it.
      const [found, addedBy] = await Promise.all([
        loadVisibleMedia(db, id, viewer),
        isStaff(db, viewer).then((staff) => (staff ? findAddedBy(db, id) : undefined)),
      ]);
      if (!found) throw notFound(API_MESSAGES.mediaNotFound);
      return addedBy === undefined ? found : { ...found, addedBy };
    },
  );

  app.post(
    '/medias',
    {
      onRequest: anyRole,
      preHandler: app.userAddLimit(mediaAddLimit(app.config.mediaAddLimit)),
      schema: {
        tags: ['medias'],
        summary: 'Add a media item (any signed-in user)',
        description:
          'creators are creator ids (the first one sorts the item), genreIDs genre ids. Only the admin may set restricted (403 for anyone else). isbn is for books only and unique (ISBN-10 and ISBN-13 of one book count as the same). submedia, optional, lists songs or episodes by number. The caller is recorded as the one who added it (shown to librarians and admins). A user (not a librarian or admin) may add MEDIA_ADD_LIMIT items an hour (default 20); past that, 429 with a message saying when to try again.',
        body: MediaCreateSchema,
        response: { 201: MediaCreatedSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const adder = currentUser(request);
      if (!mayWriteRestricted(adder.role, request.body.restricted, false)) throw forbidden(API_MESSAGES.restrictedAdminOnly);
      const mediaID = await db.transaction((tx) => insertMedia(tx, request.body, adder.userId));
      // A new record has no cover: one under its name (an ISBN) outlived an earlier record of the
      // book, from before covers went with their record, and would keep its adder from setting the first.
      const cover = coverName({ type: request.body.type, mediaID, isbn: request.body.isbn ?? null });
      if (cover) await app.covers.remove(cover);
      return reply.code(201).send({ mediaID });
    },
  );

  app.patch(
    '/medias/:id',
    {
      onRequest: editors,
      schema: {
        tags: ['medias'],
        summary: 'Edit a media item (admin, librarian)',
        description:
          'Any of the fields of creation: those given change, each checked as on creation; those left out keep their values (creators, genreIDs and submedia, when given, become the whole list; submedia are matched by number, so favourites survive). type and isbn cannot change: sent, they must be the item’s own (400 otherwise). Only the admin may change restricted (anyone else leaves it out or sends the item’s own value; 403 otherwise). Answers the updated item, with addedBy as GET gives it to staff.',
        params: idParams('id'),
        body: MediaUpdateSchema,
        response: { 200: MediaSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const editor = currentUser(request);
      const current = await requireVisibleMedia(db, request.params.id, editor);
      if (!mayWriteRestricted(editor.role, request.body.restricted, current.restricted)) throw forbidden(API_MESSAGES.restrictedAdminOnly);
      await db.transaction((tx) => updateMedia(tx, request.params.id, request.body));
      const [updated, addedBy] = await Promise.all([loadOneMedia(db, request.params.id, editor.userId), findAddedBy(db, request.params.id)]);
      if (!updated) throw notFound(API_MESSAGES.mediaNotFound);
      return { ...updated, addedBy };
    },
  );
};
