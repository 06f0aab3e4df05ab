import { Navigate, useLocation } from 'react-router-dom';
import { RemoteArea } from '../federation/remote-area';
import { NotFoundPage } from './not-found-page';
import { resolveRoute } from './resolve-route';

export function ShellRoutes() {
  const { pathname, search } = useLocation();
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
