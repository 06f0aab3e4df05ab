import type { z } from 'zod';
import { UserMediaSchema } from './user-media';

/**
 * A library entry as shelf lists return it: everything a card shows, without the readings,
 * journal and recommendations that only the detail page needs.
 */
export const UserMediaSummarySchema = UserMediaSchema.omit({ readings: true, entries: true, recommendations: true });
export type UserMediaSummary = z.infer<typeof UserMediaSummarySchema>;
