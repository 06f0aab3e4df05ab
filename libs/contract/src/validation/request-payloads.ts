import { z } from 'zod';
import { NewCreatorSchema } from '../entities/creator';
import { MediaRequestSchema } from '../entities/media-request';
import { MediaRequestStatusSchema, type MediaRequestStatus } from '../entities/records';
import { VALIDATION_MESSAGES } from './messages';

const longText = (max: number) => z.string().max(max, VALIDATION_MESSAGES.tooLong);

/** Body of POST /creators; first and last are split from name when last is empty. */
export const CreatorCreateSchema = NewCreatorSchema.extend({ description: longText(20_000).nullish() });
export type CreatorCreate = z.infer<typeof CreatorCreateSchema>;

/** JSON body of POST /series (a text/plain body is the name alone). */
export const SeriesCreateSchema = z.object({
  name: z.string().trim().min(1, VALIDATION_MESSAGES.nameRequired).max(200, VALIDATION_MESSAGES.tooLong),
  description: longText(20_000).nullish(),
});
export type SeriesCreate = z.infer<typeof SeriesCreateSchema>;

/** Body of POST /mediarequests; userID, the form's hidden field, may be left out. */
export const MediaRequestCreateSchema = MediaRequestSchema.extend({
  userID: MediaRequestSchema.shape.userID.optional(),
  title: MediaRequestSchema.shape.title.max(500, VALIDATION_MESSAGES.titleTooLong),
  creator: z.string().trim().max(200, VALIDATION_MESSAGES.tooLong).optional(),
  details: z.string().trim().max(10_000, VALIDATION_MESSAGES.tooLong).default(''),
});
export type MediaRequestCreate = z.input<typeof MediaRequestCreateSchema>;

/**
 * Body of PATCH /mediarequests/{id}: the outcome, done or declined. closed, what account remotes
 * built before the two outcomes send, is still taken and means done.
 */
export const MediaRequestPatchSchema = z.object({ status: z.enum(['done', 'declined', 'closed']) });
export type MediaRequestPatch = z.infer<typeof MediaRequestPatchSchema>;
/** The outcome a PATCH body asks for, closed read as done. */
export const mediaRequestOutcome = (status: MediaRequestPatch['status']): Exclude<MediaRequestStatus, 'open'> =>
  status === 'closed' ? 'done' : status;

/** Query of GET /mediarequests: one status, closed for done or declined, or all. */
export const MediaRequestListQuerySchema = z.object({
  status: z.enum([...MediaRequestStatusSchema.options, 'closed', 'all']).default('open'),
});
export type MediaRequestListFilter = z.infer<typeof MediaRequestListQuerySchema>['status'];
/** Whether a request of the given status is listed under filter. */
export const matchesMediaRequestFilter = (status: MediaRequestStatus, filter: MediaRequestListFilter): boolean =>
  filter === 'all' || status === filter || (filter === 'closed' && status !== 'open');

/** Body of POST /bugreports. */
export const BugReportSchema = z.object({
  title: z.string().trim().min(1, VALIDATION_MESSAGES.bugTitleRequired).max(200, VALIDATION_MESSAGES.tooLong),
  circumstances: z.string().trim().max(10_000, VALIDATION_MESSAGES.tooLong).default(''),
  content: z.string().trim().min(1, VALIDATION_MESSAGES.bugContentRequired).max(20_000, VALIDATION_MESSAGES.tooLong),
});
export type BugReport = z.input<typeof BugReportSchema>;

/** A cover's name: a book's ISBN, or MOVIE, TV, ALBUM or VIDEOGAME plus the media id. */
export const CoverNameSchema = z
  .string()
  .regex(/^(?:\d{9}[\dX]|\d{13}|(?:MOVIE|TV|ALBUM|VIDEOGAME)[1-9]\d{0,9})$/, VALIDATION_MESSAGES.invalidCoverName);
