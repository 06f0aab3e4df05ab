import { useT } from '@shelfmark/i18n';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { InlineError } from '../inline-error/inline-error';
import { Loader } from '../loader/loader';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  return <InlineError onRetry={onRetry}>{t('lazyScreen.failed')}</InlineError>;
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

export interface LazyScreens {
  /**
   * A route element whose screen is a chunk of its own, fetched on the first visit, so the
   * remote's first load does not carry it; fetched at once when `routeId` is the page being
   * opened. Once the chunk is in, the screen renders directly; until then a loader shows, and
   * Retry when the chunk cannot be fetched.
   */
  screen(routeId: string, load: () => Promise<ComponentType>): ReactNode;
  /**
   * Settles once the chunk of the opened page's screen has arrived (or failed), so the shell can
   * render the page with its screen in place: a screen React has to wait for shows its loader
   * first, and React then holds the screen back for its Suspense throttle (300 ms).
   */
  ready(): Promise<void>;
}

/** The lazily loaded screens of one remote; `openingRouteId` is the route of the page being opened, if known. */
export function lazyScreens(openingRouteId: string | undefined): LazyScreens {
  const opening: Promise<unknown>[] = [];
  return {
    screen(routeId, load) {
      const started = routeId === openingRouteId ? load() : undefined;
      if (started) opening.push(started);
      return lazyScreen(load, started);
    },
    ready: () => Promise.allSettled(opening).then(() => undefined),
  };
}

function lazyScreen(load: () => Promise<ComponentType>, started: Promise<ComponentType> | undefined): ReactNode {
  let loaded: ComponentType | undefined;
  let pending = started;
  // A failure is the screen's to show, when it renders.
  pending?.then((component) => (loaded = component)).catch(() => undefined);
  /** The started fetch the first time, a new one after that (a Retry). */
  const take = () => {
    const promise = pending ?? load();
    pending = undefined;
    return promise;
  };
  // React.lazy keeps a failed import, so each attempt makes a new lazy component.
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
