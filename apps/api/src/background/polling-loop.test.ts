import { afterEach, describe, expect, it } from 'vitest';
import { createPollingLoop, type PollingLoop } from './polling-loop';

const HOUR = 3_600_000;

describe('the polling loop', () => {
  let loop: PollingLoop | undefined;
  afterEach(() => loop?.stop());

  it('repeats the step while it finds work, then rests until woken', async () => {
    let queued = 3;
    let steps = 0;
    loop = createPollingLoop({
      pollMs: HOUR,
      step: async () => {
        steps++;
        if (queued === 0) return false;
        queued--;
        return true;
      },
      onError: () => 0,
    });
    loop.start();
    await loop.drain();
    expect(queued).toBe(0);
    const rested = steps;

    queued = 2;
    await loop.drain();
    expect(queued).toBe(0);
    expect(steps).toBeGreaterThan(rested);
  });

  it('steps again at once when woken during a step that found nothing', async () => {
    let queued = 0;
    let first = true;
    loop = createPollingLoop({
      pollMs: HOUR,
      step: async () => {
        if (first) {
          first = false;
          // Work queued while this step looked elsewhere.
          queued = 1;
          loop?.wake();
          return false;
        }
        if (queued === 0) return false;
        queued--;
        return true;
      },
      onError: () => 0,
    });
    loop.start();
    await expect.poll(() => queued, { timeout: 1000 }).toBe(0);
  });

  it('gathers the wakes of a busy moment into one step', async () => {
    let steps = 0;
    loop = createPollingLoop({ pollMs: HOUR, gatherMs: 30, step: async () => (steps++, false), onError: () => 0 });
    loop.start();
    await loop.drain();
    const before = steps;
    for (let i = 0; i < 5; i++) loop.wake();
    await loop.drain();
    expect(steps - before).toBeLessThanOrEqual(2);
  });

  it('reports a failed step and waits as long as told before the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    loop = createPollingLoop({
      pollMs: HOUR,
      step: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return false;
      },
      onError: (error) => {
        errors.push(error);
        return 10;
      },
    });
    loop.start();
    await expect.poll(() => calls, { timeout: 1000 }).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([new Error('database away')]);
  });

  it('stops after the step in progress', async () => {
    let finished = false;
    let release: () => void = () => undefined;
    loop = createPollingLoop({
      pollMs: HOUR,
      step: () =>
        new Promise<boolean>((resolve) => {
          release = () => {
            finished = true;
            resolve(false);
          };
        }),
      onError: () => 0,
    });
    loop.start();
    const stopped = loop.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
  });
});
