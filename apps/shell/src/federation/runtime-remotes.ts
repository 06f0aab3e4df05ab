import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLocations } from './remote-locations-request';
import { remoteNames, type RemoteName } from './remote-registry';
import { retryRemoteLoadPlugin } from './retry-plugin';

export type RemoteLocations = Partial<Record<RemoteName, string>>;

let locations: RemoteLocations = {};

/** Reads `{ name: manifestUrl }` from the server's `/remotes.json`, ignoring unknown names. */
export function parseRemoteLocations(body: unknown, base: string): RemoteLocations {
  if (typeof body !== 'object' || body === null) return {};
  const parsed: RemoteLocations = {};
  for (const name of remoteNames) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.length > 0) parsed[name] = new URL(value, base).href;
  }
  return parsed;
}

async function fetchRemoteLocations(): Promise<RemoteLocations> {
  return parseRemoteLocations(await remoteLocations(), window.location.href);
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
