import type { DatePrecision, MediaCreate, Status } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readings, userMedia } from '../db/schema';
import { findOrCreateTag, tagEntry } from '../tags/tags.repository';
import type { Account } from '../accounts/testing/accounts';
import { createMedia } from './catalog';
import { shelve } from './library';

export interface FinishedOptions {
  /** YYYY-MM-DD (UTC midnight), or a whole ISO date-time. */
  finished: string;
  precision?: DatePrecision;
  status?: 'read' | 'DNF';
  rating?: number;
  review?: string;
  tags?: string[];
  /** The entry's status now; read unless told. */
  shelfStatus?: Status;
}

/** Adds a reading that ended on a given date to an existing entry. */
export async function addFinishedReading(app: FastifyInstance, usermediaId: number, finished: string, precision: DatePrecision = 'day', status: 'read' | 'DNF' = 'read') {
  // A partial date is stored as the first instant of its year or month, as the API stores it.
  const end = new Date(finished.length === 10 ? `${finished}T${precision === 'day' ? '12' : '00'}:00:00Z` : finished);
  await app.database.db.insert(readings).values({
    usermediaId,
    dateStarted: new Date(end.getTime() - 7 * 86_400_000),
    dateFinished: end,
    status,
    startedPrecision: 'day',
    finishedPrecision: precision,
  });
}

/** A new item on the account's shelf, finished on the given date, with its rating, review and tags. */
export async function shelveFinished(app: FastifyInstance, account: Account, media: Partial<MediaCreate> & { title: string }, options: FinishedOptions) {
  const mediaId = await createMedia(app, media);
  // Shelved, then given its status directly: a status change would record a reading of its own (ADR 0026).
  const usermediaId = await shelve(app, account, mediaId);
  await app.database.db
    .update(userMedia)
    .set({ status: options.shelfStatus ?? 'read', rating: options.rating ?? 0, review: options.review ?? null })
    .where(eq(userMedia.usermediaId, usermediaId));
  await addFinishedReading(app, usermediaId, options.finished, options.precision, options.status);
  for (const value of options.tags ?? []) {
    const { tag } = await findOrCreateTag(app.database.db, account.userId, value);
    await tagEntry(app.database.db, usermediaId, tag.tagID);
  }
  return { mediaId, usermediaId };
}
