import { useT } from '@shelfmark/i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from './not-found-page';
import { resolveRoute } from './resolve-route';
import { screenForPath } from './screen-for-path';
import { useDocumentTitle } from './use-document-title';

export function ShellRoutes() {
  const t = useT('shell');
  const { pathname, search } = useLocation();
  const screen = screenForPath(pathname);
  useDocumentTitle(t(screen.key, screen.values));
  const route = resolveRoute(pathname);
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={`${route.to}${search}`} replace />;
    case 'not-found':
      return <NotFoundPage />;
    case 'remote':
      return <RemoteArea key={route.remote} name={route.remote} location={route.location} />;
  }
}
