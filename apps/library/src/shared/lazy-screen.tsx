import { InlineError, Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT('library');
  return (
    <div className="sm-page">
      <InlineError onRetry={onRetry}>{t('lazyFailed')}</InlineError>
    </div>
  );
}

/** Catches a screen's chunk that failed to load, in place, with Retry. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** The screens fetched at once because the page being opened is one of them. */
const openingScreens: Promise<unknown>[] = [];

/**
 * Settles once the chunk of the opened page's screen has arrived (or failed), so the shell can
 * render the page with its screen in place: a screen React has to wait for shows its loader
 * first, and React then holds the screen back for its Suspense throttle (300 ms).
 */
export function openingScreensReady(): Promise<void> {
  return Promise.allSettled(openingScreens).then(() => undefined);
}

/**
 * A route element whose screen is a chunk of its own, fetched on the first visit, so Home's
 * first load does not carry it; fetched at once when `now` (the page being opened is this
 * screen). Once the chunk is in, the screen renders directly; until then a loader shows, and
 * Retry when the chunk cannot be fetched: React.lazy keeps a failed import, so each attempt
 * makes a new lazy component.
 */
export function lazyScreen(now: boolean, load: () => Promise<ComponentType>): ReactNode {
  let loaded: ComponentType | undefined;
  let started = now ? load() : undefined;
  if (started) {
    openingScreens.push(started);
    // A failure is the screen's to show, when it renders.
    started.then((component) => (loaded = component)).catch(() => undefined);
  }
  /** The started fetch the first time, a new one after that (a Retry). */
  const take = () => {
    const promise = started ?? load();
    started = undefined;
    return promise;
  };
  const attempt = (count: number) => ({
    count,
    Screen: lazy(() => take().then((component) => ({ default: (loaded = component) }))),
  });
  function LazyScreen() {
    const [{ count, Screen }, setAttempt] = useState(() => attempt(0));
    const Loaded = loaded;
    return (
      <LoadBoundary key={count} onRetry={() => setAttempt(attempt(count + 1))}>
        <Suspense fallback={<Loader block />}>{Loaded ? <Loaded /> : <Screen />}</Suspense>
      </LoadBoundary>
    );
  }
  return <LazyScreen />;
}
