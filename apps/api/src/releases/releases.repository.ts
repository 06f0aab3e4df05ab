import { AREA_NAMES, type AreaName, type PromoteRequest, REMOTE_RELEASE_MESSAGES as M, type ReleaseStats, type RemoteLoad, type RemoteRollout, UNRELEASED_VERSION } from '@shelfmark/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import { remoteLoads, remoteReleases, remoteRollouts } from '../db/schema';
import { DomainError, notFound } from '../errors';
import type { Rollout } from '../web/remote-locations';

export const isRemoteName = (name: string): name is AreaName => (AREA_NAMES as readonly string[]).includes(name);

export function checkedRemote(name: string): AreaName {
  if (!isRemoteName(name)) throw notFound(M.unknownRemote(name));
  return name;
}

/** Records a release; false when that version of the remote is already released (a release is never replaced). */
export async function recordRelease(db: Db, release: { remote: AreaName; version: string; builtAgainst: unknown; forced: boolean }): Promise<boolean> {
  const inserted = await db.insert(remoteReleases).values(release).onConflictDoNothing().returning({ version: remoteReleases.version });
  return inserted.length > 0;
}

export async function isReleased(db: Db, remote: AreaName, version: string): Promise<boolean> {
  const [row] = await db.select({ version: remoteReleases.version }).from(remoteReleases).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return Boolean(row);
}

/** Every remote's rollout that has one. */
export async function readRollouts(db: Db): Promise<Map<AreaName, Rollout>> {
  const rows = await db.select().from(remoteRollouts);
  return new Map(rows.filter((row) => isRemoteName(row.remote)).map((row) => [row.remote as AreaName, { ...row, remote: row.remote as AreaName }]));
}

async function rolloutOf(db: Db, remote: AreaName) {
  const [row] = await db.select().from(remoteRollouts).where(eq(remoteRollouts.remote, remote));
  return row;
}

async function requireRelease(db: Db, remote: AreaName, version: string): Promise<void> {
  if (!(await isReleased(db, remote, version))) throw notFound(M.unknownVersion(remote, version));
}

const NO_CANARY = { canaryVersion: null, canaryAudience: null, canaryPercent: null, canaryStartedAt: null } as const;

async function saveRollout(db: Db, remote: AreaName, values: Partial<typeof remoteRollouts.$inferInsert>): Promise<void> {
  const changes = { ...values, changedAt: new Date() };
  await db
    .insert(remoteRollouts)
    .values({ remote, ...changes })
    .onConflictDoUpdate({ target: remoteRollouts.remote, set: changes });
}

/**
 * Promotes a version: to everyone (it becomes the current version, the one before it the
 * fallback, and any canary ends), or as the canary for a share of users or for staff.
 * Without a version, the running canary goes to everyone. Answers what was done.
 */
export async function promote(db: Db, remote: AreaName, request: PromoteRequest): Promise<string> {
  const rollout = await rolloutOf(db, remote);
  const version = request.version ?? rollout?.canaryVersion;
  if (!version) throw notFound(M.noCanary(remote));
  await requireRelease(db, remote, version);
  if (request.audience === 'everyone') {
    const current = rollout?.currentVersion ?? null;
    await saveRollout(db, remote, { currentVersion: version, previousVersion: current === version ? (rollout?.previousVersion ?? null) : current, ...NO_CANARY });
    return `${remote}@${version} is now everyone’s`;
  }
  if (request.audience === 'share' && request.percent === undefined) throw new DomainError(400, 'A share needs its percent (1 to 99)');
  const percent = request.audience === 'share' ? (request.percent ?? null) : null;
  await saveRollout(db, remote, { canaryVersion: version, canaryAudience: request.audience, canaryPercent: percent, canaryStartedAt: new Date() });
  return request.audience === 'staff' ? `${remote}@${version} is the canary for staff` : `${remote}@${version} is the canary for ${percent} % of users`;
}

/** Back to `version`, or to the version before the current one; ends any canary. */
export async function rollback(db: Db, remote: AreaName, version?: string): Promise<string> {
  const rollout = await rolloutOf(db, remote);
  const target = version ?? rollout?.previousVersion;
  if (!target) throw notFound(M.nothingToRollBackTo(remote));
  await requireRelease(db, remote, target);
  const current = rollout?.currentVersion ?? null;
  await saveRollout(db, remote, { currentVersion: target, previousVersion: current === target ? (rollout?.previousVersion ?? null) : current, ...NO_CANARY });
  return `${remote} is back on ${target}`;
}

/** Ends the canary: everyone gets the current version again; the reason is kept for the screen and `list`. */
export async function stopCanary(db: Db, remote: AreaName, reason: string): Promise<string> {
  const rollout = await rolloutOf(db, remote);
  if (!rollout?.canaryVersion) throw notFound(M.noCanary(remote));
  await saveRollout(db, remote, { ...NO_CANARY, stoppedVersion: rollout.canaryVersion, stoppedReason: reason, stoppedAt: new Date() });
  return `${remote}@${rollout.canaryVersion} stopped: ${reason}`;
}

