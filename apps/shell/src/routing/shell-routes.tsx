import { resolvePath } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { screenForPath } from './screen-for-path';
import { useDocumentTitle } from './use-document-title';

// Only a mistyped address shows it: its own chunk, off the first load.
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './not-found-page').then((module) => ({ default: module.NotFoundPage })));

export function ShellRoutes() {
  const t = useT('shell');
  const { pathname, search } = useLocation();
  const screen = screenForPath(pathname);
  useDocumentTitle(t(screen.key, screen.values));
  const route = resolvePath(pathname);
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={`${route.to}${search}`} replace />;
    case 'not-found':
      return (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      );
    case 'route':
      return <RemoteArea key={route.area} name={route.area} location={route.location} />;
  }
}
