import { createHash } from 'node:crypto';
import { ROLES_THAT_MAY, type WebhookEvent, WEBHOOK_TEST_EVENT } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { queryRows } from '../db/query-rows';
import { users, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { deferShelfVersionBump } from '../db/shelf-version-bumps';
import type { ClaimedDelivery } from './deliveries.repository';
import { wakeDeliveryWorkers } from './wake';

type QueuedEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The body every delivery carries, as Standard Webhooks suggests: the type, the time and the data. */
export function payloadOf(event: QueuedEvent, data: unknown, now: Date): { type: string; timestamp: string; data: unknown } {
  return { type: event, timestamp: now.toISOString(), data };
}

const messageId = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/** The events a user's enabled endpoints want: the one statement a write pays when the answer is none. */
const subscriptionsStatement = preparedStatement<{ userId: number }, { event: string }>(
  'webhook_subscriptions',
  (p) => sql`select distinct unnest(${webhookEndpoints.events}) as event from ${webhookEndpoints}
    where ${webhookEndpoints.userId} = ${p.userId}::integer and ${webhookEndpoints.enabled}`,
);

/** Events of one user's change, queued in the change's own transaction. */
export interface EventQueue {
  /** Whether any of the user's endpoints wants the event: its data need not be built otherwise. */
  wants(event: WebhookEvent): boolean;
  queue(event: WebhookEvent, data: unknown): Promise<void>;
}

/** An event with its payload. */
interface Queued {
  event: QueuedEvent;
  payload: unknown;
}

/** One statement for all the events of a change, each to every enabled endpoint of the user that wants it, in order. */
async function queueAllForUser(tx: Db, userId: number, queued: Queued[]): Promise<number> {
  const items = queued.map(({ event, payload }) => ({ event, body: JSON.stringify(payload) }));
  const rows = await queryRows(tx, sql`insert into ${webhookDeliveries} (webhook_id, message_id, event, payload)
    select e.webhook_id, ${messageId}, q.item->>'event', q.item->>'body'
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as q(item, n)
    join ${webhookEndpoints} e on e.user_id = ${userId} and e.enabled and q.item->>'event' = any(e.events)
    order by q.n, e.webhook_id
    returning 1`);
  return rows.length;
}

/** An event of a user kept by its source until sent, with the key its webhook-ids are made from. */
export interface Message extends Queued {
  userId: number;
  event: WebhookEvent;
  key: string;
}

/** The webhook-id of a message's delivery to an endpoint: the same whenever the message is made again. */
export const messageIdOf = (key: string, webhookId: number) => `msg_${createHash('sha256').update(`${key}:${webhookId}`).digest('hex').slice(0, 32)}`;

const endpointsStatement = preparedStatement<{ userIds: number[] }, { webhookId: number; userId: number; url: string; secret: string; events: string[] }>(
  'webhook_endpoints_of_users',
  (p) => sql`select webhook_id as "webhookId", user_id as "userId", url, secret, events from ${webhookEndpoints}
    where user_id = any(${p.userIds}::integer[]) and enabled order by webhook_id`,
);

/**
 * The deliveries of these messages, not yet stored: each to every enabled endpoint of its user
 * that wants it, in order, with the endpoint's address and secret.
 */
export async function addressedTo(db: Db, messages: Message[]): Promise<ClaimedDelivery[]> {
  if (messages.length === 0) return [];
  const endpoints = await endpointsStatement(db, { userIds: [...new Set(messages.map((message) => message.userId))] });
  return messages.flatMap(({ userId, event, key, payload }) => {
    const wanting = endpoints.filter((endpoint) => endpoint.userId === userId && endpoint.events.includes(event));
    const body = wanting.length > 0 ? JSON.stringify(payload) : '';
    return wanting.map(({ webhookId, url, secret }) => ({ deliveryId: null, webhookId, messageId: messageIdOf(key, webhookId), event, body, attempt: 0, url, secret }));
  });
}

/** Stores deliveries made by addressedTo in the outbox, to be claimed as any other. */
export async function storeDeliveries(tx: Db, deliveries: ClaimedDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await tx.insert(webhookDeliveries).values(deliveries.map(({ webhookId, messageId, event, body }) => ({ webhookId, messageId, event, payload: body })));
}

/** The queue of a user no endpoint listens to: nothing is wanted, nothing is queued. */
const NO_EVENTS: EventQueue = { wants: () => false, queue: async () => undefined };

/**
 * Runs a user's change with an event queue, for the events PostgreSQL does not capture itself
 * (entry.removed, import.finished; the entries' own events are captured by their triggers,
 * migration 0037). The user's subscriptions are read first, on their own: a change racing the
 * creation of an endpoint may not be sent to it, as if it came first. With an endpoint
 * listening, the change runs in a transaction whose deliveries are rows of it (an outbox), so
 * they exist exactly when the change does, and workers are woken once it has committed. That
 * transaction defers the bump of the user's shelf version (its row lock is what every other
 * write of the user waits on) to its commit, so building the payloads and inserting the
 * deliveries happen outside that lock.
 */
export async function withEvents<T>(db: Db, userId: number, change: (tx: Db, events: EventQueue) => Promise<T>): Promise<T> {
  const wanted = new Set((await subscriptionsStatement(db, { userId })).map((row) => row.event));
  if (wanted.size === 0) return db.transaction((tx) => change(tx, NO_EVENTS));
  let queued = 0;
  const result = await db.transaction(async (tx) => {
    await deferShelfVersionBump(tx);
    const now = new Date();
    const pending: Queued[] = [];
    const changed = await change(tx, {
      wants: (event) => wanted.has(event),
      queue: async (event, data) => {
        if (wanted.has(event)) pending.push({ event, payload: payloadOf(event, data, now) });
      },
    });
    if (pending.length > 0) queued = await queueAllForUser(tx, userId, pending);
    return changed;
  });
  if (queued > 0) wakeDeliveryWorkers();
  return result;
}

const staffRoles = ROLES_THAT_MAY.closeMediaRequests;

/**
 * A media request change in a transaction with its event, queued for every librarian's and
 * admin's endpoint that wants it (the role as the database has it now).
 */
export async function withStaffEvent<T>(db: Db, event: WebhookEvent, change: (tx: Db) => Promise<T>, dataOf: (tx: Db, changed: T) => Promise<unknown>): Promise<T> {
  let queued = false;
  const result = await db.transaction(async (tx) => {
    const changed = await change(tx);
    queued = await queueStaffEvent(tx, event, () => dataOf(tx, changed));
    return changed;
  });
  if (queued) wakeDeliveryWorkers();
  return result;
}

async function queueStaffEvent(tx: Db, event: WebhookEvent, dataOf: () => Promise<unknown>): Promise<boolean> {
  const [wanted] = await queryRows(tx, sql`select 1 from ${webhookEndpoints} where ${webhookEndpoints.enabled} and ${event} = any(${webhookEndpoints.events}) limit 1`);
  if (!wanted) return false;
  const data = await dataOf();
  const rows = await queryRows(tx, sql`insert into ${webhookDeliveries} (webhook_id, message_id, event, payload)
    select e.webhook_id, ${messageId}, ${event}, ${JSON.stringify(payloadOf(event, data, new Date()))}
    from ${webhookEndpoints} e join ${users} u on u.user_id = e.user_id
    where e.enabled and ${event} = any(e.events) and u.role in (${sql.join(staffRoles.map((role) => sql`${role}`), sql`, `)})
    returning 1`);
  return rows.length > 0;
}

/** "Send a test event": a webhook.test delivery to this one endpoint, whatever it subscribes to. */
export async function queueTestEvent(db: Db, userId: number, webhookId: number): Promise<void> {
  const payload = payloadOf(WEBHOOK_TEST_EVENT, { webhookID: webhookId, message: 'A test event from Shelfmark' }, new Date());
  const rows = await queryRows(db, sql`insert into ${webhookDeliveries} (webhook_id, message_id, event, payload)
    select ${webhookEndpoints.webhookId}, ${messageId}, ${WEBHOOK_TEST_EVENT}, ${JSON.stringify(payload)} from ${webhookEndpoints}
    where ${webhookEndpoints.userId} = ${userId} and ${webhookEndpoints.webhookId} = ${webhookId}
    returning 1`);
  if (rows.length > 0) wakeDeliveryWorkers();
}
