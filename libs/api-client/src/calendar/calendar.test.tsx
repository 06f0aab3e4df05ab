import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { usermediaKeys } from '../cache/query-keys';
import { queryWrapper, server, startMockServer, testQueryClient } from '../test-helpers';
import { useCalendar, useRegenerateCalendarFeed, useRevokeCalendarFeed } from './calendar';

startMockServer();

const release = { mediaID: 4, type: 'movie', title: 'Dune: Part Three', creators: '', isbn: null, publication: '2026-12-18' };
const feed = { url: 'http://localhost/api/v1/calendar/feed/abc.ics', createdAt: '2026-11-22T10:00:00.000Z', lastFetchedAt: null };

describe('the calendar operations', () => {
  it('write the new feed, or none, into the calendar without fetching the releases again', async () => {
    let calendarCalls = 0;
    server.use(
      http.get('*/api/v1/calendar', () => {
        calendarCalls++;
        return HttpResponse.json({ releases: [release], feed: null });
      }),
      http.post('*/api/v1/calendar/feed', () => HttpResponse.json(feed, { status: 201 })),
      http.delete('*/api/v1/calendar/feed', () => new HttpResponse(null, { status: 204 })),
    );
    const client = testQueryClient();
    const { result } = renderHook(() => ({ calendar: useCalendar(), regenerate: useRegenerateCalendarFeed(), revoke: useRevokeCalendarFeed() }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.calendar.data?.releases).toEqual([release]));
    await act(() => result.current.regenerate.mutateAsync());
    expect(client.getQueryData(usermediaKeys.calendar())).toEqual({ releases: [release], feed });
    await act(() => result.current.revoke.mutateAsync());
    expect(client.getQueryData(usermediaKeys.calendar())).toEqual({ releases: [release], feed: null });
    expect(calendarCalls).toBe(1);
  });
});
