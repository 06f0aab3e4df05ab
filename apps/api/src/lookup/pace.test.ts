import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from './http';
import { Pacer } from './pace';

describe('Pacer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('starts calls to one service at least the interval apart', async () => {
    const pacer = new Pacer(1000, 5000, 'MusicBrainz');
    const starts: number[] = [];
    const calls = [1, 2, 3].map(() => pacer.run(async () => starts.push(Date.now())));
    await vi.runAllTimersAsync();
    await Promise.all(calls);
    expect(starts).toEqual([0, 1000, 2000]);
  });

  it('refuses as busy a call that would wait longer than it may, and keeps the queue as it was', async () => {
    const pacer = new Pacer(1000, 1500, 'MusicBrainz');
    const first = pacer.run(async () => 'first');
    const second = pacer.run(async () => 'second');
    await expect(pacer.run(async () => 'third')).rejects.toEqual(new ServiceError('busy', 'MusicBrainz is asked too often right now; try again in a moment'));
    await vi.runAllTimersAsync();
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
  });
});
