import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { DatePrecisionSchema } from '../partial-dates';
import { IdSchema } from './ids';

/** A finished reading is read or DNF; the current one has none yet. */
export const ReadingStatusSchema = z.enum(['read', 'DNF']);
export type ReadingStatus = z.infer<typeof ReadingStatusSchema>;

/** A reading without its entries, as a journal entry refers to it. */
export const ReadingSummarySchema = z.object({
  readingID: IdSchema,
  dateStarted: IsoDateTimeSchema,
  /** null means Present: the reading is still going on. */
  dateFinished: IsoDateTimeSchema.nullable(),
  status: ReadingStatusSchema.nullable(),
  /**
   * 'year' or 'month' when the start was given as "2019" or "2019-06" (dateStarted is then the
   * first instant of that period, UTC); 'day' (or absent, from older servers) for a full date.
   * partialDateText(dateStarted, precision) shows it as written.
   */
  dateStartedPrecision: DatePrecisionSchema.optional(),
  /** The same for dateFinished. */
  dateFinishedPrecision: DatePrecisionSchema.optional(),
  /**
   * true when Shelfmark dated the reading from the best date it knew (an old finish that had no
   * reading), not the user: shown as "about 2019". Absent from older servers.
   */
  estimated: z.boolean().optional(),
});
export type ReadingSummary = z.infer<typeof ReadingSummarySchema>;

export const JournalEntrySchema = z.object({
  entryID: IdSchema,
  title: z.string(),
  body: z.string(),
  time: IsoDateTimeSchema,
  page: z.number().int().nullable(),
  readingID: ReadingSummarySchema.nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const ReadingSchema = ReadingSummarySchema.extend({ entries: z.array(JournalEntrySchema) });
export type Reading = z.infer<typeof ReadingSchema>;
