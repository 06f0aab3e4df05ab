import { useContinueWatching } from '@shelfmark/api-client/episodes';
import { lazy, Suspense, useRef } from 'react';

// The row's own chunk, fetched only once there is a show to continue (or a failure to report):
// Home's first load carries none of it (the 150 KB budget), and a shelf without shows in
// progress never loads it. Its call is one of Home's first calls, so the answer is early.
const ContinueWatching = lazy(() => import('./continue-watching').then((module) => ({ default: module.ContinueWatching })));

export function ContinueWatchingGate() {
  const shows = useContinueWatching();
  // Once drawn it stays: marking the last show's last episode empties the list and offers Seen.
  const drawn = useRef(false);
  if (shows.isError || shows.data?.length) drawn.current = true;
  if (!drawn.current) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  );
}
