import type { Status, UserMedia, WebhookEvent } from '@shelfmark/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { readings, userMedia } from '../db/schema';
import { loadUserMedia } from './user-media-loader.repository';
import type { EventQueue } from '../webhooks/outbox';

type EntryEvent = Extract<WebhookEvent, `entry.${string}`>;

/** What the entry was before the change: its status and whether each reading was finished. */
interface Before {
  status: Status | null;
  readingFinished: Map<number, boolean>;
}

async function entryBefore(tx: Db, usermediaId: number | null, wanted: Wanted): Promise<Before> {
  const before: Before = { status: null, readingFinished: new Map() };
  if (usermediaId === null) return before;
  // One statement: the entry's status beside each of its readings (none: one row, reading null).
  const rows = await tx
    .select({ status: userMedia.status, readingId: readings.readingId, finished: readings.dateFinished })
    .from(userMedia)
    .leftJoin(readings, and(eq(readings.usermediaId, userMedia.usermediaId), sql`${wanted.readings}`))
    .where(eq(userMedia.usermediaId, usermediaId));
  before.status = rows[0]?.status ?? null;
  for (const row of rows) if (row.readingId !== null) before.readingFinished.set(row.readingId, row.finished !== null);
  return before;
}

/** reading.started for a new open reading; reading.finished for one that ended, or was recorded finished. */
async function queueReadingEvents(events: EventQueue, entry: UserMedia, before: Before): Promise<void> {
  for (const reading of entry.readings) {
    const wasFinished = before.readingFinished.get(reading.readingID);
    const finished = reading.dateFinished !== null;
    if (wasFinished === undefined && !finished) await events.queue('reading.started', { entry, reading });
    else if (finished && wasFinished !== true) await events.queue('reading.finished', { entry, reading });
  }
}

/** The events a change may cause, those of them the user's endpoints want. */
interface Wanted {
  entryEvents: EntryEvent[];
  readings: boolean;
}

export interface EntryWatch {
  /** Queues the entry's events once the change is made. A new entry passes its id here (it had none when watched). */
  changed(createdId?: number): Promise<void>;
}

/**
 * Watches one entry (null: one about to be created) through a change in the caller's
 * transaction, which may cause the entry events named and, when `readings`, start or finish a
 * reading. Nothing is read unless one of the user's endpoints wants one of those; the entry is
 * sent as GET /usermedias/{id} answers it.
 */
export async function watchEntry(
  tx: Db,
  events: EventQueue,
  userId: number,
  usermediaId: number | null,
  may: { entryEvents: EntryEvent[]; readings: boolean },
): Promise<EntryWatch> {
  const wanted: Wanted = {
    entryEvents: may.entryEvents.filter((event) => events.wants(event)),
    readings: may.readings && (events.wants('reading.started') || events.wants('reading.finished')),
  };
  if (wanted.entryEvents.length === 0 && !wanted.readings) return { changed: async () => undefined };
  const before = await entryBefore(tx, usermediaId, wanted);
  return {
    async changed(createdId) {
      const id = createdId ?? usermediaId;
      const entry = id === null ? null : await loadUserMedia(tx, id, userId);
      if (!entry) return;
      for (const event of wanted.entryEvents) {
        if (event === 'entry.status_changed' && entry.status === before.status) continue;
        await events.queue(event, event === 'entry.status_changed' ? { entry, previousStatus: before.status } : { entry });
      }
      if (wanted.readings) await queueReadingEvents(events, entry, before);
    },
  };
}

/** entry.removed, with the entry as it was: called before it is deleted. */
export async function queueEntryRemoved(tx: Db, events: EventQueue, userId: number, usermediaId: number): Promise<void> {
  if (!events.wants('entry.removed')) return;
  const entry = await loadUserMedia(tx, usermediaId, userId);
  if (entry) await events.queue('entry.removed', { entry });
}

/**
 * entry.rated or entry.reviewed, queued before the field is written, with the entry as it will be
 * (nothing else changes). Queued first, the entry's read stays out of the time the write holds
 * the user's shelf-version row (until the commit), which every other write of theirs waits on.
 * An entry that is not the user's queues nothing; its write then answers 404 and rolls back.
 */
export async function queueFieldChange(tx: Db, events: EventQueue, userId: number, usermediaId: number, change: { rating: number } | { review: string }): Promise<void> {
  const event = 'rating' in change ? 'entry.rated' : 'entry.reviewed';
  if (!events.wants(event)) return;
  const entry = await loadUserMedia(tx, usermediaId, userId);
  if (entry) await events.queue(event, { entry: { ...entry, ...change } });
}
