import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from '../date-schemas';
import { calendarDay, toIsoDate } from '../dates';
import { RATING_MAX, TAG_MAX_LENGTH } from '../limits';
import { VALIDATION_MESSAGES } from './messages';
import { progressError } from './progress';

/** 0 means no rating: clicking the current star clears it. */
export const RatingSchema = z
  .number(VALIDATION_MESSAGES.ratingRange)
  .int(VALIDATION_MESSAGES.ratingRange)
  .min(0, VALIDATION_MESSAGES.ratingRange)
  .max(RATING_MAX, VALIDATION_MESSAGES.ratingRange);

/** Progress is the current page, between 0 and the item's numPages (the rule of progressError). */
export function progressSchema(numPages: number) {
  return z
    .number(VALIDATION_MESSAGES.progressRange)
    .refine((value) => progressError(value, numPages) === null, VALIDATION_MESSAGES.progressRange);
}

/** The largest whole number the database stores in these fields. */
export const MAX_WHOLE_NUMBER = 2_147_483_647;

/** Number of Pages, Length, Seasons, Start Year and End Year. */
export const NonNegativeIntSchema = z
  .number(VALIDATION_MESSAGES.wholeNumber)
  .int(VALIDATION_MESSAGES.wholeNumber)
  .min(0, VALIDATION_MESSAGES.notNegative)
  .max(MAX_WHOLE_NUMBER, VALIDATION_MESSAGES.numberTooLarge);

/** Number of Episodes has no minimum. */
export const NumEpisodesSchema = z
  .number(VALIDATION_MESSAGES.wholeNumber)
  .int(VALIDATION_MESSAGES.wholeNumber)
  .min(-MAX_WHOLE_NUMBER - 1, VALIDATION_MESSAGES.numberTooLarge)
  .max(MAX_WHOLE_NUMBER, VALIDATION_MESSAGES.numberTooLarge);

export const CoverFileNameSchema = z.string().regex(/\.jpg$/i, VALIDATION_MESSAGES.coverNotJpg);

export const TagValueSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.tagEmpty)
  .max(TAG_MAX_LENGTH, VALIDATION_MESSAGES.tagTooLong);

/** A reading's start or end: an ISO date or date-time, no later than today (checked at parse time). */
export function readingDateSchema(now: () => Date = () => new Date()) {
  return z
    .union([IsoDateSchema, IsoDateTimeSchema])
    .refine((value) => calendarDay(value) <= toIsoDate(now()), VALIDATION_MESSAGES.readingDateInFuture);
}

export const ReadingDateSchema = readingDateSchema();