export async function recordLoads(db: Db, loads: RemoteLoad[], userId: number | null): Promise<void> {
  await db.insert(remoteLoads).values(loads.map((load) => ({ ...load, phase: load.ok ? null : (load.phase ?? null), userId })));
}

interface StatsRow {
  remote: string;
  version: string;
  loads: number;
  failed: number;
  median: number | string | null;
}

const statsOf = (row: StatsRow | undefined): ReleaseStats => {
  const loads = row?.loads ?? 0;
  const failed = row?.failed ?? 0;
  return {
    loads,
    failed,
    failureRate: loads === 0 ? null : Math.round((failed / loads) * 1000) / 10,
    medianMs: row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
  };
};

/** Loads, failures and the median load time per remote and version, counting loads from `since` on when given. */
async function loadStats(db: Db, since?: Date): Promise<Map<string, ReleaseStats>> {
  const rows = await queryRows<StatsRow>(
    db,
    sql`select remote, version, count(*)::int as loads, (count(*) filter (where not ok))::int as failed,
          percentile_cont(0.5) within group (order by ms) as median
        from remote_loads ${since ? sql`where reported_at >= ${since.toISOString()}` : sql``}
        group by remote, version`,
  );
  return new Map(rows.map((row) => [`${row.remote}@${row.version}`, statsOf(row)]));
}

/** Every remote with its rollout, releases (newest first) and their load statistics. */
export async function listRollouts(db: Db, fixed: ReadonlySet<AreaName>): Promise<RemoteRollout[]> {
  const [releases, rollouts, stats] = await Promise.all([
    db.select().from(remoteReleases).orderBy(asc(remoteReleases.releasedAt)),
    readRollouts(db),
    loadStats(db),
  ]);
  const rolloutRows = new Map((await db.select().from(remoteRollouts)).map((row) => [row.remote, row]));
  return AREA_NAMES.map((remote) => {
    const row = rolloutRows.get(remote);
    const rollout = rollouts.get(remote);
    return {
      remote,
      fixedOverride: fixed.has(remote),
      currentVersion: rollout?.currentVersion ?? null,
      previousVersion: rollout?.previousVersion ?? null,
      canary:
        row?.canaryVersion && row.canaryAudience && row.canaryStartedAt
          ? { version: row.canaryVersion, audience: row.canaryAudience, percent: row.canaryPercent, startedAt: row.canaryStartedAt.toISOString() }
          : null,
      stopped: row?.stoppedVersion && row.stoppedReason && row.stoppedAt ? { version: row.stoppedVersion, reason: row.stoppedReason, at: row.stoppedAt.toISOString() } : null,
      releases: releases
        .filter((release) => release.remote === remote)
        .reverse()
        .map((release) => ({
          version: release.version,
          releasedAt: release.releasedAt.toISOString(),
          forced: release.forced,
          stats: stats.get(`${remote}@${release.version}`) ?? statsOf(undefined),
        })),
    };
  });
}

/** A canary needs this many loads before its failure rate is judged. */
export const MIN_CANARY_LOADS = 10;
/** How many percentage points above the current version's failure rate is clearly above. */
export const FAILURE_MARGIN_POINTS = 20;

/** Whether the canary fails clearly more than the current version over the same time: the reason to stop it, else null. */
export function canaryVerdict(canary: ReleaseStats, current: ReleaseStats, currentVersion: string): string | null {
  if (canary.loads < MIN_CANARY_LOADS || canary.failureRate === null) return null;
  const currentRate = current.failureRate ?? 0;
  if (canary.failureRate < currentRate + FAILURE_MARGIN_POINTS) return null;
  return M.autoStopped(canary.failed, canary.loads, canary.failureRate, currentRate, currentVersion);
}

/** After new reports: stops each canary among `remotes` that fails clearly more than its current version since it started. */
export async function stopFailingCanaries(db: Db, remotes: ReadonlySet<AreaName>): Promise<string[]> {
  const stopped: string[] = [];
  for (const remote of remotes) {
    const rollout = await rolloutOf(db, remote);
    if (!rollout?.canaryVersion || !rollout.canaryStartedAt) continue;
    const stats = await loadStats(db, rollout.canaryStartedAt);
    const currentVersion = rollout.currentVersion ?? UNRELEASED_VERSION;
    const reason = canaryVerdict(stats.get(`${remote}@${rollout.canaryVersion}`) ?? statsOf(undefined), stats.get(`${remote}@${currentVersion}`) ?? statsOf(undefined), currentVersion);
    if (reason) stopped.push(await stopCanary(db, remote, reason));
  }
  return stopped;
}
