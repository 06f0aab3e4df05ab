import { describe, expect, it } from 'vitest';
import { cacheHeadersFor } from './cache-headers';

const cacheControl = (path: string) => Object.fromEntries(cacheHeadersFor(path, false))['Cache-Control'];

describe('cacheHeadersFor', () => {
  it('caches content-hashed files for a year, in every encoding', () => {
    for (const file of ['main.1a2b3c4d.js', 'style.1a2b3c4d.css', 'remoteEntry.1a2b3c4d.js', 'main.1a2b3c4d.js.br', 'style.1a2b3c4d.css.gz', 'bd9945ea69c4fe3a.wasm', 'bd9945ea69c4fe3a.wasm.br']) {
      expect(cacheControl(`/x/${file}`)).toBe('max-age=31536000, immutable');
    }
  });

  it('revalidates entry files so a redeployed remote is seen on the next load', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-manifest.json.br', 'favicon.svg', 'zxing_reader.wasm']) {
      expect(cacheControl(`/x/${file}`)).toBe('no-cache');
    }
  });

  it('keys text files by the encoding the client accepts', () => {
    expect(cacheHeadersFor('/x/main.1a2b3c4d.js.br', false)).toContainEqual(['Vary', 'Accept-Encoding']);
    expect(cacheHeadersFor('/x/mf-manifest.json', false)).toContainEqual(['Vary', 'Accept-Encoding']);
    expect(cacheHeadersFor('/x/bd9945ea69c4fe3a.wasm', false)).toContainEqual(['Vary', 'Accept-Encoding']);
    expect(cacheHeadersFor('/x/cover.jpg', false)).not.toContainEqual(['Vary', 'Accept-Encoding']);
  });

  it('lets other origins load remote files', () => {
    expect(cacheHeadersFor('/x/remoteEntry.1a2b3c4d.js', true)).toEqual([
      ['Cache-Control', 'max-age=31536000, immutable'],
      ['Vary', 'Accept-Encoding'],
      ['Access-Control-Allow-Origin', '*'],
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ]);
  });
});
