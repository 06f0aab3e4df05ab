import type { Submedia } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { expectedChanges, selectedSubmedia, watchProgress } from './watch-selection';

const episode = (submediaID: number, season: number, number: number, fields: Partial<Submedia> = {}): Submedia => ({
  submediaID, usersubmediaID: null, title: `Episode ${submediaID}`, overallnum: submediaID, favorited: false, season, episode: number, ...fields,
});
// Listed out of order on purpose: the special first, season 2 before season 1.
const show = [episode(9, 0, 1), episode(4, 2, 1), episode(5, 2, 2), episode(1, 1, 1, { watched: true, watchCount: 2 }), episode(2, 1, 2), episode(3, 1, 3)];
const ids = (items: readonly { submediaID: number }[]) => items.map((item) => item.submediaID);

describe('selectedSubmedia', () => {
  it('takes a list as given, a season whole, and "up to here" in the listing order with specials last', () => {
    expect(ids(selectedSubmedia(show, { submediaIDs: [2, 5] }))).toEqual([5, 2]);
    expect(ids(selectedSubmedia(show, { season: 1 }))).toEqual([1, 2, 3]);
    expect(ids(selectedSubmedia(show, { through: 4 }))).toEqual([1, 2, 3, 4]);
    expect(ids(selectedSubmedia(show, { through: 9 }))).toEqual([1, 2, 3, 4, 5, 9]);
    expect(selectedSubmedia(show, { through: 77 })).toEqual([]);
  });
});

describe('expectedChanges', () => {
  it('marks only what is not marked yet, counting one more watch with the date given', () => {
    expect(expectedChanges(show, { season: 1 }, true, '2026-11-01')).toEqual([
      { submediaID: 2, watched: true, watchCount: 1, lastWatched: '2026-11-01' },
      { submediaID: 3, watched: true, watchCount: 1, lastWatched: '2026-11-01' },
    ]);
  });

  it('unmarks only what is marked, taking back the current reading’s watch', () => {
    expect(expectedChanges(show, { season: 1 }, false, '2026-11-01')).toEqual([{ submediaID: 1, watched: false, watchCount: 1, lastWatched: null }]);
  });
});

describe('watchProgress', () => {
  it('counts episodes watched of episodes without the specials', () => {
    expect(watchProgress([...show, episode(10, 0, 2, { watched: true })])).toEqual({ watched: 1, total: 5 });
  });
});
