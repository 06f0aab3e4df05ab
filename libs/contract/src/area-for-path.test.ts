import { describe, expect, it } from 'vitest';
import { areaForPath, matchesRoutePattern, routeIdForPath } from './area-for-path';

describe('routeIdForPath', () => {
  it.each([
    ['/', 'home'],
    ['/library', 'library'],
    ['/LIBRARY/', 'library'],
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

describe('areaForPath', () => {
  it.each([
    ['/', 'library'],
    ['/library', 'library'],
    ['/library/', 'library'],
    ['/catalog', 'catalog'],
    ['/Catalog', 'catalog'],
    ['/tags/7', 'catalog'],
    ['/creator/3', 'catalog'],
    ['/creators/3', 'catalog'],
    ['/series/9', 'catalog'],
    ['/book/12', 'media'],
    ['/videogame/1', 'media'],
    ['/addmedia', 'media'],
    ['/editmedia', 'media'],
    ['/account/4', 'account'],
    ['/users/4', 'account'],
    ['/imports/12', 'account'],
    ['/passwordreset/abc', 'account'],
    ['/passwordreset', 'account'],
    ['/x/passwordreset/abc', 'account'],
  ])('hands %s to the %s area', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it.each(['/nope', '/book', '/book/1/extra', '/comic/1', '/imports/1/rows'])('has no area for %s', (path) => {
    expect(areaForPath(path)).toBeUndefined();
  });
});

describe('matchesRoutePattern', () => {
  it('matches a parameter as one whole segment', () => {
    expect(matchesRoutePattern('/tags/:tagID', '/tags/5')).toBe(true);
    expect(matchesRoutePattern('/tags/:tagID', '/tags')).toBe(false);
    expect(matchesRoutePattern('/tags/:tagID', '/tags/5/6')).toBe(false);
  });

  it('lets an optional last parameter be absent', () => {
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset')).toBe(true);
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset/abc')).toBe(true);
    expect(matchesRoutePattern('/passwordreset/:token?', '/passwordreset/abc/def')).toBe(false);
  });
});
