import { createHash } from 'node:crypto';
import type { AreaName } from '@shelfmark/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rollouts pages are written with (the releases capability keeps them: apps/api/src/releases/plugin.ts). */
    remoteRollouts: RemoteRollouts;
  }
}

export interface RemoteRollouts {
  /** Every remote's rollout that has one, as this instance knows it now. */
  current(): Promise<ReadonlyMap<AreaName, Rollout>>;
  /** Remotes whose REMOTE_<NAME>_URL is set: a fixed location whatever their rollout says. */
  fixed: ReadonlySet<AreaName>;
}

/** A remote's rollout as the page writer needs it (a row of remote_rollouts). */
export interface Rollout {
  remote: AreaName;
  currentVersion: string | null;
  previousVersion: string | null;
  canaryVersion: string | null;
  canaryAudience: 'share' | 'staff' | null;
  canaryPercent: number | null;
}

export interface Viewer {
  userId: string;
  role: 'user' | 'librarian' | 'admin';
}

/** Where a version of a remote is served (serve-releases.ts). */
export const releaseFolder = (remote: string, version: string) => `${remote}@${version}`;
export const releaseManifestUrl = (remote: string, version: string) => `/releases/${releaseFolder(remote, version)}/mf-manifest.json`;

/**
 * Where a user falls among 100 buckets for one canary: the same user, remote and canary version
 * always give the same bucket, and a new canary version draws the users afresh.
 */
export function canaryBucket(userId: string, remote: string, canaryVersion: string): number {
  return createHash('sha256').update(`${userId}\n${remote}\n${canaryVersion}`).digest().readUInt32BE(0) % 100;
}

/** The version of the remote this viewer gets: the canary if they are in its audience, else the current one; null without a release. */
export function versionFor(rollout: Rollout, viewer: Viewer | undefined): string | null {
  const canary = rollout.canaryVersion;
  if (canary && viewer) {
    if (rollout.canaryAudience === 'staff' && viewer.role !== 'user') return canary;
    if (rollout.canaryAudience === 'share' && canaryBucket(viewer.userId, rollout.remote, canary) < (rollout.canaryPercent ?? 0)) return canary;
  }
  return rollout.currentVersion;
}

/** A remote's location in the page's data block: a plain manifest URL, or a released version with the one to fall back to. */
export type RemoteLocation = string | { url: string; version: string; fallback?: { url: string; version: string } };

/**
 * Each remote's location for this viewer: its released version when it has one (with the
 * current version, or before it the previous one, as the fallback), else the configured
 * location. REMOTE_<NAME>_URL (`fixed`) wins over any release.
 */
export function remoteLocationsFor(
  configured: Record<AreaName, string>,
  fixed: ReadonlySet<AreaName>,
  rollouts: ReadonlyMap<AreaName, Rollout>,
  viewer: Viewer | undefined,
): Record<string, RemoteLocation> {
  const locations: Record<string, RemoteLocation> = {};
  for (const [name, url] of Object.entries(configured) as [AreaName, string][]) {
    const rollout = rollouts.get(name);
    const version = rollout && !fixed.has(name) ? versionFor(rollout, viewer) : null;
    if (!rollout || !version) {
      locations[name] = url;
      continue;
    }
    const fallbackVersion = version === rollout.currentVersion ? rollout.previousVersion : rollout.currentVersion;
    locations[name] = {
      url: releaseManifestUrl(name, version),
      version,
      ...(fallbackVersion ? { fallback: { url: releaseManifestUrl(name, fallbackVersion), version: fallbackVersion } } : {}),
    };
  }
  return locations;
}
