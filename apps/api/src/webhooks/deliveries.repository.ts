import { WEBHOOK_FAILURE_LIMIT, WEBHOOK_LOG_SIZE } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { preparedStatement } from '../db/prepared';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { nextAttemptAfter } from './backoff';
import type { AttemptOutcome } from './post-delivery';

export interface ClaimedDelivery {
  /** Its id (a bigint, as text); null for a delivery not stored: an entry event's first attempt, whose event is leased instead. */
  deliveryId: string | null;
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
const claimStatement = preparedStatement<{ now: string; until: string; limit: number }, ClaimedDelivery>(
  'webhook_deliveries_claim',
  (p) => sql`with due as (
      select d.delivery_id from ${webhookDeliveries} d join ${webhookEndpoints} e on e.webhook_id = d.webhook_id
      where d.next_attempt_at <= ${p.now}::timestamptz and (d.locked_until is null or d.locked_until <= ${p.now}::timestamptz) and e.enabled
      order by d.next_attempt_at limit ${p.limit}::integer
      for update of d skip locked)
    update ${webhookDeliveries} d set locked_until = ${p.until}::timestamptz
    from due, ${webhookEndpoints} e
    where d.delivery_id = due.delivery_id and e.webhook_id = d.webhook_id
    returning d.delivery_id::text as "deliveryId", d.webhook_id as "webhookId", d.message_id as "messageId", d.event, d.payload as body,
      d.attempt, e.url, e.secret`,
);

export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return claimStatement(db, { now: now.toISOString(), until: new Date(now.getTime() + leaseMs).toISOString(), limit });
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

const disabledReason = (outcome: AttemptOutcome) =>
  `Disabled after ${WEBHOOK_FAILURE_LIMIT} failed deliveries in a row; the last one: ${outcome.statusCode === null ? outcome.excerpt : `status ${outcome.statusCode}`}`;

/** The attempts as webhook_attempts_record takes them (migration 0039). */
function attemptRows(attempted: Attempted[], now: Date) {
  return attempted.map(({ delivery, outcome }, index) => {
    const attempt = delivery.attempt + 1;
    const next = outcome.ok ? null : nextAttemptAfter(attempt, now);
    return {
      n: index + 1,
      delivery_id: delivery.deliveryId,
      webhook_id: delivery.webhookId,
      message_id: delivery.messageId,
      event: delivery.event,
      // Stored for its retries: the bytes it was first sent with.
      body: delivery.deliveryId === null && next !== null ? delivery.body : null,
      attempt,
      at: now.toISOString(),
      status_code: outcome.statusCode,
      latency_ms: outcome.latencyMs,
      excerpt: outcome.excerpt,
      state: outcome.ok ? 'delivered' : next === null ? 'failed' : 'pending',
      next_at: next?.toISOString() ?? null,
      ok: outcome.ok,
      reason: outcome.ok ? null : disabledReason(outcome),
    };
  });
}

const recordStatement = preparedStatement<{ attempts: string; released: number[]; failureLimit: number; logSize: number }, DisabledEndpoint>(
  'webhook_attempts_record',
  (p) => sql`select r_user_id as "userId", r_url as url, r_reason as reason, r_email as email, r_username as username
    from webhook_attempts_record(${p.attempts}::jsonb, ${p.released}::bigint[], ${p.failureLimit}::integer, ${p.logSize}::integer)`,
);

/**
 * Records a batch of attempts in one call (webhook_attempts_record, migration 0039): a delivery
 * leaves the outbox once answered with a 2xx or out of retries, else waits for its next attempt
 * (one not stored yet is stored then); each endpoint's failures in a row are counted; the log
 * gets the attempts and keeps at least each endpoint's last WEBHOOK_LOG_SIZE (trimmed once it
 * holds twice that). The entry events `released` (those the deliveries not stored were made
 * from) are deleted in the same call. Answers the endpoints these failures disabled.
 */
export async function recordAttempts(db: Db, attempted: Attempted[], now: Date, released: readonly number[] = []): Promise<DisabledEndpoint[]> {
  if (attempted.length === 0 && released.length === 0) return [];
  return recordStatement(db, { attempts: JSON.stringify(attemptRows(attempted, now)), released: [...released], failureLimit: WEBHOOK_FAILURE_LIMIT, logSize: WEBHOOK_LOG_SIZE });
}
