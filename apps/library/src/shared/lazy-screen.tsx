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

/**
 * `load`, already started when `now` is true (the page being opened is this screen): the first
 * call takes that fetch, later ones (a Retry) fetch again.
 */
export function startedFor<T>(now: boolean, load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined = now ? load() : undefined;
  // A failure is the screen's to show, when it renders.
  started?.catch(() => undefined);
  return () => {
    const promise = started ?? load();
    started = undefined;
    return promise;
  };
}

/**
 * A route element whose screen is a chunk of its own, fetched on the first visit, so Home's
 * first load does not carry it. A loader shows meanwhile, and Retry when the chunk cannot be
 * fetched: React.lazy keeps a failed import, so each attempt makes a new lazy component.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  const attempt = (count: number) => ({ count, Screen: lazy(() => load().then((component) => ({ default: component }))) });
  function LazyScreen() {
    const [{ count, Screen }, setAttempt] = useState(() => attempt(0));
    return (
      <LoadBoundary key={count} onRetry={() => setAttempt(attempt(count + 1))}>
        <Suspense fallback={<Loader block />}>
          <Screen />
        </Suspense>
      </LoadBoundary>
    );
  }
  return <LazyScreen />;
}
