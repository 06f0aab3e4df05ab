import type { Status, UserMedia, WebhookEvent } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { queryRows } from '../db/query-rows';
import { loadUserMedias } from './user-media-loader.repository';
import type { LeasedEvents } from '../webhooks/delivery-worker';
import { addressedTo, type Message, payloadOf, storeDeliveries } from '../webhooks/outbox';

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
  message_key: string;
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

const CAPTURED_COLUMNS = sql`event_id::text, user_id, usermedia_id, event, reading_id, status, previous_status, rating, review, occurred_at, message_key`;

/** Events not leased by an instance now: `onlyOf` takes one entry's. */
const unleased = (now: Date, onlyOf?: number) =>
  sql`(locked_until is null or locked_until <= ${now})${onlyOf === undefined ? sql`` : sql` and usermedia_id = ${onlyOf}::integer`}`;

/** The events' messages, their entries loaded together, user by user: an event whose entry is gone makes none. */
async function messagesOf(db: Db, captured: CapturedEvent[]): Promise<Message[]> {
  const byUser = new Map<number, CapturedEvent[]>();
  for (const event of captured) byUser.set(event.user_id, [...(byUser.get(event.user_id) ?? []), event]);
  const messages: Message[] = [];
  for (const [userId, events] of byUser) {
    const entries = await loadUserMedias(db, [...new Set(events.map((event) => event.usermedia_id))], userId);
    for (const event of events) {
      const data = dataOf(event, entries.get(event.usermedia_id));
      if (data !== null) messages.push({ userId, event: event.event, key: event.message_key, payload: payloadOf(event.event, data, new Date(event.occurred_at)) });
    }
  }
  return messages;
}

const leaseStatement = preparedStatement<{ now: string; until: string; batch: number }, CapturedEvent>(
  'entry_events_lease',
  (p) => sql`select ${CAPTURED_COLUMNS} from entry_events_lease(${p.now}::timestamptz, ${p.until}::timestamptz, ${p.batch}::integer) order by ${ORDER}`,
);

/**
 * Leases a batch of captured entry events for `leaseMs` (SKIP LOCKED and the lease, so
 * instances of a fleet take each once and a dead instance's come back when it runs out) and
 * makes their messages, with the entries as the API answers them now, for the delivery worker to
 * post; recording their attempts deletes them.
 */
export async function leaseEntryEvents(db: Db, leaseMs: number): Promise<LeasedEvents | null> {
  const now = new Date();
  const leased = await leaseStatement(db, { now: now.toISOString(), until: new Date(now.getTime() + leaseMs).toISOString(), batch: BATCH });
  if (leased.length === 0) return null;
  return { messages: await messagesOf(db, leased), full: leased.length >= BATCH, eventIds: leased.map((event) => Number(event.event_id)) };
}

/**
 * Stores the deliveries of an entry's events not leased by a worker, in one transaction, before
 * the entry is removed: its events must be made while it can be described. Answers how many
 * deliveries were stored. (Tests that stop the worker use it for every entry's events.)
 */
export async function storeEntryEvents(db: Db, usermediaId?: number): Promise<number> {
  const now = new Date();
  const [waiting] = await queryRows(db, sql`select 1 from entry_events where ${unleased(now, usermediaId)} limit 1`);
  if (!waiting) return 0;
  return db.transaction(async (tx) => {
    const taken = await queryRows<CapturedEvent>(
      tx,
      sql`select ${CAPTURED_COLUMNS} from entry_events where ${unleased(now, usermediaId)} order by ${ORDER} for update skip locked`,
    );
    const deliveries = await addressedTo(tx, await messagesOf(tx, taken));
    await storeDeliveries(tx, deliveries);
    if (taken.length > 0) await tx.execute(sql`delete from entry_events where event_id = any(${`{${taken.map((event) => event.event_id).join(',')}}`}::bigint[])`);
    return deliveries.length;
  });
}

/**
 * Until the caller's transaction ends, the entries' triggers capture no events: for an import's
 * batches and its undo, which are told by import.finished rather than an event per book.
 */
export async function captureNoEntryEvents(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('shelfmark.entry_events', 'off', true)`);
}
