import { ServiceError } from './http';

/**
 * Spaces the calls to one service at least `intervalMs` apart, as its rate limit asks
 * (MusicBrainz: one a second). A call that would wait longer than `maxWaitMs` is refused as
 * busy instead of piling up.
 */
export class Pacer {
  private next = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly maxWaitMs: number,
    private readonly label: string,
  ) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const start = Math.max(now, this.next);
    if (start - now > this.maxWaitMs) throw new ServiceError('busy', `${this.label} is asked too often right now; try again in a moment`);
    this.next = start + this.intervalMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    return call();
  }
}
