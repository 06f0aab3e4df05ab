import { lazy, Suspense } from 'react';

// Its own chunk: Home's first load carries none of it (the 150 KB budget), and its answer,
// started with Home's first calls, is waiting when it arrives.
const ContinueWatching = lazy(() => import('./continue-watching').then((module) => ({ default: module.ContinueWatching })));

export function LazyContinueWatching() {
  return (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  );
}
