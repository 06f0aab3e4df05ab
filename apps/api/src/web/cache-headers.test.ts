import { describe, expect, it } from 'vitest';
import { cacheHeadersFor } from './cache-headers';

describe('cacheHeadersFor', () => {
  it('caches content-hashed files for a year', () => {
    expect(cacheHeadersFor('/x/main.1a2b3c4d.js', false)).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
    expect(cacheHeadersFor('/x/style.1a2b3c4d.css', false)[0]?.[1]).toContain('immutable');
  });

  it('revalidates entry files so a redeployed remote is seen on the next load', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json']) {
      expect(cacheHeadersFor(`/x/${file}`, false)).toEqual([['Cache-Control', 'no-cache']]);
    }
  });

  it('lets other origins load remote files', () => {
    expect(cacheHeadersFor('/x/remoteEntry.js', true)).toEqual([
      ['Cache-Control', 'no-cache'],
      ['Access-Control-Allow-Origin', '*'],
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ]);
  });
});
