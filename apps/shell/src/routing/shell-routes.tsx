import { resolvePath } from '@shelfmark/contract';
import { useT } from '@shelfmark/i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from './not-found-page';
import { screenForPath } from './screen-for-path';
import { useDocumentTitle } from './use-document-title';

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
      return <NotFoundPage />;
    case 'route':
      return <RemoteArea key={route.area} name={route.area} location={route.location} />;
  }
}
