import { useShelfTotal } from '@shelfmark/api-client/library';
import { useIsAdmin, useRememberedChoice } from '@shelfmark/session';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useReportPending } from '../shared/first-answers';

/**
 * The first-run panel is its own chunk (Home's first load stays as it was for everyone else),
 * fetched through the query cache rather than React.lazy: the shell's idle prefetching waits
 * while the page's queries fetch, so it does not start downloading other remotes in the gap
 * between "the shelf is empty" and the panel's arrival. Not an API call: its key is this
 * remote's own, under no prefix a change invalidates.
 */
const firstRunPanelKey = (admin: boolean) => ['library', 'first-run-panel', admin] as const;

async function loadPanel(client: QueryClient, admin: boolean) {
  const { FirstRunPanel, prepareFirstRun } = await import('./first-run/first-run-panel');
  await prepareFirstRun(client, admin);
  return { FirstRunPanel };
}

/**
 * The panel to show above Home's shelves while nothing at all is on the user's shelf ('recent'
 * counts every item) and the user has not put it away, or null. The count and the panel (with
 * what it needs first: an admin's look at the catalogue) hold Home's first paint like the
 * shelves do, so the page appears whole. A failed count, or a panel that cannot be loaded,
 * shows Home without it.
 */
export function useFirstRunPanel() {
  const client = useQueryClient();
  const admin = useIsAdmin();
  const [dismissed] = useRememberedChoice('firstRunDismissed');
  const total = useShelfTotal({ library: 'recent' }, { enabled: !dismissed });
  const firstRun = !dismissed && total.data === 0;
  const panel = useQuery({ queryKey: firstRunPanelKey(admin), queryFn: () => loadPanel(client, admin), enabled: firstRun, staleTime: Infinity, gcTime: Infinity, retry: 1 });
  useReportPending((!dismissed && total.isPending) || (firstRun && panel.isPending));
  return firstRun ? (panel.data?.FirstRunPanel ?? null) : null;
}
