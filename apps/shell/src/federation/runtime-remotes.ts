import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLocations } from './remote-locations-request';
import { remoteNames, type RemoteName } from './remote-registry';
import { retryRemoteLoadPlugin } from './retry-plugin';

export type RemoteLocations = Partial<Record<RemoteName, string>>;

let locations: RemoteLocations = {};

/**
 * A remote's entry in `/remotes.json`: its manifest URL, or a released version
 * `{ url, version, fallback? }` (ADR 0043; the fallback is for the compatibility gate).
 */
function entryOf(value: unknown): { url: string; version?: string } | undefined {
  if (typeof value === 'string') return value.length > 0 ? { url: value } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, version } = value as { url?: unknown; version?: unknown };
  if (typeof url !== 'string' || url.length === 0) return undefined;
  return typeof version === 'string' ? { url, version } : { url };
}

/** Reads `{ name: manifestUrl | { url, version } }` from the server's `/remotes.json`, ignoring unknown names. */
export function parseRemoteLocations(body: unknown, base: string): RemoteLocations {
  if (typeof body !== 'object' || body === null) return {};
  const parsed: RemoteLocations = {};
  for (const name of remoteNames) {
    const entry = entryOf((body as Record<string, unknown>)[name]);
    if (entry) parsed[name] = new URL(entry.url, base).href;
  }
  return parsed;
}

/** The released version of each remote that has one, as `/remotes.json` names it (for the load reports). */
export function parseRemoteVersions(body: unknown): Partial<Record<RemoteName, string>> {
  if (typeof body !== 'object' || body === null) return {};
  const parsed: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const version = entryOf((body as Record<string, unknown>)[name])?.version;
    if (version) parsed[name] = version;
  }
  return parsed;
}

let versions: Partial<Record<RemoteName, string>> = {};

async function fetchRemoteLocations(): Promise<RemoteLocations> {
  const body = await remoteLocations();
  versions = parseRemoteVersions(body);
  return parseRemoteLocations(body, window.location.href);
}

/** The released version of the remote the shell loads, undefined when it comes from a plain location. */
export function remoteVersion(name: RemoteName): string | undefined {
  return versions[name];
}

function register(names: readonly RemoteName[], force: boolean) {
  const remotes = names.flatMap((name) => {
    const entry = locations[name];
    return entry ? [{ name, entry }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

/**
 * Learns where the remotes live at start. A failure here is not fatal: every area then
 * shows its own error with Retry, and the chrome still works. A remote that fails to load is
 * loaded again with back-off (retry-plugin.ts), its locations re-read and caches dropped first.
 */
export async function registerRuntimeRemotes(): Promise<void> {
  registerPlugins([
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

export function hasRemoteLocation(name: RemoteName): boolean {
  return Boolean(locations[name]);
}
