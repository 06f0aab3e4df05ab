import { CalendarFeedSchema, CalendarSchema, FEED_PAST_DAYS, YEAR_SHARE_MESSAGES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shownAddress, type RequestAddress } from '../http/public-url';
import { feedAnswer, uidTagOf } from './feed-url';
import { deleteFeed, fetchFeedOwner, findFeedOf, isFeedSecretShaped, replaceFeed } from './feeds';
import { renderReleaseFeed } from './icalendar';
import { utcDay, watchListReleases } from './releases';
import { notFound } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { currentUser, signedIn } from '../plugins/auth';
import { limitByAddress, NOINDEX } from '../http/public-limits';

const tags = ['calendar'];

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const publicUrl = (request: RequestAddress) => shownAddress(app.config, request);

  app.get(
    '/calendar',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Upcoming releases on the user’s Watch List, and their calendar feed',
        description:
          'releases: the items with status watch (Watch List; Not Out Yet for films and TV) whose publication date is today (UTC) or later, by date, then title. feed: the address of the user’s iCalendar feed, or null when they have none.',
        response: { 200: CalendarSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const [releases, feed] = await Promise.all([watchListReleases(db, userId, utcDay(new Date())), findFeedOf(db, userId)]);
      return { releases, feed: feed ? feedAnswer(publicUrl(request), feed) : null };
    },
  );

  app.post(
    '/calendar/feed',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create the calendar feed, or give it a new address',
        description: 'Answers the feed with a new secret address; the previous address, if any, stops working at once. No body.',
        response: { 201: CalendarFeedSchema, ...errors(401) },
      },
    },
    async (request, reply) => reply.code(201).send(feedAnswer(publicUrl(request), await replaceFeed(db, currentUser(request).userId))),
  );

  app.delete(
    '/calendar/feed',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Revoke the calendar feed',
        description: 'The feed’s address stops working (404). Answers 204 whether or not there was a feed.',
        response: { 204: NoContentSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      await deleteFeed(db, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/feed/:secret.ics',
    {
      preHandler: limitByAddress(app, 'calendarFeed'),
      schema: {
        tags,
        summary: 'The iCalendar feed of upcoming releases, without sign-in',
        description: `text/calendar (RFC 5545): one all-day event per Watch List item with a publication date from ${FEED_PAST_DAYS} days ago on, for calendar apps to subscribe to. The secret address is the only key: 404 once it is revoked or replaced. At most 60 requests a minute per address (429).`,
        security: [],
        params: z.object({ secret: z.string() }),
        response: { 200: z.string().describe('The calendar, as text/calendar'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { secret } = request.params;
      const userId = isFeedSecretShaped(secret) ? await fetchFeedOwner(db, secret) : null;
      reply.header('X-Robots-Tag', NOINDEX);
      if (userId === null) throw notFound(YEAR_SHARE_MESSAGES.feedNotFound);
      const now = new Date();
      const releases = await watchListReleases(db, userId, utcDay(now, FEED_PAST_DAYS));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .header('Content-Disposition', 'inline; filename="shelfmark-releases.ics"')
        .send(renderReleaseFeed({ releases, now, publicUrl: publicUrl(request), uidTag: uidTagOf(secret) }));
    },
  );
};
