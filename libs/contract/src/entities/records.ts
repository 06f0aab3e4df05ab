import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from './ids';
import { MediaRequestSchema } from './media-request';

/** open until staff mark it done (added to the catalogue) or declined; closedAt is set for both outcomes. */
export const MediaRequestStatusSchema = z.enum(['open', 'done', 'declined']);
export type MediaRequestStatus = z.infer<typeof MediaRequestStatusSchema>;

/** A stored media request, as librarians and admins list them. */
export const MediaRequestRecordSchema = MediaRequestSchema.extend({
  requestID: IdSchema,
  username: z.string(),
  creator: z.string().nullable(),
  status: MediaRequestStatusSchema,
  createdAt: IsoDateTimeSchema,
  closedAt: IsoDateTimeSchema.nullable(),
});
export type MediaRequestRecord = z.infer<typeof MediaRequestRecordSchema>;

export const BugReportRecordSchema = z.object({
  bugreportID: IdSchema,
  userID: IdSchema.nullable(),
  title: z.string(),
  circumstances: z.string(),
  content: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type BugReportRecord = z.infer<typeof BugReportRecordSchema>;

/** Answer of POST /covers: the stored name and where it is served. */
export const CoverUploadedSchema = z.object({ name: z.string(), url: z.string() });
export type CoverUploaded = z.infer<typeof CoverUploadedSchema>;
