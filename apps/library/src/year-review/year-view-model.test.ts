import { describe, expect, it } from 'vitest';
import { byMonth, ownView, sharedView, type ViewItem } from './year-view-model';

const item = (finished: string, finishedPrecision: ViewItem['finishedPrecision'] = 'day'): ViewItem => ({
  key: finished,
  type: 'book',
  title: finished,
  finished,
  finishedPrecision,
  length: null,
});
const outline = { totals: [], highestRated: [], longest: [], first: null, last: null, tags: [] };

describe('the year view model', () => {
  it('groups items by month, those known only by year apart', () => {
    const { months, undated } = byMonth([item('2024-01-01', 'year'), item('2024-01-20'), item('2024-06-01', 'month'), item('2024-12-31')]);
    expect(months.map((month) => month.map((entry) => entry.key))).toEqual([['2024-01-20'], [], [], [], [], ['2024-06-01'], [], [], [], [], [], ['2024-12-31']]);
    expect(undated.map((entry) => entry.key)).toEqual(['2024-01-01']);
  });

  it('links the owner’s items to their pages and covers, and keeps a share’s items as they came', () => {
    const own = ownView({
      year: 2024,
      years: [2024],
      episodesByMonth: [0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ...outline,
      items: [{ mediaID: 7, type: 'movie', title: 'Arrival', isbn: null, creators: '', rating: 8, review: null, finished: '2024-02-02', finishedPrecision: 'day', length: 116 }],
    });
    expect(own.items[0]).toMatchObject({ key: '7', href: '/movie/7', coverSrc: '/api/v1/covers/MOVIE7.jpg?missing=empty', rating: 8 });
    expect(own.showRatings).toBe(true);
    expect(own.episodesByMonth?.[1]).toBe(3);
    const shared = sharedView({ year: 2024, ...outline, items: [{ type: 'movie', title: 'Arrival', finished: '2024-02-02', finishedPrecision: 'day', length: 116 }] });
    expect(shared.items[0]).toEqual({ key: '0', type: 'movie', title: 'Arrival', finished: '2024-02-02', finishedPrecision: 'day', length: 116, coverSrc: undefined, creators: undefined, rating: undefined, review: undefined });
    expect(shared.showRatings).toBe(false);
  });
});
