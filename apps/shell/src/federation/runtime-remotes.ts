import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { compatibilityGatePlugin } from './compatibility-gate';
import { remoteLocations } from './remote-locations-request';
import { remoteNames, type RemoteName } from './remote-registry';
import { retryRemoteLoadPlugin } from './retry-plugin';

export interface RemoteVersionLocation {
  /** The remote's mf-manifest.json. */
  url: string;
  /** The release's version, e.g. `catalog@1.4.0+abc1234`; empty for a location given without one. */
  version: string;
}

/** Where a remote lives, and the version to fall back to when that one does not fit the shell. */
export interface RemoteLocation extends RemoteVersionLocation {
  fallback?: RemoteVersionLocation;
}

export type RemoteLocations = Partial<Record<RemoteName, RemoteLocation>>;

let locations: RemoteLocations = {};
/** Remotes switched to their fallback location because their current version does not fit. */
const onFallback = new Set<RemoteName>();

function versionLocation(value: unknown, base: string): RemoteVersionLocation | undefined {
  if (typeof value === 'string') return value ? { url: new URL(value, base).href, version: '' } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, version } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !url) return undefined;
  return { url: new URL(url, base).href, version: typeof version === 'string' ? version : '' };
}

/**
 * Reads the server's `/remotes.json`, ignoring unknown names: per remote, its manifest URL, or
 * `{ url, version, fallback?: { url, version } }`.
 */
export function parseRemoteLocations(body: unknown, base: string): RemoteLocations {
  if (typeof body !== 'object' || body === null) return {};
  const parsed: RemoteLocations = {};
  for (const name of remoteNames) {
    const value = (body as Record<string, unknown>)[name];
    const location = versionLocation(value, base);
    if (!location) continue;
    const fallback = typeof value === 'object' ? versionLocation((value as Record<string, unknown>)['fallback'], base) : undefined;
    parsed[name] = fallback ? { ...location, fallback } : location;
  }
  return parsed;
}

async function fetchRemoteLocations(): Promise<RemoteLocations> {
  return parseRemoteLocations(await remoteLocations(), window.location.href);
}

/** The location a remote is loaded from now: its own, or its fallback once switched. */
export function currentLocation(name: RemoteName): RemoteVersionLocation | undefined {
  const location = locations[name];
  return onFallback.has(name) ? location?.fallback : location;
}

function register(names: readonly RemoteName[], force: boolean) {
  const remotes = names.flatMap((name) => {
    const entry = currentLocation(name)?.url;
    return entry ? [{ name, entry }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

/**
 * Learns where the remotes live at start. A failure here is not fatal: every area then
 * shows its own error with Retry, and the chrome still works. A remote that fails to load is
 * loaded again with back-off (retry-plugin.ts), its locations re-read and caches dropped first;
 * one that does not fit the shell is refused (compatibility-gate.ts) and not retried.
 */
export async function registerRuntimeRemotes(): Promise<void> {
  registerPlugins([
    compatibilityGatePlugin(),
    retryRemoteLoadPlugin({
      beforeRetry: async (name) => {
        const remote = remoteNames.find((known) => known === name);
        if (remote) await reRegisterRemote(remote);
      },
    }),
  ]);
  try {
    locations = await fetchRemoteLocations();
    register(remoteNames, false);
  } catch (error) {
    console.error('Could not read /remotes.json', error);
  }
}

/** Before a retry: re-read the locations if they never arrived and drop the failed remote's cache. */
export async function reRegisterRemote(name: RemoteName): Promise<void> {
  if (!locations[name]) {
    locations = await fetchRemoteLocations();
    // The other remotes' locations arrive with it: register those not registered yet.
    register(remoteNames.filter((other) => other !== name), false);
  }
  register([name], true);
}

/** Points a refused remote at its fallback version; false when it has none (or is on it already). */
export function switchToFallback(name: RemoteName): boolean {
  if (onFallback.has(name) || !locations[name]?.fallback) return false;
  onFallback.add(name);
  register([name], true);
  return true;
}

export function hasRemoteLocation(name: RemoteName): boolean {
  return Boolean(locations[name]);
}
