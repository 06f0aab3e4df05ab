import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from './media-types';
import { AREA_NAMES, ROUTE_IDS, routeDefinition, routesOfArea } from './routes';

const params = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);

describe('the route manifest', () => {
  it('has the routes of spec section 2, each owned by one area', () => {
    expect(ROUTE_IDS.map((id) => `${routeDefinition(id).area} ${routeDefinition(id).path}`)).toEqual([
      'library /',
      'library /library',
      'library /stats',
      'catalog /catalog',
      'catalog /tags',
      'catalog /tags/:tagID',
      'catalog /creator/:id',
      'catalog /series/:id',
      'media /book/:mediaID',
      'media /movie/:mediaID',
      'media /tvshow/:mediaID',
      'media /album/:mediaID',
      'media /videogame/:mediaID',
      'media /addmedia',
      'media /editmedia',
      'account /account/:id',
      'account /mediarequest',
      'account /bugreport',
      'account /imports',
      'account /imports/:jobId',
      'account /apps',
      'account /integrations',
      'library /year/:year',
      'library /calendar',
      'library /shares',
      'library /shared/:token',
      'account /passwordreset/:token?',
      'account /confirm-email/:token',
    ]);
    expect(new Set(ROUTE_IDS.map((id) => routeDefinition(id).area))).toEqual(new Set(AREA_NAMES));
  });

  it('gives every media type a detail route titled with its label', () => {
    for (const type of MEDIA_TYPES) {
      expect(routeDefinition(type.value)).toEqual({ area: 'media', path: `/${type.route}/:mediaID`, title: 'screens.media', mediaType: type.value });
    }
  });

  it('keeps both readings of /creator and /account, with the same parameters', () => {
    expect(routeDefinition('creator').aliases).toEqual(['/creators/:id']);
    expect(routeDefinition('account').aliases).toEqual(['/users/:id']);
    for (const id of ROUTE_IDS) {
      for (const alias of routeDefinition(id).aliases ?? []) expect(params(alias)).toEqual(params(routeDefinition(id).path));
    }
  });

  it('opens only the share links, the password reset page and the email confirmation without sign-in, and hides share links and confirmation links from search engines', () => {
    expect(ROUTE_IDS.filter((id) => routeDefinition(id).public)).toEqual(['shared', 'passwordreset', 'confirmEmail']);
    expect(ROUTE_IDS.filter((id) => routeDefinition(id).noindex)).toEqual(['shared', 'confirmEmail']);
  });

  it("builds an area's route objects from the elements it gives for its ids", () => {
    expect(routesOfArea('catalog', { catalog: 'Catalogue', tags: 'Tags', tag: 'Tag', creator: 'Creator', series: 'Series' })).toEqual([
      { path: '/catalog', element: 'Catalogue' },
      { path: '/tags', element: 'Tags' },
      { path: '/tags/:tagID', element: 'Tag' },
      { path: '/creator/:id', element: 'Creator' },
      { path: '/series/:id', element: 'Series' },
    ]);
  });
});
