import { WEBHOOK_FAILURE_LIMIT, WEBHOOK_LOG_SIZE } from '@shelfmark/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { nextAttemptAfter } from './backoff';
import type { AttemptOutcome } from './post-delivery';

export interface ClaimedDelivery {
  deliveryId: number;
  webhookId: number;
  messageId: string;
  event: string;
  payload: unknown;
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
      returning d.delivery_id as "deliveryId", d.webhook_id as "webhookId", d.message_id as "messageId", d.event, d.payload,
        d.attempt, e.url, e.secret`,
  );
}

/** An endpoint this attempt disabled, with whom to tell. */
export interface DisabledEndpoint {
  userId: number;
  url: string;
  reason: string;
  email: string;
  username: string;
}

export const disabledReason = (outcome: AttemptOutcome) =>
  `Disabled after ${WEBHOOK_FAILURE_LIMIT} failed deliveries in a row; the last one: ${outcome.statusCode === null ? outcome.excerpt : `status ${outcome.statusCode}`}`;

async function countOnEndpoint(tx: Db, delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<DisabledEndpoint | null> {
  if (outcome.ok) {
    // Written even when already 0: the row lock makes an endpoint's attempts record one after another, so the log's trim sees them all.
    await tx.update(webhookEndpoints).set({ failuresInARow: 0 }).where(eq(webhookEndpoints.webhookId, delivery.webhookId));
    return null;
  }
  const reason = disabledReason(outcome);
  const [disabled] = await queryRows<DisabledEndpoint>(
    tx,
    sql`with counted as (
        update ${webhookEndpoints} set failures_in_a_row = failures_in_a_row + 1,
          enabled = enabled and failures_in_a_row + 1 < ${WEBHOOK_FAILURE_LIMIT},
          disabled_reason = case when enabled and failures_in_a_row + 1 >= ${WEBHOOK_FAILURE_LIMIT} then ${reason} else disabled_reason end
        where webhook_id = ${delivery.webhookId}
        returning user_id, url, disabled_reason, enabled, failures_in_a_row)
      select c.user_id as "userId", c.url, c.disabled_reason as reason, u.email, u.username from counted c join ${users} u on u.user_id = c.user_id
      where not c.enabled and c.disabled_reason is not null and c.failures_in_a_row = ${WEBHOOK_FAILURE_LIMIT}`,
  );
  return disabled ?? null;
}

/**
 * Records one attempt in one transaction: the delivery leaves the outbox once answered with a
 * 2xx or out of retries, else waits for its next attempt (lease released); the endpoint's
 * failures in a row are counted; the log gets the attempt and keeps the endpoint's last
 * WEBHOOK_LOG_SIZE. Answers the endpoint if this failure disabled it.
 */
export async function recordAttempt(db: Db, delivery: ClaimedDelivery, outcome: AttemptOutcome, now: Date): Promise<DisabledEndpoint | null> {
  const attempt = delivery.attempt + 1;
  const next = outcome.ok ? null : nextAttemptAfter(attempt, now);
  const state = outcome.ok ? 'delivered' : next === null ? 'failed' : 'pending';
  return db.transaction(async (tx) => {
    const disabled = await countOnEndpoint(tx, delivery, outcome);
    if (next === null) await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.deliveryId, delivery.deliveryId));
    else await tx.update(webhookDeliveries).set({ attempt, nextAttemptAt: next, lockedUntil: null }).where(eq(webhookDeliveries.deliveryId, delivery.deliveryId));
    await tx.insert(webhookAttempts).values({
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
    });
    await tx.execute(sql`delete from ${webhookAttempts} where webhook_id = ${delivery.webhookId} and attempt_id <= (
      select attempt_id from ${webhookAttempts} where webhook_id = ${delivery.webhookId} order by attempt_id desc offset ${WEBHOOK_LOG_SIZE} limit 1)`);
    return disabled;
  });
}
