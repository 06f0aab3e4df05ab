import { createHash } from 'node:crypto';
import type { CalendarFeed } from '@shelfmark/contract';
import { trimSlash } from '../http/public-url';
import type { FeedRecord } from './feeds';

export function feedUrl(publicUrl: string, secret: string): string {
  return `${trimSlash(publicUrl)}/api/v1/calendar/feed/${secret}.ics`;
}

export function feedAnswer(publicUrl: string, feed: FeedRecord): CalendarFeed {
  return { url: feedUrl(publicUrl, feed.secret), createdAt: feed.createdAt.toISOString(), lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null };
}

/** A short tag for the UIDs of a feed's events: stable while its secret stands, and telling nothing about the secret. */
export const uidTagOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 12);
