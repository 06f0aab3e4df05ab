import { apiFetch } from '@shelfmark/api-client';
import type { Calendar, CalendarFeed } from '@shelfmark/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** GET /calendar: the Watch List's upcoming releases and the feed's address (null without one). */
export async function getCalendar(): Promise<Calendar> {
  return apiFetch<Calendar>('/calendar');
}

/** POST /calendar/feed: a feed at a new secret address; the old address stops working. */
export async function regenerateCalendarFeed(): Promise<CalendarFeed> {
  return apiFetch<CalendarFeed>('/calendar/feed', { method: 'POST' });
}

/** DELETE /calendar/feed: the feed's address stops working. */
export async function revokeCalendarFeed(): Promise<void> {
  await apiFetch('/calendar/feed', { method: 'DELETE' });
}

export function getCalendarQueryOptions() {
  return queryOptions({ queryKey: usermediaKeys.calendar(), queryFn: getCalendar });
}

export function useCalendar() {
  return useQuery(getCalendarQueryOptions());
}

/** Writes the new feed (or none) into the calendar's cache entry: the releases are unchanged. */
function useFeedMutation<T>(mutationFn: () => Promise<T>, feedOf: (answer: T) => CalendarFeed | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      client.setQueryData(usermediaKeys.calendar(), (calendar: Calendar | undefined) => calendar && { ...calendar, feed: feedOf(answer) });
    },
  });
}

export function useRegenerateCalendarFeed() {
  return useFeedMutation(regenerateCalendarFeed, (feed) => feed);
}

export function useRevokeCalendarFeed() {
  return useFeedMutation(revokeCalendarFeed, () => null);
}
