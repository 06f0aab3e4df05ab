import type { Submedia } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { currentSeason, groupSeasons, rowLabel } from './seasons';

const episode = (submediaID: number, season: number | null, number: number | null, watched = false): Submedia => ({
  submediaID, usersubmediaID: null, title: `T${submediaID}`, overallnum: submediaID, favorited: false, season, episode: number, watched,
});

describe('groupSeasons', () => {
  it('groups by season in order with specials last, counting what is watched', () => {
    const groups = groupSeasons([episode(7, 0, 1), episode(4, 2, 1), episode(2, 1, 2, true), episode(1, 1, 1, true)]);
    expect(groups.map((group) => [group.season, group.items.map((item) => item.submediaID), group.watched])).toEqual([
      [1, [1, 2], 2],
      [2, [4], 0],
      [0, [7], 0],
    ]);
  });
});

describe('currentSeason', () => {
  it('opens the season of the next episode to watch, never the specials, and the first when all are watched', () => {
    expect(currentSeason(groupSeasons([episode(1, 1, 1, true), episode(4, 2, 1), episode(7, 0, 1)]))).toBe(2);
    expect(currentSeason(groupSeasons([episode(1, 1, 1, true), episode(4, 2, 1, true), episode(7, 0, 1)]))).toBe(1);
    expect(currentSeason(groupSeasons([episode(1, null, null)]))).toBeNull();
  });
});

describe('rowLabel', () => {
  it('names an episode by its number in the season, a song by its place', () => {
    expect(rowLabel({ episode: 3, overallnum: 12, title: 'Half Loop' })).toBe('E3 · Half Loop');
    expect(rowLabel({ episode: null, overallnum: 9, title: 'A Case of You' })).toBe('9. A Case of You');
  });
});
