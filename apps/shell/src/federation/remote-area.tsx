import { Loader } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { Suspense, use, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { ErrorBoundary } from '../errors/error-boundary';
import { loadRemoteRoutes, retryRemoteRoutes } from './remote-modules';
import { RemoteError } from './remote-error';
import type { RemoteName } from './remote-registry';

function RemoteRoutes({ name, location }: { name: RemoteName; location?: string }) {
  const { routes } = use(loadRemoteRoutes(name));
  return useRoutes(routes, location);
}

/**
 * Mounts one remote's screens. Whether the remote fails to load (down, 404, script error)
 * or throws while rendering, the message and Retry stay inside this area: the nav bar,
 * search and the other areas keep working.
 */
export function RemoteArea({ name, location }: { name: RemoteName; location?: string }) {
  const t = useT('shell');
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={`${name} ${attempt} ${pathname}`}
      fallback={(error) => (
        <RemoteError
          remote={name}
          error={error}
          onRetry={() => {
            retryRemoteRoutes(name);
            setAttempt((value) => value + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<Loader block label={t('remote.loading')} />}>
        <RemoteRoutes name={name} location={location} />
      </Suspense>
    </ErrorBoundary>
  );
}
