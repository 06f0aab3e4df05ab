import { describe, expect, it } from 'vitest';
import { fillPattern, matchesRoutePattern, resolvePath, routeIdForPath } from './resolve-path';
import { ROUTE_IDS, routeDefinition } from './routes';

describe('resolvePath', () => {
  it.each([
    ['/', 'library', 'home'],
    ['/library', 'library', 'library'],
    ['/library/', 'library', 'library'],
    ['/LIBRARY/', 'library', 'library'],
    ['/catalog', 'catalog', 'catalog'],
    ['/Catalog', 'catalog', 'catalog'],
    ['/tags', 'catalog', 'tags'],
    ['/tags/7', 'catalog', 'tag'],
    ['/creator/3', 'catalog', 'creator'],
    ['/series/9', 'catalog', 'series'],
    ['/book/12', 'media', 'book'],
    ['/movie/1', 'media', 'movie'],
    ['/tvshow/1', 'media', 'tvshow'],
    ['/album/1', 'media', 'album'],
    ['/videogame/1', 'media', 'videogame'],
    ['/addmedia', 'media', 'addmedia'],
    ['/editmedia', 'media', 'editmedia'],
    ['/account/4', 'account', 'account'],
    ['/mediarequest', 'account', 'mediarequest'],
    ['/bugreport', 'account', 'bugreport'],
    ['/imports', 'account', 'imports'],
    ['/imports/12', 'account', 'importJob'],
  ])('hands %s to the %s area (%s)', (path, area, route) => {
    expect(resolvePath(path)).toEqual({ kind: 'route', area, route });
  });

  it('sends any path containing /passwordreset to the reset page, token from the third segment', () => {
    const reset = (location: string) => ({ kind: 'route', area: 'account', route: 'passwordreset', location });
    expect(resolvePath('/passwordreset/abc123')).toEqual(reset('/passwordreset/abc123'));
    expect(resolvePath('/x/passwordreset/abc')).toEqual(reset('/passwordreset/passwordreset'));
    expect(resolvePath('/passwordreset')).toEqual(reset('/passwordreset'));
  });

  it('redirects the second spellings of the creator and profile routes, keeping the parameter as written', () => {
    expect(resolvePath('/creators/5')).toEqual({ kind: 'redirect', route: 'creator', to: '/creator/5' });
    expect(resolvePath('/users/8')).toEqual({ kind: 'redirect', route: 'account', to: '/account/8' });
    expect(resolvePath('/Users/a%20b/')).toEqual({ kind: 'redirect', route: 'account', to: '/account/a%20b' });
  });

  it.each(['/nope', '/book', '/book/1/extra', '/book//1', '/comic/1', '/imports/1/rows', '/creators', '/users/8/x', 'library'])('has no page at %s', (path) => {
    expect(resolvePath(path)).toEqual({ kind: 'not-found' });
  });

  it('finds one route, or one alias, for every path of the manifest', () => {
    const patterns = ROUTE_IDS.flatMap((id) => [routeDefinition(id).path, ...(routeDefinition(id).aliases ?? [])]);
    for (const pattern of patterns) {
      const path = pattern.replace(/:\w+\??/g, '1');
      expect(patterns.filter((other) => matchesRoutePattern(other, path)), path).toEqual([pattern]);
    }
  });
});

describe('routeIdForPath', () => {
  it.each([
    ['/', 'home'],
    ['/book/12', 'book'],
    ['/creators/3', 'creator'],
    ['/imports/12', 'importJob'],
    ['/x/passwordreset/abc', 'passwordreset'],
  ])('finds the route of %s: %s', (path, id) => {
    expect(routeIdForPath(path)).toBe(id);
  });

  it('has none for a path no route matches', () => {
    expect(routeIdForPath('/nope')).toBeUndefined();
  });
});

describe('matchesRoutePattern', () => {
  it('matches a parameter as one whole, non-empty segment', () => {
    expect(matchesRoutePattern('/tags/:tagID', '/tags/5')).toBe(true);
    expect(matchesRoutePattern('/tags/:tagID', '/tags')).toBe(false);
    expect(matchesRoutePattern('/tags/:tagID', '/tags/5/6')).toBe(false);
    expect(matchesRoutePattern('/tags/:tagID', '/tags//')).toBe(false);
  });

  it('lets an optional last parameter be absent', () => {
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset')).toBe(true);
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset/abc')).toBe(true);
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset/abc/def')).toBe(false);
  });
});

describe('fillPattern', () => {
  it('puts the parameters into the pattern as they are', () => {
    expect(fillPattern('/creator/:id', { id: '5' })).toBe('/creator/5');
    expect(fillPattern('/passwordreset/:token?', { token: 'a%20b' })).toBe('/passwordreset/a%20b');
  });

  it('leaves out an optional parameter without a value', () => {
    expect(fillPattern('/passwordreset/:token?', { token: '' })).toBe('/passwordreset');
    expect(fillPattern('/:id?', {})).toBe('/');
  });
});
