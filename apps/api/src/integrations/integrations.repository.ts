import { INTEGRATION_FAILURES_BEFORE_PAUSE, type Integration, type IntegrationKind, type Role, isMediaServerKind, type MediaServerSettings, MediaServerSettingsSchema } from '@shelfmark/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { audiobookshelfItems, integrations, koreaderDocuments, mediaServerPlays, syncedProgressEvents } from '../db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;

/** Counts that go with each integration on the page: what it recorded in the last 7 days, what waits in its inbox. */
interface Counts {
  integration_id: number;
  this_week: number;
  waiting: number;
}

/** A media server's settings as stored, or null for another kind (or settings that no longer read). */
export function mediaServerSettingsOf(row: Pick<IntegrationRow, 'kind' | 'settings'>): MediaServerSettings | null {
  if (!isMediaServerKind(row.kind)) return null;
  const parsed = MediaServerSettingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toIntegration(row: IntegrationRow, counts?: Pick<Counts, 'this_week' | 'waiting'>): Integration {
  return {
    integrationID: row.integrationId,
    kind: row.kind,
    name: row.name,
    created: row.created.toISOString(),
    paused: row.paused,
    pausedReason: row.pausedReason,
    lastEventAt: iso(row.lastEventAt),
    lastError: row.lastError,
    lastErrorAt: iso(row.lastErrorAt),
    eventsThisWeek: counts?.this_week ?? 0,
    settings: mediaServerSettingsOf(row),
    inboxCount: counts?.waiting ?? 0,
  };
}

/**
 * What each integration recorded in the last 7 days and what waits in its inbox, whatever its
 * kind: media-server plays; KOReader's and Audiobookshelf's history lines, and their documents
 * and items not yet linked to a book. `which` picks the integrations (a user's, or one).
 */
function countsOf(db: Db, which: SQL): Promise<Counts[]> {
  const mine = sql`select integration_id from ${integrations} where ${which}`;
  return queryRows<Counts>(
    db,
    sql`select integration_id, sum(this_week)::int as this_week, sum(waiting)::int as waiting from (
        select integration_id,
          count(*) filter (where state = 'recorded' and created > now() - interval '7 days') as this_week,
          count(*) filter (where state = 'inbox') as waiting
        from ${mediaServerPlays} where integration_id in (${mine}) group by integration_id
        union all
        select integration_id, count(*), 0 from ${syncedProgressEvents}
        where integration_id in (${mine}) and time > now() - interval '7 days' group by integration_id
        union all
        select integration_id, 0, count(*) from ${koreaderDocuments}
        where integration_id in (${mine}) and media_id is null and not ignored group by integration_id
        union all
        select integration_id, 0, count(*) from ${audiobookshelfItems}
        where integration_id in (${mine}) and media_id is null and not ignored group by integration_id
      ) kinds group by integration_id`,
  );
}

/** The user's integrations of every kind, oldest first, with their counts. */
export async function listIntegrations(db: Db, userId: number): Promise<Integration[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(integrations).where(eq(integrations.userId, userId)).orderBy(integrations.integrationId),
    countsOf(db, sql`user_id = ${userId}`),
  ]);
  const byId = new Map(counts.map((row) => [row.integration_id, row]));
  return rows.map((row) => toIntegration(row, byId.get(row.integrationId)));
}

export async function loadIntegration(db: Db, integrationId: number): Promise<Integration | null> {
  const row = await findIntegration(db, integrationId);
  if (!row) return null;
  const [counts] = await countsOf(db, sql`integration_id = ${integrationId}`);
  return toIntegration(row, counts);
}

export async function findIntegration(db: Db, integrationId: number): Promise<IntegrationRow | undefined> {
  const [row] = await db.select().from(integrations).where(eq(integrations.integrationId, integrationId));
  return row;
}

/** An integration as a post to its receiving address needs it: with its owner's role (null when disabled). */
export interface HookIntegration {
  integration: IntegrationRow;
  ownerRole: Role | null;
}

