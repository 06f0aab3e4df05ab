import type { DatePrecision, Status } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { episodeLengths } from '../../db/schema';
import { insertEntry } from '../../library/library-entries.repository';
import { insertReadings } from '../../library/readings.repository';
import { findOrCreateTag, tagEntry } from '../../tags/tags.repository';
import type { Account } from '../../accounts/testing/accounts';

export interface PastReading {
  start: string;
  end: string | null;
  status?: 'read' | 'DNF';
  finishedPrecision?: DatePrecision;
}

/** Shelves an item with its past readings, rating and tags straight in the database, as an import would. */
export async function shelveWithHistory(
  app: FastifyInstance,
  account: Account,
  mediaId: number,
  { status, rating = 0, readings = [], tags = [] }: { status: Status; rating?: number; readings?: PastReading[]; tags?: string[] },
): Promise<number> {
  const db = app.database.db;
  const usermediaId = await insertEntry(db, account.userId, mediaId, status, { rating });
  if (usermediaId === null) throw new Error('already shelved');
  await insertReadings(
    db,
    readings.map((reading) => ({
      usermediaId,
      dateStarted: new Date(reading.start),
      dateFinished: reading.end === null ? null : new Date(reading.end),
      status: reading.end === null ? null : (reading.status ?? 'read'),
      finishedPrecision: reading.finishedPrecision ?? 'day',
    })),
  );
  for (const value of tags) await tagEntry(db, usermediaId, (await findOrCreateTag(db, account.userId, value)).tag.tagID);
  return usermediaId;
}

export async function setEpisodeLength(app: FastifyInstance, mediaId: number, minutes: number): Promise<void> {
  await app.database.db.insert(episodeLengths).values({ mediaId, minutes });
}
