import type { WebhookAttempt, WebhookEndpoint, WebhookEvent } from '@shelfmark/contract';
import { WEBHOOK_LOG_SIZE } from '@shelfmark/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { webhookAttempts, webhookEndpoints } from '../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  webhookID: row.webhookId,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  failuresInARow: row.failuresInARow,
  created: row.createdAt.toISOString(),
});

export async function findEndpoint(db: Db, webhookId: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.webhookId, webhookId));
  return row;
}

export function listEndpoints(db: Db, userId: number): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.webhookId));
}

export async function countEndpoints(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Db, values: { userId: number; url: string; events: WebhookEvent[]; description: string; secret: string }): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint not stored');
  return row;
}

export interface EndpointChange {
  url?: string;
  events?: WebhookEvent[];
  description?: string;
  enabled?: boolean;
}

/** Turning an endpoint on (again) clears its failures and the reason it was turned off. */
export async function updateEndpoint(db: Db, webhookId: number, change: EndpointChange): Promise<EndpointRow> {
  const restart = change.enabled === undefined ? {} : { failuresInARow: 0, disabledReason: null };
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...change, ...restart })
    .where(eq(webhookEndpoints.webhookId, webhookId))
    .returning();
  if (!row) throw new Error('webhook endpoint vanished');
  return row;
}

export async function deleteEndpoint(db: Db, webhookId: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.webhookId, webhookId));
}

/** The endpoint's log, newest attempt first. */
export async function listAttempts(db: Db, webhookId: number): Promise<WebhookAttempt[]> {
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.webhookId, webhookId))
    .orderBy(desc(webhookAttempts.attemptId))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map((row) => ({
    messageID: row.messageId,
    event: row.event,
    attempt: row.attempt,
    at: row.at.toISOString(),
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    excerpt: row.excerpt,
    state: row.state,
    nextAttempt: row.nextAttemptAt?.toISOString() ?? null,
  }));
}