/** The integration and its owner's role in one statement: each statement is a round trip a play waits for. */
export async function findHookIntegration(db: Db, integrationId: number): Promise<HookIntegration | undefined> {
  const [row] = await db
    .select({
      integration: integrations,
      // Written out: drizzle leaves the table names off the columns of a one-table select.
      ownerRole: sql<Role | null>`(select u.role from users u where u.user_id = integrations.user_id and u.disabled_at is null)`,
    })
    .from(integrations)
    .where(eq(integrations.integrationId, integrationId));
  return row;
}

export async function countIntegrations(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(integrations).where(eq(integrations.userId, userId));
  return row?.n ?? 0;
}

export async function insertIntegration(db: Db, values: { userId: number; kind: IntegrationKind; name: string; settings: object; secretHash: string | null }): Promise<IntegrationRow> {
  const [row] = await db.insert(integrations).values(values).returning();
  if (!row) throw new Error('integration not created');
  return row;
}

/** Name, settings, and pausing: resuming clears the reason and the failures in a row. */
export async function updateIntegration(db: Db, integrationId: number, changes: { name?: string; settings?: object; paused?: boolean }): Promise<void> {
  const set: Partial<typeof integrations.$inferInsert> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.settings !== undefined) set.settings = changes.settings;
  if (changes.paused !== undefined) {
    set.paused = changes.paused;
    set.pausedReason = null;
    if (!changes.paused) set.consecutiveFailures = 0;
  }
  if (Object.keys(set).length > 0) await db.update(integrations).set(set).where(eq(integrations.integrationId, integrationId));
}

export async function deleteIntegration(db: Db, integrationId: number, userId: number): Promise<void> {
  await db.delete(integrations).where(and(eq(integrations.integrationId, integrationId), eq(integrations.userId, userId)));
}

/** How stale the last event's time may be before an event writes it again: the page shows it to the minute. */
const LAST_EVENT_STEP_MS = 60_000;

/**
 * An event taken: its time, and the failures in a row start again. Written at most once a
 * minute while nothing fails, so a burst of plays does not queue on the integration's row.
 */
export async function recordEvent(db: Db, integration: Pick<IntegrationRow, 'integrationId' | 'lastEventAt' | 'consecutiveFailures'>, at: Date): Promise<void> {
  const recent = integration.lastEventAt !== null && Math.abs(at.getTime() - integration.lastEventAt.getTime()) < LAST_EVENT_STEP_MS;
  if (recent && integration.consecutiveFailures === 0) return;
  await db.update(integrations).set({ lastEventAt: at, consecutiveFailures: 0 }).where(eq(integrations.integrationId, integration.integrationId));
}

/**
 * A failure of the source (for a media server: a post it had to refuse), in one statement: the
 * error and its time, one more failure in a row, and at INTEGRATION_FAILURES_BEFORE_PAUSE the
 * integration pauses itself saying why.
 */
export async function recordFailure(db: Db, integrationId: number, message: string, at: Date): Promise<void> {
  const reason = `Paused after ${INTEGRATION_FAILURES_BEFORE_PAUSE} failures in a row; the last: ${message}`;
  await db
    .update(integrations)
    .set({
      lastError: message.slice(0, 500),
      lastErrorAt: at,
      consecutiveFailures: sql`${integrations.consecutiveFailures} + 1`,
      paused: sql`${integrations.paused} or ${integrations.consecutiveFailures} + 1 >= ${INTEGRATION_FAILURES_BEFORE_PAUSE}`,
      pausedReason: sql`case when not ${integrations.paused} and ${integrations.consecutiveFailures} + 1 >= ${INTEGRATION_FAILURES_BEFORE_PAUSE} then ${reason.slice(0, 600)} else ${integrations.pausedReason} end`,
    })
    .where(eq(integrations.integrationId, integrationId));
}
