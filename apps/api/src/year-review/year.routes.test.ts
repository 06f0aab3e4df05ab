import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createCreator } from '../testing/catalog';
import { addFinishedReading, shelveFinished } from '../testing/finished';

describe('GET /year/{year}', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  const year = (value: number | string, account?: Account) =>
    server.app.inject({ method: 'GET', url: `/api/v1/year/${value}`, headers: account?.headers ?? {} });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
    const leGuin = await createCreator(server.app, 'Octavia Butler');
    const app = server.app;
    const owner = cast.owner;
    await shelveFinished(app, owner, { title: 'The Dispossessed', creators: [leGuin], numPages: 387, isbn: '9780060512750' }, { finished: '2024-03-14', rating: 9, review: 'Anarres.', tags: ['space', 'classic'] });
    await shelveFinished(app, owner, { title: 'Arrival', type: 'movie', numPages: 116 }, { finished: '2024-01-20', rating: 8, tags: ['space'] });
    await shelveFinished(app, owner, { title: 'Middlemarch', numPages: 880 }, { finished: '2024-11-02', rating: 10 });
    await shelveFinished(app, owner, { title: 'Sometime Album', type: 'album', numPages: 12 }, { finished: '2024-01-01', precision: 'year' });
    await shelveFinished(app, owner, { title: 'June Show', type: 'tvshow', numEpisodes: 20 }, { finished: '2024-06-01', precision: 'month' });
    await shelveFinished(app, owner, { title: 'Abandoned', numPages: 900 }, { finished: '2024-05-05', status: 'DNF', shelfStatus: 'DNF' });
    await shelveFinished(app, owner, { title: 'Last Year', numPages: 100 }, { finished: '2023-12-31T23:30:00Z' });
    // Read twice in 2024: counted once, at its last finish.
    const { usermediaId } = await shelveFinished(app, owner, { title: 'Reread', numPages: 200 }, { finished: '2024-02-10' });
    await addFinishedReading(app, usermediaId, '2024-09-09');
    // Someone else's finish never shows.
    await shelveFinished(app, cast.other, { title: 'Not Mine', numPages: 999 }, { finished: '2024-04-04', rating: 10 });
  });
  afterAll(() => server.close());

  it('lists each item finished in the year once, in order, and points the summaries into that list', async () => {
    const response = await year(2024, cast.owner);
    expect(response.statusCode).toBe(200);
    const review = response.json();
    expect(review.items.map((item: { title: string }) => item.title)).toEqual([
      'Sometime Album',
      'Arrival',
      'The Dispossessed',
      'June Show',
      'Reread',
      'Middlemarch',
    ]);
    expect(review.items[2]).toEqual({
      mediaID: expect.any(Number),
      type: 'book',
      title: 'The Dispossessed',
      isbn: '9780060512750',
      creators: 'Butler, Octavia',
      rating: 9,
      review: 'Anarres.',
      finished: '2024-03-14',
      finishedPrecision: 'day',
      length: 387,
    });
    expect(review.items[4]).toMatchObject({ title: 'Reread', finished: '2024-09-09' });
    expect(review.items[3]).toMatchObject({ finishedPrecision: 'month', finished: '2024-06-01', length: 20 });
    expect(review.totals).toEqual([
      { type: 'book', finished: 3, length: 387 + 200 + 880 },
      { type: 'movie', finished: 1, length: 116 },
      { type: 'tvshow', finished: 1, length: 20 },
      { type: 'album', finished: 1, length: 12 },
    ]);
    expect(review.highestRated).toEqual([5, 2, 1]);
    expect(review.longest).toEqual([5, 1, 3, 0]);
    expect(review).toMatchObject({ year: 2024, first: 1, last: 5, tags: [{ tag: 'space', count: 2 }, { tag: 'classic', count: 1 }] });
    expect(review.years).toEqual([2024, 2023]);
  });

  it('answers an empty review for a year without finishes', async () => {
    expect((await year(1999, cast.owner)).json()).toEqual({
      year: 1999,
      items: [],
      totals: [],
      highestRated: [],
      longest: [],
      first: null,
      last: null,
      tags: [],
      years: [2024, 2023],
      episodesByMonth: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect((await year(2024, cast.librarian)).json()).toMatchObject({ items: [], years: [] });
  });

  it('refuses a year that is not four digits between 1900 and 2100, and callers without a session', async () => {
    for (const bad of ['24', '20244', '1899', '2101', 'abcd', '%20']) {
      const response = await year(bad, cast.owner);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ message: 'The year must be a whole number from 1900 to 2100' });
    }
    expect((await year(2024)).statusCode).toBe(401);
  });
});
