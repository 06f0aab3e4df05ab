import type { Status, UserMedia, WebhookEvent } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { loadUserMedias } from './user-media-loader.repository';
import { queueAllForUsers, payloadOf, type Queued } from '../webhooks/outbox';

/** A row of entry_events (migration 0037): what the triggers captured, with the fields the event is about. */
interface CapturedEvent {
  event_id: string;
  user_id: number;
  usermedia_id: number;
  event: WebhookEvent;
  reading_id: number | null;
  status: Status | null;
  previous_status: Status | null;
  rating: number | null;
  review: string | null;
  occurred_at: string;
}

/** Events captured at most this many at a time. */
const BATCH = 200;

/**
 * The event's data: the entry as the API answers it now, with the fields the event is about as
 * the change left them; for a reading event, that reading of the entry. Null when the entry (or
 * the reading) is gone: there is nothing left to describe.
 */
function dataOf(captured: CapturedEvent, entry: UserMedia | undefined): unknown {
  if (!entry) return null;
  switch (captured.event) {
    case 'entry.status_changed':
      return { entry: { ...entry, status: captured.status ?? entry.status }, previousStatus: captured.previous_status };
    case 'entry.rated':
      return { entry: { ...entry, rating: captured.rating ?? entry.rating } };
    case 'entry.reviewed':
      return { entry: { ...entry, review: captured.review ?? entry.review } };
    case 'reading.started':
    case 'reading.finished': {
      const reading = entry.readings.find((item) => item.readingID === captured.reading_id);
      if (!reading) return null;
      // A reading started was open then, whatever became of it since.
      return { entry, reading: captured.event === 'reading.started' ? { ...reading, dateFinished: null, status: null } : reading };
    }
    default:
      return { entry };
  }
}

/** Entry events first, then the reading events, of one transaction's change; then in the order they came. */
const ORDER = sql`txid, event like 'reading.%', event_id`;

/**
 * Turns captured entry events into deliveries, in one transaction: the events are claimed
 * (SKIP LOCKED, so instances of a fleet share the work and each event is taken once), their
 * entries loaded together, user by user, and a delivery queued for every enabled endpoint of the
 * owner that wants each event; the events are then deleted. `usermediaId` takes only that
 * entry's (before it is removed: its events must be sent while it can be described). Answers
 * how many deliveries were queued.
 */
export async function deliverEntryEvents(db: Db, usermediaId?: number): Promise<number> {
  // A look first, on its own: most of the time there is nothing, and that costs no transaction.
  const [waiting] = await queryRows(db, sql`select 1 from entry_events ${usermediaId === undefined ? sql`` : sql`where usermedia_id = ${usermediaId}::integer`} limit 1`);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<CapturedEvent>(
      tx,
      sql`select event_id::text, user_id, usermedia_id, event, reading_id, status, previous_status, rating, review, occurred_at
        from entry_events ${usermediaId === undefined ? sql`` : sql`where usermedia_id = ${usermediaId}::integer`}
        order by ${ORDER} limit ${BATCH} for update skip locked`,
    );
    if (claimed.length === 0) return 0;
    const byUser = new Map<number, CapturedEvent[]>();
    for (const captured of claimed) byUser.set(captured.user_id, [...(byUser.get(captured.user_id) ?? []), captured]);
    const queued: Queued[] = [];
    for (const [userId, events] of byUser) {
      const entries = await loadUserMedias(tx, [...new Set(events.map((captured) => captured.usermedia_id))], userId);
      for (const captured of events) {
        const data = dataOf(captured, entries.get(captured.usermedia_id));
        if (data !== null) queued.push({ userId, event: captured.event, payload: payloadOf(captured.event, data, new Date(captured.occurred_at)) });
      }
    }
    const deliveries = queued.length > 0 ? await queueAllForUsers(tx, queued) : 0;
    await tx.execute(sql`delete from entry_events where event_id = any(${`{${claimed.map((captured) => captured.event_id).join(',')}}`}::bigint[])`);
    return deliveries;
  });
}

/**
 * Until the caller's transaction ends, the entries' triggers capture no events: for an import's
 * batches and its undo, which are told by import.finished rather than an event per book.
 */
export async function captureNoEntryEvents(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('shelfmark.entry_events', 'off', true)`);
}
