import { type ContinueWatchingItem, ContinueWatchingSchema, WatchMarkSchema, WatchResultSchema, WatchUnmarkSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, idParams } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { createShelfCache } from '../library/shelf-cache';
import { continueWatching } from './continue-watching.repository';
import { markWatches, unmarkWatches } from './watches.repository';

const tags = ['episodes'];
const selection =
  'Name the songs or episodes with exactly one of submediaIDs (a list), through (every one up to and including it, in season and episode order, specials last) or season (a whole season; 0 holds the specials); one that is not the item\'s is a 404.';

export const watchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Home asks on every visit; the list changes with the shelf (a mark moves its version) or an edit of a show's episodes (which moves its watchers' versions).
  const continueWatchingCache = createShelfCache<ContinueWatchingItem[]>();

  app.post(
    '/medias/:mediaID/watches',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Mark songs or episodes watched (listened to)',
        description: `${selection} They are marked in the caller's current reading of the item; an item not on their shelf is added, and without a current reading the item moves to Currently Watching (Listening), which starts one (a rewatch of a finished show is a new reading). date: a day or a date-time, not later than today; left out, now. Already marked ones keep their date. progress becomes the episodes marked in the reading (specials aside); allWatched says every one is, the moment to offer marking the item finished (never done here).`,
        params: idParams('mediaID'),
        body: WatchMarkSchema,
        response: { 200: WatchResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => markWatches(db, currentUser(request), request.params.mediaID, request.body),
  );

  app.delete(
    '/medias/:mediaID/watches',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Unmark songs or episodes',
        description: `${selection} They are unmarked in the caller's current reading (409 without one); earlier readings keep their marks. 404 when the item is not on the caller's shelf.`,
        params: idParams('mediaID'),
        body: WatchUnmarkSchema,
        response: { 200: WatchResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => unmarkWatches(db, currentUser(request), request.params.mediaID, request.body),
  );

  app.get(
    '/continue-watching',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'TV shows in progress and their next episodes',
        description:
          "The caller's TV shows being watched (Currently Watching, with an episode left), the last watched first, at most 20: each with its next episode (after the furthest one watched in the current reading, or else the first left unwatched; specials aside), the one after it, and isNew when the next episode aired after the last watch.",
        response: { 200: ContinueWatchingSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return continueWatchingCache.get(db, userId, 'continue-watching', () => continueWatching(db, userId));
    },
  );
};
