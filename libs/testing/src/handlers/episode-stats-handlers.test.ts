import { StatsSchema, YearReviewSchema } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { putMedia } from '../db/shelf';
import { episodeMedia } from '../fixtures/episodes';
import { users } from '../fixtures/users';
import { startMockApi } from '../node';
import { makeToken } from '../token';

startMockApi();

const base = 'http://localhost/api/v1';
const headers = { Authorization: `Bearer ${makeToken({ userId: users.reader.userID, role: 'user' })}`, 'Content-Type': 'application/json' };
const show = episodeMedia.severance;

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(`${base}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return (await response.json()) as unknown;
}

describe('episodes in the mock stats, goals and year in review', () => {
  it('counts the episodes marked, their minutes, and an episodes goal', async () => {
    putMedia(show);
    await call('POST', `/medias/${show.mediaID}/watches`, { submediaIDs: [201, 202], date: '2025-03-04' });
    await call('POST', `/medias/${show.mediaID}/watches`, { submediaIDs: [203], date: '2025-05-01' });
    await call('PUT', '/goals', { year: 2025, type: 'episodes', target: 50 });
    const stats = StatsSchema.parse(await call('GET', '/stats?year=2025'));
    expect(stats).toMatchObject({ episodesWatched: 3, minutesWatched: 150, goals: [{ type: 'episodes', target: 50, finished: 3 }] });
    expect(stats.episodesByPeriod.filter((period) => period.episodes > 0)).toEqual([
      { period: '2025-03', episodes: 2 },
      { period: '2025-05', episodes: 1 },
    ]);
    const review = YearReviewSchema.parse(await call('GET', '/year/2025'));
    expect(review.episodesByMonth).toEqual([0, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(review.years).toContain(2025);
  });
});
