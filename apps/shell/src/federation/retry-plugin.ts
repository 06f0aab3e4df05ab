import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError } from './compatibility-gate';

/** Waits before each new attempt: three more tries over about 2.6 s. */
export const RETRY_DELAYS_MS: readonly number[] = [200, 600, 1800];

export interface RetryOptions {
  delays?: readonly number[];
  /** Runs before each new attempt; a failure here counts as a failed attempt. */
  beforeRetry?: (remote: string) => Promise<void> | void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * A Module Federation runtime plugin: when loading a remote module fails (its manifest,
 * `remoteEntry.js` or a chunk unreachable or broken), it loads it again after each delay
 * before the failure reaches the caller, so a short outage or a deploy in progress heals
 * without the user pressing Retry. The attempts it starts itself are not retried again, nor
 * is a remote the compatibility gate refused: loading it again would refuse it again.
 */
export function retryRemoteLoadPlugin({ delays = RETRY_DELAYS_MS, beforeRetry, wait = sleep }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'shelfmark-retry-remote-load',
    async errorLoadRemote({ id, error, lifecycle, from, remote, origin }) {
      // 'onLoad' is the whole load failing; the manifest's own 'afterResolve' failure ends there too.
      if (lifecycle !== 'onLoad' || retrying.has(id) || error instanceof IncompatibleRemoteError) return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      retrying.add(id);
      try {
        for (const [attempt, delay] of delays.entries()) {
          await wait(delay);
          try {
            await beforeRetry?.(name);
            const loaded = await origin.loadRemote(id, { from });
            if (loaded) return loaded;
          } catch (error) {
            console.warn(`Loading ${id} failed again (retry ${attempt + 1} of ${delays.length})`, error);
          }
        }
        // Nothing to offer: the runtime throws the first error to the caller.
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
