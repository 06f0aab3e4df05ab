import { routeManifestMismatches } from '@shelfmark/testing';
import { expect, it } from 'vitest';
import { routes } from './routes';

it('renders exactly the paths the route manifest gives the catalog area', () => {
  expect(routeManifestMismatches('catalog', routes)).toEqual([]);
});
