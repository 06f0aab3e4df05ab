import { ROUTE_IDS, ROUTES } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { routeManifestMismatches, samplePath } from './route-manifest';

/** Every route of the library area as its remote would render it. */
const libraryRoutes = ROUTE_IDS.filter((id) => ROUTES[id].area === 'library').map((id) => ({ path: ROUTES[id].path, element: id }));

describe('routeManifestMismatches', () => {
  it('is empty when the routes render exactly the patterns of the area', () => {
    expect(routeManifestMismatches('library', libraryRoutes)).toEqual([]);
  });

  it('names a manifest pattern that is missing, and a route the manifest does not list', () => {
    const renamed = libraryRoutes.map((route) => (route.path === '/library' ? { ...route, path: '/shelf' } : route));
    expect(routeManifestMismatches('library', renamed)).toEqual([
      '/library is in the manifest but not rendered by the library routes',
      '/shelf is rendered by the library routes but not in the manifest',
    ]);
  });

  it('names a pattern another route takes over, or that renders nothing', () => {
    expect(
      routeManifestMismatches('catalog', [
        { path: '/catalog' },
        { path: '/tags/*', element: 'tags' },
        { path: '/tags', element: 'tags' },
        { path: '/creator/:id', element: 'creator' },
        { path: '/series/:id', element: 'series' },
      ]),
    ).toEqual([
      '/catalog is in the manifest but not rendered by the catalog routes',
      '/tags/:tagID is in the manifest but not rendered by the catalog routes',
      '/tags/* is rendered by the catalog routes but not in the manifest',
    ]);
  });

  it('fills every parameter of a pattern', () => {
    expect(samplePath('/passwordreset/:token?')).toBe('/passwordreset/1');
    expect(samplePath('/book/:mediaID')).toBe('/book/1');
  });
});
