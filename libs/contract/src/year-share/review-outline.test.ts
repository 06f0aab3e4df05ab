import { describe, expect, it } from 'vitest';
import { type FinishedItem, outlineReview } from './review-outline';

function item(fields: Partial<FinishedItem>): FinishedItem {
  return { type: 'book', length: null, rating: 0, finishedPrecision: 'day', tags: [], ...fields };
}

describe('outlineReview', () => {
  it('totals finished items and their known lengths per type, in the order of the types', () => {
    const outline = outlineReview([item({ type: 'movie', length: 120 }), item({ length: 300 }), item({ length: null }), item({ type: 'movie', length: 95 })]);
    expect(outline.totals).toEqual([
      { type: 'book', finished: 2, length: 300 },
      { type: 'movie', finished: 2, length: 215 },
    ]);
  });

  it('lists the five best rated, a tie going to the one finished later, and leaves unrated items out', () => {
    const items = [7, 0, 9, 7, 10, 3, 8, 2].map((rating) => item({ rating }));
    expect(outlineReview(items).highestRated).toEqual([4, 2, 6, 3, 0]);
  });

  it('names the longest item of each type that has lengths, the first finished winning a tie', () => {
    const items = [item({ length: 500 }), item({ type: 'album', length: 12 }), item({ length: 500 }), item({ length: 900 }), item({ type: 'videogame' })];
    expect(outlineReview(items).longest).toEqual([3, 1]);
  });

  it('takes first and last finished among items whose day or month is known', () => {
    const items = [item({ finishedPrecision: 'year' }), item({ finishedPrecision: 'month' }), item({}), item({})];
    expect(outlineReview(items)).toMatchObject({ first: 1, last: 3 });
    expect(outlineReview([item({ finishedPrecision: 'year' })])).toMatchObject({ first: null, last: null });
    expect(outlineReview([])).toEqual({ totals: [], highestRated: [], longest: [], first: null, last: null, tags: [] });
  });

  it('counts tags over the items, most used first, then alphabetically, six at most', () => {
    const items = [
      item({ tags: ['comfort', 'space'] }),
      item({ tags: ['space', 'award'] }),
      item({ tags: ['space', 'comfort', 'a1', 'a2', 'a3', 'a4'] }),
    ];
    expect(outlineReview(items).tags).toEqual([
      { tag: 'space', count: 3 },
      { tag: 'comfort', count: 2 },
      { tag: 'a1', count: 1 },
      { tag: 'a2', count: 1 },
      { tag: 'a3', count: 1 },
      { tag: 'a4', count: 1 },
    ]);
  });
});
