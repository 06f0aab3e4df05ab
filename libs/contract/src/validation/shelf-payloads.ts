import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { PartialDateSchema } from '../partial-dates';
import { ReadingStatusSchema } from '../entities/reading';
import { IdSchema } from '../entities/ids';
import { MESSAGES } from '../messages';
import { MAX_WHOLE_NUMBER, TagValueSchema } from './media-fields';
import { VALIDATION_MESSAGES } from './messages';

/** Today ends first at UTC+14; a server cannot know the user's zone, so it allows that far. */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * A reading date as the API checks it: an ISO date or date-time, or a partial date (a year
 * "2019" or a month "2019-06", kept with its precision), that is not later than today
 * anywhere on Earth. Forms check the stricter ReadingDateSchema in the user's zone.
 */
export function apiReadingDateSchema(now: () => Date = () => new Date()) {
  return z.union([IsoDateSchema, IsoDateTimeSchema, PartialDateSchema]).refine((value) => {
    const latest = new Date(now().getTime() + LATEST_ZONE_MS);
    // A year or a month is not in the future while its first day is not.
    if (PartialDateSchema.safeParse(value).success) return value <= latest.toISOString().slice(0, value.length);
    if (IsoDateSchema.safeParse(value).success) return value <= latest.toISOString().slice(0, 10);
    return new Date(value) <= latest;
  }, VALIDATION_MESSAGES.readingDateInFuture);
}

const readingDate = apiReadingDateSchema();

/** Body of PATCH /readings/end/{id}. */
export const ReadingEndSchema = z.object({ end: readingDate, status: ReadingStatusSchema });
export type ReadingEnd = z.infer<typeof ReadingEndSchema>;

/** Body of PATCH /readings/{id}; end null reopens the reading as the current one. */
export const ReadingUpdateSchema = z.object({
  readingID: IdSchema.optional(),
  start: readingDate,
  end: readingDate.nullable(),
});
export type ReadingUpdate = z.infer<typeof ReadingUpdateSchema>;

/**
 * Body of POST /readings/{usermediaID}: a past reading. The end is required; a start left out
 * (null) is unknown and taken as the end. Either may be a year or a month only.
 */
export const ReadingCreateSchema = z.object({
  start: readingDate.nullable().default(null),
  end: readingDate,
  status: ReadingStatusSchema.default('read'),
});
export type ReadingCreate = z.input<typeof ReadingCreateSchema>;

const page = z
  .number(VALIDATION_MESSAGES.wholeNumber)
  .int(VALIDATION_MESSAGES.wholeNumber)
  .min(0, VALIDATION_MESSAGES.notNegative)
  .max(MAX_WHOLE_NUMBER, VALIDATION_MESSAGES.numberTooLarge);

/** Body of POST /entries/{usermediaID}. readingID 0 or null: the entry belongs to no reading. */
export const EntryCreateSchema = z.object({
  title: z.string().trim().max(200, VALIDATION_MESSAGES.tooLong).default(''),
  body: z.string().trim().min(1, VALIDATION_MESSAGES.entryBodyRequired).max(100_000, VALIDATION_MESSAGES.tooLong),
  time: IsoDateTimeSchema.optional(),
  page: page.nullish(),
  readingID: z.number().int().min(0).max(MAX_WHOLE_NUMBER).nullish(),
});
export type EntryCreate = z.infer<typeof EntryCreateSchema>;

/** Body of PATCH /entries/{entryID}. */
export const EntryUpdateSchema = EntryCreateSchema.omit({ time: true });
export type EntryUpdate = z.infer<typeof EntryUpdateSchema>;

const mediaBId = z.number(MESSAGES.noBookSelected).int(MESSAGES.noBookSelected).positive(MESSAGES.noBookSelected).max(MAX_WHOLE_NUMBER);

/**
 * Body of POST /recommendations. mediaB is a media id or a media object; reciprocal also
 * records the recommendation the other way round.
 */
export const RecommendationCreateSchema = z.object({
  mediaA: IdSchema,
  mediaB: z
    .union([mediaBId, z.object({ mediaID: mediaBId })], MESSAGES.noBookSelected)
    .transform((value) => (typeof value === 'number' ? value : value.mediaID)),
  note: z.string().max(2_000, VALIDATION_MESSAGES.tooLong).nullish(),
  reciprocal: z.boolean().optional(),
});
export type RecommendationCreate = z.input<typeof RecommendationCreateSchema>;

/** Query of POST /tags. */
export const TagCreateQuerySchema = z.object({ tagValue: TagValueSchema });

/** Body of PATCH /tags/{id}: the tag's new value, with the rules of a new one. */
export const TagRenameSchema = z.object({ tagValue: TagValueSchema });
export type TagRename = z.infer<typeof TagRenameSchema>;

/** Body of PATCH /usersubmedias/{id}. */
export const UserSubmediaPatchSchema = z.object({ favorited: z.boolean() });
