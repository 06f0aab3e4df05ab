import { WEBHOOK_FAILURE_LIMIT, WEBHOOK_LOG_SIZE } from '@shelfmark/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { nextAttemptAfter } from './backoff';
import type { AttemptOutcome } from './post-delivery';

export interface ClaimedDelivery {
  /** Null for a delivery not stored: an entry event's first attempt, whose event is leased instead. */
  deliveryId: number | null;
  webhookId: number;
  messageId: string;
  event: string;
  /** The JSON body, as stored: signed and sent as it is. */
  body: string;
  /** Attempts made before this one. */
  attempt: number;
  url: string;
  secret: string;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints for `leaseMs`: SKIP LOCKED lets
 * instances claim side by side without waiting on each other, and the lease keeps a claimed row
 * from every other instance until it runs out (a crashed instance's rows come back then).
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return queryRows<ClaimedDelivery>(
    db,
    sql`with due as (
        select d.delivery_id from ${webhookDeliveries} d join ${webhookEndpoints} e on e.webhook_id = d.webhook_id
        where d.next_attempt_at <= ${now} and (d.locked_until is null or d.locked_until <= ${now}) and e.enabled
        order by d.next_attempt_at limit ${limit}
        for update of d skip locked)
      update ${webhookDeliveries} d set locked_until = ${new Date(now.getTime() + leaseMs)}
      from due, ${webhookEndpoints} e
      where d.delivery_id = due.delivery_id and e.webhook_id = d.webhook_id
      returning d.delivery_id as "deliveryId", d.webhook_id as "webhookId", d.message_id as "messageId", d.event, d.payload as body,
        d.attempt, e.url, e.secret`,
  );
}

/** An endpoint these attempts disabled, with whom to tell. */
export interface DisabledEndpoint {
  userId: number;
  url: string;
  reason: string;
  email: string;
  username: string;
}

export interface Attempted {
  delivery: ClaimedDelivery;
  outcome: AttemptOutcome;
}

export const disabledReason = (outcome: AttemptOutcome) =>
  `Disabled after ${WEBHOOK_FAILURE_LIMIT} failed deliveries in a row; the last one: ${outcome.statusCode === null ? outcome.excerpt : `status ${outcome.statusCode}`}`;

/** A PostgreSQL array literal of numbers or ISO times (neither holds a quote, comma or brace), sent as one parameter. */
const arrayOf = (values: readonly (number | string)[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

interface EndpointState {
  webhook_id: number;
  enabled: boolean;
  failures_in_a_row: number;
}

/** Each endpoint's failures in a row after these attempts (in the order they were made), and whether they disable it now. */
async function countOnEndpoints(tx: Db, states: EndpointState[], attempted: Attempted[]): Promise<DisabledEndpoint[]> {
  const disabled: { webhookId: number; reason: string }[] = [];
  for (const state of states) {
    let failures = state.failures_in_a_row;
    let last: AttemptOutcome | undefined;
    for (const { delivery, outcome } of attempted) {
      if (delivery.webhookId !== state.webhook_id) continue;
      failures = outcome.ok ? 0 : failures + 1;
      last = outcome;
    }
    if (failures === state.failures_in_a_row) continue;
    const disables = state.enabled && failures >= WEBHOOK_FAILURE_LIMIT && last !== undefined;
    const reason = disables && last ? disabledReason(last) : undefined;
    await tx
      .update(webhookEndpoints)
      .set({ failuresInARow: failures, ...(reason ? { enabled: false, disabledReason: reason } : {}) })
      .where(eq(webhookEndpoints.webhookId, state.webhook_id));
    if (reason) disabled.push({ webhookId: state.webhook_id, reason });
  }
  if (disabled.length === 0) return [];
  const owners = await tx
    .select({ webhookId: webhookEndpoints.webhookId, userId: users.userId, url: webhookEndpoints.url, email: users.email, username: users.username })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.userId, webhookEndpoints.userId))
    .where(inArray(webhookEndpoints.webhookId, disabled.map((item) => item.webhookId)));
  return owners.map(({ webhookId, ...owner }) => ({ ...owner, reason: disabled.find((item) => item.webhookId === webhookId)?.reason ?? '' }));
}

/**
 * Records a batch of attempts in one transaction: a delivery leaves the outbox once answered
 * with a 2xx or out of retries, else waits for its next attempt (lease released; one not stored
 * yet is stored then); each endpoint's failures in a row are counted; the log gets the attempts
 * and keeps each endpoint's last WEBHOOK_LOG_SIZE. `release` runs in the same transaction: the
 * source of deliveries not stored is done with them. Answers the endpoints these failures
 * disabled.
 */
export async function recordAttempts(db: Db, attempted: Attempted[], now: Date, release?: (tx: Db) => Promise<void>): Promise<DisabledEndpoint[]> {
  if (attempted.length === 0 && !release) return [];
  return db.transaction(async (tx) => {
    await release?.(tx);
    if (attempted.length === 0) return [];
    // Locked, so an endpoint's attempts are counted and trimmed one batch after another; "no key"
    // leaves the key-share locks of deliveries being queued for it (their foreign key) unblocked.
    const states = await queryRows<EndpointState>(
      tx,
      sql`select webhook_id, enabled, failures_in_a_row from ${webhookEndpoints}
        where webhook_id = any(${arrayOf([...new Set(attempted.map(({ delivery }) => delivery.webhookId))])}::integer[]) order by webhook_id for no key update`,
    );
    // An endpoint deleted while its attempts were under way took its deliveries and log with it.
    const kept = attempted.filter(({ delivery }) => states.some((state) => state.webhook_id === delivery.webhookId));
    if (kept.length === 0) return [];
    const rows = kept.map(({ delivery, outcome }) => {
      const attempt = delivery.attempt + 1;
      const next = outcome.ok ? null : nextAttemptAfter(attempt, now);
      return { delivery, outcome, attempt, next, state: outcome.ok ? ('delivered' as const) : next === null ? ('failed' as const) : ('pending' as const) };
    });
    const finished = rows.flatMap((row) => (row.next === null && row.delivery.deliveryId !== null ? [row.delivery.deliveryId] : []));
    if (finished.length > 0) await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.deliveryId, finished));
    const retried = rows.filter((row) => row.next !== null && row.delivery.deliveryId !== null);
    if (retried.length > 0) {
      await tx.execute(sql`update ${webhookDeliveries} d set attempt = r.attempt, next_attempt_at = r.next, locked_until = null
        from unnest(${arrayOf(retried.map((row) => row.delivery.deliveryId ?? 0))}::bigint[], ${arrayOf(retried.map((row) => row.attempt))}::integer[],
          ${arrayOf(retried.map((row) => row.next?.toISOString() ?? ''))}::timestamptz[]) as r(delivery_id, attempt, next)
        where d.delivery_id = r.delivery_id`);
    }
    const firstRetried = rows.filter((row) => row.next !== null && row.delivery.deliveryId === null);
    if (firstRetried.length > 0) {
      await tx.insert(webhookDeliveries).values(
        firstRetried.map(({ delivery, attempt, next }) => ({
          webhookId: delivery.webhookId,
          messageId: delivery.messageId,
          event: delivery.event,
          payload: delivery.body,
          attempt,
          nextAttemptAt: next ?? now,
        })),
      );
    }
    const disabled = await countOnEndpoints(tx, states, kept);
    await tx.insert(webhookAttempts).values(
      rows.map(({ delivery, outcome, attempt, next, state }) => ({
        webhookId: delivery.webhookId,
        messageId: delivery.messageId,
        event: delivery.event,
        attempt,
        at: now,
        statusCode: outcome.statusCode,
        latencyMs: outcome.latencyMs,
        excerpt: outcome.excerpt,
        state,
        nextAttemptAt: next,
      })),
    );
    await tx.execute(sql`delete from ${webhookAttempts} where attempt_id in (
      select attempt_id from (
        select attempt_id, row_number() over (partition by webhook_id order by attempt_id desc) as newer
        from ${webhookAttempts} where webhook_id = any(${arrayOf(states.map((state) => state.webhook_id))}::integer[])) ranked
      where newer > ${WEBHOOK_LOG_SIZE})`);
    return disabled;
  });
}
