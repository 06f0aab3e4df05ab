import { describe, expect, it } from 'vitest';
import { goalPace } from './goal-pace';
import { seriesFinishedVerb, seriesProgressLine } from './series-progress-text';
import { GoalWriteSchema } from './goals';
import { StatsQuerySchema } from './stats';

describe('goal pace', () => {
  const midApril = new Date(2026, 3, 15, 12);

  it('compares the finished count with the whole items an even pace would have finished by now', () => {
    // 104 days of 365 gone: 24 × 0.285 = 6.8, so 6 expected.
    expect(goalPace({ target: 24, finished: 8 }, 2026, midApril)).toEqual({ kind: 'ahead', by: 2 });
    expect(goalPace({ target: 24, finished: 6 }, 2026, midApril)).toEqual({ kind: 'onSchedule' });
    expect(goalPace({ target: 24, finished: 3 }, 2026, midApril)).toEqual({ kind: 'behind', by: 3 });
  });

  it('is reached once the target is met, missed in a past year, and ahead in a year to come', () => {
    expect(goalPace({ target: 12, finished: 12 }, 2026, midApril)).toEqual({ kind: 'reached' });
    expect(goalPace({ target: 12, finished: 9 }, 2025, midApril)).toEqual({ kind: 'missed', by: 3 });
    expect(goalPace({ target: 12, finished: 0 }, 2027, midApril)).toEqual({ kind: 'onSchedule' });
  });
});

describe('stats contract', () => {
  it('reads a year or all, and refuses other years with a message', () => {
    expect(StatsQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(StatsQuerySchema.parse({ year: 'all', type: 'book' })).toEqual({ year: 'all', type: 'book' });
    expect(StatsQuerySchema.safeParse({ year: '1899' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ year: 'last' }).success).toBe(false);
  });

  it('takes a goal of a media type or of episodes, and no other kind', () => {
    expect(GoalWriteSchema.parse({ year: 2026, type: 'episodes', target: 300 })).toEqual({ year: 2026, type: 'episodes', target: 300 });
    expect(GoalWriteSchema.safeParse({ year: 2026, type: 'tvshow', target: 12 }).success).toBe(true);
    expect(GoalWriteSchema.safeParse({ year: 2026, type: 'chapters', target: 12 }).success).toBe(false);
  });

  it('words series progress by the media type', () => {
    expect(['book', 'movie', 'album', 'videogame', null].map((type) => seriesFinishedVerb(type as never))).toEqual(['read', 'seen', 'listened', 'played', null]);
  });

  it("gives the series progress line its figures, verb and the next item's page", () => {
    const progress = { seriesID: 3, name: 'Dune', total: 6, finished: 2, mediaType: 'book' as const, nextUp: { mediaID: 12, type: 'book' as const, title: 'Children of Dune', seriesNum: 3 } };
    expect(seriesProgressLine(progress)).toEqual({ finished: 2, total: 6, verb: 'read', nextUp: { title: 'Children of Dune', href: '/book/12' } });
    expect(seriesProgressLine({ ...progress, mediaType: null, nextUp: null })).toEqual({ finished: 2, total: 6, verb: null, nextUp: null });
  });
});
