import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Media } from '@shelfmark/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { IncompatibleRemoteError } from './compatibility-gate';
import { type RemoteLoadPhase, reportRemoteLoad } from './remote-load-outcomes';
import type { RemoteName } from './remote-registry';
import { currentLocation, hasRemoteLocation, reRegisterRemote, switchToFallback } from './runtime-remotes';

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  /**
   * Optional: settles once the screen of the page being opened, when the remote fetches it as a
   * chunk of its own, has arrived, so the first render has it in place instead of suspending.
   */
  ready?: Promise<unknown>;
  /** The catalogue's: whether an item is on the shelf, or Add To Library (the search results draw it). */
  ShelfStatus?: ComponentType<{ media: Pick<Media, 'mediaID' | 'title' | 'type' | 'publication'>; inline?: boolean }>;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} area could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemoteRoutesModule).routes);
}

const loads = new Map<RemoteName, Promise<RemoteRoutesModule>>();

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Writes the outcome onto the promise the way React's `use` reads it, so an area whose remote
 * has already loaded (preloaded at start, or visited before) renders at once instead of
 * suspending for a round of Suspense.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const result = promise as TrackedPromise<T>;
  result.status = 'pending';
  promise.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return promise;
}

class RoutesShapeError extends Error {}

/** Where a load failed, from the error it threw (exported for its test). */
export function failedPhase(error: unknown): RemoteLoadPhase {
  if (error instanceof IncompatibleRemoteError) return 'incompatible';
  if (error instanceof RoutesShapeError) return 'routes';
  // The federation runtime's code for a manifest it could not fetch or read.
  return /RUNTIME-00[37]|RUNTIME-013/.test(String(error)) ? 'manifest' : 'entry';
}

/** Loads `./routes` from the remote's current location, reporting the outcome. */
async function loadFromCurrent(name: RemoteName): Promise<RemoteRoutesModule> {
  const started = performance.now();
  const version = currentLocation(name)?.version ?? '';
  const report = (ok: boolean, phase?: RemoteLoadPhase) => reportRemoteLoad({ remote: name, version, ok, ...(phase && { phase }), ms: Math.round(performance.now() - started) });
  try {
    const loaded = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
    if (!isRoutesModule(loaded)) throw new RoutesShapeError(`${name}/routes did not export a routes array`);
    report(true);
    return loaded;
  } catch (error) {
    report(false, failedPhase(error));
    throw error;
  }
}

async function load(name: RemoteName, retry: boolean): Promise<RemoteRoutesModule> {
  try {
    if (retry || !hasRemoteLocation(name)) {
      // Unknown locations fail the load below, which the retry plugin repeats, re-reading them.
      await reRegisterRemote(name).catch((error: unknown) => console.error('Could not read /remotes.json', error));
    }
    try {
      return await loadFromCurrent(name);
    } catch (error) {
      // A version that does not fit the shell: the one the page names as the fallback, if any.
      if (!(error instanceof IncompatibleRemoteError) || !switchToFallback(name)) throw error;
      console.warn(`${error.message}; loading the fallback version`);
      return await loadFromCurrent(name);
    }
  } catch (cause) {
    throw new RemoteUnavailableError(name, { cause });
  }
}

/** One promise per remote, stable across renders (React's `use` needs that). */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let pending = loads.get(name);
  if (!pending) {
    pending = tracked(load(name, false));
    loads.set(name, pending);
  }
  return pending;
}

/** Forgets a failed load so the next render fetches the remote again from the network. */
export function retryRemoteRoutes(name: RemoteName): void {
  const pending = tracked(load(name, true));
  loads.set(name, pending);
}

/** Whether a remote has been asked for (loaded, loading, or failed on a visit). */
export function isRemoteRequested(name: RemoteName): boolean {
  return loads.has(name);
}

/**
 * Loads a remote ahead of a visit (its manifest, entry and exposed chunks, evaluated), so the
 * visit renders at once; true once it has. A failed prefetch is forgotten: the visit tries
 * again, with its own retries and, failing those, the area's message.
 */
export function prefetchRemoteRoutes(name: RemoteName): Promise<boolean> {
  const existing = loads.get(name);
  if (existing) return existing.then(() => true, () => false);
  const pending = loadRemoteRoutes(name);
  return pending.then(
    () => true,
    () => {
      if (loads.get(name) === pending) loads.delete(name);
      return false;
    },
  );
}
