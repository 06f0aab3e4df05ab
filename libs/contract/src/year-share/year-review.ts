import { z } from 'zod';
import { IsoDateSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { MediaTypeSchema } from '../media-types';
import { DatePrecisionSchema } from '../partial-dates';

/** The years a year in review can be asked for. */
export const REVIEW_YEAR_MIN = 1900;
export const REVIEW_YEAR_MAX = 2100;
const YEAR_MESSAGE = `The year must be a whole number from ${REVIEW_YEAR_MIN} to ${REVIEW_YEAR_MAX}`;

export const ReviewYearSchema = z.number(YEAR_MESSAGE).int(YEAR_MESSAGE).min(REVIEW_YEAR_MIN, YEAR_MESSAGE).max(REVIEW_YEAR_MAX, YEAR_MESSAGE);

/** A year as a path segment: four digits within the range. */
export const ReviewYearParamSchema = z
  .string()
  .regex(/^\d{4}$/, YEAR_MESSAGE)
  .transform(Number)
  .pipe(ReviewYearSchema);

/** Highest-rated items a review lists, and favourite tags. */
export const REVIEW_TOP_RATED = 5;
export const REVIEW_TOP_TAGS = 6;

/** What every item of a review carries, private or shared: enough for the month strip, the totals and "the longest". */
const reviewItemBase = {
  type: MediaTypeSchema,
  title: z.string(),
  /** When the item was finished in the year (its last finish, if read twice), as far as it is known. */
  finished: IsoDateSchema,
  finishedPrecision: DatePrecisionSchema,
  /** Pages (books), minutes (movies), episodes (TV), songs (albums) or missions (games); null when unknown. */
  length: z.number().int().nonnegative().nullable(),
};

/** One finished item in the owner's own review: with its id (for links) and everything the owner may see. */
export const YearItemSchema = z.object({
  ...reviewItemBase,
  mediaID: IdSchema,
  isbn: z.string().nullable(),
  creators: z.string(),
  rating: z.number().int().min(0).max(10),
  review: z.string().nullable(),
});
export type YearItem = z.infer<typeof YearItemSchema>;

/** The same item on a share link: no id, and each optional field only when the owner chose it. */
export const SharedYearItemSchema = z.strictObject({
  ...reviewItemBase,
  /** Address of the cover through the share (GET /public/shares/{token}/covers/{key}). */
  cover: z.string().optional(),
  creators: z.string().optional(),
  rating: z.number().int().min(0).max(10).optional(),
  review: z.string().nullable().optional(),
});
export type SharedYearItem = z.infer<typeof SharedYearItemSchema>;

export const YearTotalSchema = z.object({
  type: MediaTypeSchema,
  finished: z.number().int().nonnegative(),
  /** Sum of the known lengths (pages, minutes, episodes, songs, missions). */
  length: z.number().int().nonnegative(),
});
export type YearTotal = z.infer<typeof YearTotalSchema>;

export const YearTagSchema = z.object({ tag: z.string(), count: z.number().int().positive() });
export type YearTag = z.infer<typeof YearTagSchema>;

/**
 * A year in review. items holds each item finished in the year once, in the order it was
 * finished; the other lists point into it by index, so no item travels twice.
 */
function yearReviewSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    year: ReviewYearSchema,
    items: z.array(item),
    totals: z.array(YearTotalSchema),
    /** Up to REVIEW_TOP_RATED, best first; empty on a share without ratings. */
    highestRated: z.array(z.number().int().nonnegative()),
    /** The longest item of each type that has lengths, in the order of the types. */
    longest: z.array(z.number().int().nonnegative()),
    /** First and last finished, among items finished on a known day or month. */
    first: z.number().int().nonnegative().nullable(),
    last: z.number().int().nonnegative().nullable(),
    /** Up to REVIEW_TOP_TAGS, most used first; empty on a share without tags. */
    tags: z.array(YearTagSchema),
  });
}

export const YearReviewSchema = yearReviewSchema(YearItemSchema).extend({
  /** Every year in which the owner finished something or watched a TV episode, newest first: the year picker. */
  years: z.array(ReviewYearSchema),
  /** TV episodes watched in each month of the year, January first (a rewatch counts again). */
  episodesByMonth: z.array(z.number().int().nonnegative()).length(12),
});
export type YearReview = z.infer<typeof YearReviewSchema>;

export const SharedYearReviewSchema = yearReviewSchema(SharedYearItemSchema);
export type SharedYearReview = z.infer<typeof SharedYearReviewSchema>;
