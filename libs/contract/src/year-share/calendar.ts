import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { MediaTypeSchema } from '../media-types';
import { DatePrecisionSchema } from '../partial-dates';

/** An item on the user's Watch List ("Not Out Yet" for films and TV) with a publication date from today on. */
export const CalendarReleaseSchema = z.object({
  mediaID: IdSchema,
  type: MediaTypeSchema,
  title: z.string(),
  creators: z.string(),
  isbn: z.string().nullable(),
  publication: IsoDateSchema,
  /** A release known only to the year or month (publication is its first day); absent: the day. */
  publicationPrecision: DatePrecisionSchema.optional(),
});
export type CalendarRelease = z.infer<typeof CalendarReleaseSchema>;

/** The user's iCalendar feed: a secret address that any calendar app can subscribe to without signing in. */
export const CalendarFeedSchema = z.object({
  /** Absolute https or http address of the .ics file. */
  url: z.string(),
  createdAt: IsoDateTimeSchema,
  /** When a calendar app last fetched the feed; null until one has. */
  lastFetchedAt: IsoDateTimeSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarSchema = z.object({
  /** By publication date, then title. */
  releases: z.array(CalendarReleaseSchema),
  /** Null until the user creates a feed, and again once they revoke it. */
  feed: CalendarFeedSchema.nullable(),
});
export type Calendar = z.infer<typeof CalendarSchema>;

/** How far back the feed keeps releases that came out while still on the Watch List, so they stay in calendar apps a while. */
export const FEED_PAST_DAYS = 90;

/** A calendar app's address for a feed: the same URL on the webcal scheme. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
