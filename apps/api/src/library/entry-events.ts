import type { Status, UserMedia, WebhookEvent } from '@shelfmark/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { readings, userMedia } from '../db/schema';
import { loadUserMedia } from './user-media-loader.repository';
import type { EventQueue } from '../webhooks/outbox';

type EntryEvent = Extract<WebhookEvent, `entry.${string}`>;

const wantsReadings = (events: EventQueue) => events.wants('reading.started') || events.wants('reading.finished');

/** What the entry was before the change: its status and whether each reading was finished. */
interface Before {
  status: Status | null;
  readingFinished: Map<number, boolean>;
}

async function entryBefore(tx: Db, events: EventQueue, usermediaId: number | null): Promise<Before> {
  const before: Before = { status: null, readingFinished: new Map() };
  if (usermediaId === null) return before;
  if (events.wants('entry.status_changed')) {
    const [row] = await tx.select({ status: userMedia.status }).from(userMedia).where(eq(userMedia.usermediaId, usermediaId));
    before.status = row?.status ?? null;
  }
  if (wantsReadings(events)) {
    const rows = await tx.select({ id: readings.readingId, finished: readings.dateFinished }).from(readings).where(eq(readings.usermediaId, usermediaId));
    before.readingFinished = new Map(rows.map((row) => [row.id, row.finished !== null]));
  }
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

export interface EntryWatch {
  /**
   * Queues the entry's events once the change is made: those named, and any reading it started
   * or finished. A new entry passes its id here (it had none when watched).
   */
  changed(entryEvents: EntryEvent[], createdId?: number): Promise<void>;
}

/**
 * Watches one entry (null: one about to be created) through a change in the caller's
 * transaction. Nothing is read unless one of the user's endpoints wants one of the events; the
 * entry is sent as GET /usermedias/{id} answers it.
 */
export async function watchEntry(tx: Db, events: EventQueue, userId: number, usermediaId: number | null): Promise<EntryWatch> {
  const before = await entryBefore(tx, events, usermediaId);
  return {
    async changed(entryEvents, createdId) {
      const id = createdId ?? usermediaId;
      const wanted = entryEvents.filter((event) => events.wants(event));
      if (id === null || (wanted.length === 0 && !wantsReadings(events))) return;
      const entry = await loadUserMedia(tx, id, userId);
      if (!entry) return;
      for (const event of wanted) {
        if (event === 'entry.status_changed' && entry.status === before.status) continue;
        await events.queue(event, event === 'entry.status_changed' ? { entry, previousStatus: before.status } : { entry });
      }
      if (wantsReadings(events)) await queueReadingEvents(events, entry, before);
    },
  };
}

/** entry.removed, with the entry as it was: called before it is deleted. */
export async function queueEntryRemoved(tx: Db, events: EventQueue, userId: number, usermediaId: number): Promise<void> {
  if (!events.wants('entry.removed')) return;
  const entry = await loadUserMedia(tx, usermediaId, userId);
  if (entry) await events.queue('entry.removed', { entry });
}
