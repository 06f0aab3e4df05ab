import { describe, expect, it } from 'vitest';
import { parseRemoteLocations } from './runtime-remotes';

describe('parseRemoteLocations', () => {
  it('resolves relative manifest paths against the page and keeps absolute ones', () => {
    expect(
      parseRemoteLocations(
        { library: '/remotes/library/mf-manifest.json', catalog: 'https://cdn.example/catalog/mf-manifest.json' },
        'https://books.example/library?page=2',
      ),
    ).toEqual({
      library: 'https://books.example/remotes/library/mf-manifest.json',
      catalog: 'https://cdn.example/catalog/mf-manifest.json',
    });
  });

  it('ignores unknown names, empty values and a body that is not an object', () => {
    expect(parseRemoteLocations({ stranger: '/x.json', media: '', account: 42 }, 'http://h/')).toEqual({});
    expect(parseRemoteLocations(null, 'http://h/')).toEqual({});
    expect(parseRemoteLocations('library', 'http://h/')).toEqual({});
  });
});
