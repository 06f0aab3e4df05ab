import type { QueryClient } from '@tanstack/react-query';
import { usermediaKeys } from '../cache/query-keys';

/** Drops every cached shelf page: pages are cached per view, and the cache is cleared when the sort changes (spec section 4). */
export function forgetShelfPages(client: QueryClient): void {
  client.removeQueries({ queryKey: usermediaKeys.pages() });
}
