import { ROUTES } from '@shelfmark/contract';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type RemoteRoutesSeam, routesSeamMismatches } from './routes-seam';

const catalogRoutes: RouteObject[] = Object.values(ROUTES)
  .filter((route) => route.area === 'catalog')
  .map((route) => ({ path: route.path, element: route.path }));

describe('routesSeamMismatches', () => {
  it('accepts the manifest paths with the optional exports the shell reads', () => {
    expect(routesSeamMismatches('catalog', { routes: catalogRoutes, ready: Promise.resolve(), ShelfStatus: () => null })).toEqual([]);
  });

  it('refuses a module without a routes array', () => {
    expect(routesSeamMismatches('catalog', { screens: catalogRoutes } as unknown as RemoteRoutesSeam)).toEqual(['./routes does not export a routes array']);
  });

  it('names a missing path, a ready that is no promise and an export the shell does not read', () => {
    const exposed = { routes: catalogRoutes.filter((route) => route.path !== '/tags'), ready: true, ShelfBadge: () => null } as unknown as RemoteRoutesSeam;
    expect(routesSeamMismatches('catalog', exposed)).toEqual([
      '/tags is in the manifest but not rendered by the catalog routes',
      'ready is exported but is not a promise',
      'ShelfBadge is exported but the shell does not read it',
    ]);
  });
});
