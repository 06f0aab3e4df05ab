import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's endpoint: the address, the events it receives and the key its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    webhookId: integer('webhook_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    /** whsec_ and the base64 key: kept as is, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failuresInARow: integer('failures_in_a_row').notNull().default(0),
    /** How many attempts its log holds: trimmed to WEBHOOK_LOG_SIZE once it holds twice that (migration 0039). */
    logRows: integer('log_rows').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId).where(sql`${t.enabled}`)],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change, kept
 * until a 2xx answer (or the last retry) is recorded. locked_until is the lease of the instance
 * delivering it: past it, another instance may claim the row again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.webhookId, { onDelete: 'cascade' }),
    /** The webhook-id header, the same on every attempt. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    /** The JSON body as first sent and signed: a retry sends the same bytes. */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts made so far. */
    attempt: integer('attempt').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.nextAttemptAt), index('webhook_deliveries_endpoint_idx').on(t.webhookId)],
);

/**
 * Events of library entries, written by the triggers of user_media and readings in the change's
 * own statement (migration 0037) when an endpoint of the owner wants them; the delivery worker
 * leases them, posts them and deletes them (migration 0039, entry-event-deliveries.ts). The
 * fields the event is about are kept as the change left them.
 */
export const entryEvents = pgTable(
  'entry_events',
  {
    eventId: bigserial('event_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    usermediaId: integer('usermedia_id').notNull(),
    event: text('event').notNull(),
    readingId: integer('reading_id'),
    status: text('status'),
    previousStatus: text('previous_status'),
    rating: integer('rating'),
    review: text('review'),
    txid: bigint('txid', { mode: 'number' }).notNull().default(sql`txid_current()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** With the endpoint's id, each delivery's webhook-id: the same when the event is posted again. */
    messageKey: uuid('message_key').notNull().defaultRandom(),
    /** The lease of the instance posting the event: past it, another may take the event again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('entry_events_entry_idx').on(t.usermediaId)],
);

/** The delivery log: one row per attempt; each endpoint's last WEBHOOK_LOG_SIZE are kept (up to twice that, trimmed at once). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    attemptId: bigint('attempt_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.webhookId, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms'),
    excerpt: text('excerpt').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_attempts_endpoint_idx').on(t.webhookId, t.attemptId),
    check('webhook_attempts_state_check', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);
