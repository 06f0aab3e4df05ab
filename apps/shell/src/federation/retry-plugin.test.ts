import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncompatibleRemoteError } from './compatibility-gate';
import { RETRY_DELAYS_MS, retryRemoteLoadPlugin } from './retry-plugin';

afterEach(() => vi.restoreAllMocks());

type ErrorHook = (args: { id: string; error: unknown; from: 'runtime'; lifecycle: string; remote?: { name: string }; origin: ModuleFederation }) => Promise<unknown>;

/** The plugin wired to a federation instance whose loadRemote answers from a script of outcomes. */
function setUp(outcomes: ('fail' | 'ok')[]) {
  const waits: number[] = [];
  const events: string[] = [];
  const plugin = retryRemoteLoadPlugin({
    wait: async (ms) => {
      waits.push(ms);
    },
    beforeRetry: (remote) => {
      events.push(`re-register ${remote}`);
    },
  });
  const hook = plugin.errorLoadRemote as unknown as ErrorHook;
  const origin = {
    // Like the runtime: a failure inside a retry goes through the hook again before it throws.
    loadRemote: vi.fn(async (id: string) => {
      events.push(`load ${id}`);
      if (outcomes.shift() === 'ok') return { routes: [] };
      const error = new Error('unreachable');
      const failOver = await hook({ id, error, from: 'runtime', lifecycle: 'onLoad', origin: origin as unknown as ModuleFederation });
      if (!failOver) throw error;
      return failOver;
    }),
  };
  const fail = (lifecycle = 'onLoad') =>
    hook({ id: 'catalog/routes', error: new Error('first'), from: 'runtime', lifecycle, remote: { name: 'catalog' }, origin: origin as unknown as ModuleFederation });
  return { waits, events, origin, fail };
}

describe('retryRemoteLoadPlugin', () => {
  it('loads the module again after 200 ms and hands it over when the second try works', async () => {
    const { waits, events, fail } = setUp(['ok']);
    await expect(fail()).resolves.toEqual({ routes: [] });
    expect(waits).toEqual([200]);
    expect(events).toEqual(['re-register catalog', 'load catalog/routes']);
  });

  it('tries three more times, 200, 600 and 1800 ms apart, then lets the failure through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { waits, origin, fail } = setUp(['fail', 'fail', 'fail']);
    await expect(fail()).resolves.toBeUndefined();
    expect(RETRY_DELAYS_MS).toEqual([200, 600, 1800]);
    expect(waits).toEqual([200, 600, 1800]);
    expect(origin.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('counts a failure before the load (the remote locations) as a failed try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const plugin = retryRemoteLoadPlugin({
      wait: async () => undefined,
      beforeRetry: () => {
        calls += 1;
        if (calls === 1) throw new Error('remotes.json answered 503');
      },
    });
    const origin = { loadRemote: vi.fn(async () => ({ routes: [] })) };
    const hook = plugin.errorLoadRemote as unknown as ErrorHook;
    await expect(
      hook({ id: 'media/routes', error: new Error('x'), from: 'runtime', lifecycle: 'onLoad', origin: origin as unknown as ModuleFederation }),
    ).resolves.toEqual({ routes: [] });
    expect(calls).toBe(2);
    expect(origin.loadRemote).toHaveBeenCalledOnce();
  });

  it("leaves other lifecycles' errors alone (the manifest's failure is retried where the whole load fails)", async () => {
    const { origin, fail } = setUp([]);
    await expect(fail('afterResolve')).resolves.toBeUndefined();
    await expect(fail('beforeLoadShare')).resolves.toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });

  it('does not retry a remote the compatibility gate refused: it would be refused again', async () => {
    const plugin = retryRemoteLoadPlugin({ wait: async () => undefined });
    const origin = { loadRemote: vi.fn(async () => ({ routes: [] })) };
    const hook = plugin.errorLoadRemote as unknown as ErrorHook;
    const refused = new IncompatibleRemoteError('catalog', ['react: remote built against 18.3.1, the shell provides 19.3.1']);
    await expect(
      hook({ id: 'catalog/routes', error: refused, from: 'runtime', lifecycle: 'onLoad', origin: origin as unknown as ModuleFederation }),
    ).resolves.toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });
});
