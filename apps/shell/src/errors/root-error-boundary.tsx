import { Button } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from './error-boundary';
import './root-error.css';

function ShelfmarkFailed({ error }: { error: unknown }) {
  const t = useT('shell');
  useEffect(() => {
    console.error('Shelfmark failed outside any area', error);
  }, [error]);
  // Outside the router and the query cache: a full page load is the way back.
  return (
    <main className="sm-root-error">
      <section role="alert" aria-labelledby="sm-root-error-title">
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <h1 id="sm-root-error-title">{t('crash.title')}</h1>
        <p>{t('crash.body')}</p>
        <div className="sm-root-error__actions">
          <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
          <a href="/">{t('crash.home')}</a>
        </div>
      </section>
    </main>
  );
}

/**
 * The last resort, above the layout: an error no area caught (the chrome itself, the router,
 * a chunk of the shell that failed to load) replaces the page with a message and a way back,
 * instead of a blank page. Errors inside a remote's area stay in its own boundary (RemoteArea).
 */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error) => <ShelfmarkFailed error={error} />}>{children}</ErrorBoundary>;
}
