import { type IntegrationHistoryLine, type IntegrationKind, type IntegrationStatus } from '@shelfmark/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { integrations, syncedProgressEvents } from '../../db/schema';

/**
 * What the book sources (KOReader, Audiobookshelf) share: the integration row they create, its
 * status, and the history lines they write on an entry.
 */
export type IntegrationRow = typeof integrations.$inferSelect;

export interface NewIntegration {
  userId: number;
  kind: IntegrationKind;
  name: string;
  secretHash?: string | null;
  settings: Record<string, unknown>;
}

export async function insertIntegration(db: Db, integration: NewIntegration): Promise<IntegrationRow> {
  const [row] = await db.insert(integrations).values(integration).returning();
  if (!row) throw new Error('integration not saved');
  return row;
}

export async function countIntegrations(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(integrations).where(eq(integrations.userId, userId));
  return Number(row?.n ?? 0);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The status the Integrations page shows, counting this source's history lines of the last 7 days as its events. */
export async function integrationStatus(db: Db, row: IntegrationRow, now = new Date()): Promise<IntegrationStatus> {
  const [events] = await db
    .select({ n: count() })
    .from(syncedProgressEvents)
    .where(and(eq(syncedProgressEvents.integrationId, row.integrationId), gte(syncedProgressEvents.time, new Date(now.getTime() - WEEK_MS))));
  return {
    integrationID: row.integrationId,
    kind: row.kind,
    name: row.name,
    created: row.created.toISOString(),
    paused: row.paused,
    pausedReason: row.pausedReason,
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    eventsThisWeek: Number(events?.n ?? 0),
  };
}

export async function insertProgressEvent(db: Db, event: { usermediaId: number; integrationId: number; line: string; time: Date }): Promise<void> {
  await db.insert(syncedProgressEvents).values(event);
  await db.update(integrations).set({ lastEventAt: event.time }).where(eq(integrations.integrationId, event.integrationId));
}

/** The lines of one entry, newest first. */
export async function listProgressEvents(db: Db, usermediaId: number): Promise<IntegrationHistoryLine[]> {
  const rows = await db
    .select({ time: syncedProgressEvents.time, line: syncedProgressEvents.line })
    .from(syncedProgressEvents)
    .where(eq(syncedProgressEvents.usermediaId, usermediaId))
    .orderBy(desc(syncedProgressEvents.time), desc(syncedProgressEvents.eventId));
  return rows.map((row) => ({ at: row.time.toISOString(), text: row.line }));
}

/** A source that answered: its run of failures ends. */
export async function recordSuccess(db: Db, integrationId: number): Promise<void> {
  await db.update(integrations).set({ consecutiveFailures: 0, lastError: null }).where(eq(integrations.integrationId, integrationId));
}

/**
 * A failed call to the source, counted in a row; at `limit` the integration pauses itself with
 * the reason. Answers whether it paused now.
 */
export async function recordFailure(db: Db, integrationId: number, message: string, limit: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(integrations)
    .set({
      consecutiveFailures: sql`${integrations.consecutiveFailures} + 1`,
      lastError: message,
      lastErrorAt: now,
      paused: sql`${integrations.paused} or ${integrations.consecutiveFailures} + 1 >= ${limit}`,
      pausedReason: sql`case when not ${integrations.paused} and ${integrations.consecutiveFailures} + 1 >= ${limit} then ${message}::text else ${integrations.pausedReason} end`,
    })
    .where(eq(integrations.integrationId, integrationId))
    .returning({ paused: integrations.paused, failures: integrations.consecutiveFailures });
  return row !== undefined && row.paused && row.failures === limit;
}
