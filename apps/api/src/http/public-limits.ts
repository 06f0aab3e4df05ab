import { YEAR_SHARE_MESSAGES } from '@shelfmark/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Limits on the calls anyone may make without signing in (share pages, their covers, calendar
 * feeds), per client address, in the app's shared counting store. A page of a shared shelf
 * shows up to 48 covers, so covers get more room than pages.
 */
export const PUBLIC_LIMITS = {
  sharePage: { name: 'public-share-page', max: 120 },
  shareCover: { name: 'public-share-cover', max: 1200 },
  calendarFeed: { name: 'calendar-feed', max: 60 },
} as const;

export type PublicLimit = keyof typeof PUBLIC_LIMITS;

/** A preHandler refusing with 429 and Retry-After once an address has used up a limit's minute. */
export function limitByAddress(app: FastifyInstance, limit: PublicLimit) {
  const { name, max } = PUBLIC_LIMITS[limit];
  const counter = app.attemptCounter(name, max, 60_000);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const waitMs = await counter.hit(request.ip);
    if (waitMs === 0) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('Retry-After', String(seconds));
    throw Object.assign(new Error(YEAR_SHARE_MESSAGES.tooManyRequests(seconds)), { statusCode: 429 });
  };
}

/** Pages and files for whoever holds a link, not for search engines or archives. */
export const NOINDEX = 'noindex, nofollow, noarchive';
