import { describe, expect, it } from 'vitest';
import { compareEpisodes, countsTowardProgress, episodeLabel } from './episode-order';
import { WatchMarkSchema, WatchUnmarkSchema, WATCH_MESSAGES } from './watches';

describe('watch selections', () => {
  it('take exactly one of submediaIDs, through and season', () => {
    expect(WatchMarkSchema.safeParse({ submediaIDs: [1, 2] }).success).toBe(true);
    expect(WatchMarkSchema.safeParse({ through: 3, date: '2024-05-01' }).success).toBe(true);
    expect(WatchUnmarkSchema.safeParse({ season: 0 }).success).toBe(true);
    const none = WatchMarkSchema.safeParse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(WATCH_MESSAGES.chooseOne);
    expect(WatchMarkSchema.safeParse({ season: 1, through: 2 }).success).toBe(false);
  });

  it('refuse a watch date in the future or malformed', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(WatchMarkSchema.safeParse({ season: 1, date: future }).error?.issues[0]?.message).toBe('Reading dates cannot be later than today');
    expect(WatchMarkSchema.safeParse({ season: 1, date: 'yesterday' }).success).toBe(false);
  });
});

describe('episodeLabel', () => {
  it('names an episode by season and number when it has them', () => {
    expect(episodeLabel({ season: 2, episode: 5, overallnum: 12, title: 'Pilot' })).toBe('S2 · E5 — Pilot');
    expect(episodeLabel({ season: null, episode: 3, overallnum: 3, title: 'Three' })).toBe('E3 — Three');
    expect(episodeLabel({ overallnum: 4, title: 'Song' })).toBe('4. Song');
  });
});

describe('compareEpisodes', () => {
  it('orders by season with the specials last, then by number', () => {
    const episodes = [
      { season: 0, episode: 1, overallnum: 1 },
      { season: 2, episode: 1, overallnum: 4 },
      { season: 1, episode: 2, overallnum: 3 },
      { season: 1, episode: 1, overallnum: 2 },
    ];
    expect([...episodes].sort(compareEpisodes).map((e) => e.overallnum)).toEqual([2, 3, 4, 1]);
    expect([{ overallnum: 3 }, { overallnum: 1 }].sort(compareEpisodes).map((e) => e.overallnum)).toEqual([1, 3]);
    expect(countsTowardProgress({ season: 0 })).toBe(false);
    expect(countsTowardProgress({ season: null })).toBe(true);
  });
});
