import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { entryChanged } from '../cache/invalidate';
import { queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { useYearReview } from './year-review';

startMockServer();

const review = { year: 2024, items: [], totals: [], highestRated: [], longest: [], first: null, last: null, tags: [], years: [2024] };

describe('the year in review', () => {
  it('is read from GET /year/{year} and fetched again after any change to an entry', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/year/:year', ({ params }) => {
        asked.push(String(params['year']));
        return HttpResponse.json({ ...review, year: Number(params['year']) });
      }),
    );
    const client = testQueryClient();
    const { result } = renderHook(() => useYearReview(2024), { wrapper: queryWrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual(review));
    await entryChanged(client, 12);
    expect(asked).toEqual(['2024', '2024']);
  });
});
