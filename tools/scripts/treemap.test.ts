import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeFile, homeScripts, ownerOf, sumBy } from './treemap';

describe('treemap', () => {
  it('names the package or project a source belongs to', () => {
    expect(ownerOf('webpack://shell/../../node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual({
      module: 'node_modules/react-dom/cjs/react-dom-client.production.js',
      owner: 'react-dom',
    });
    expect(ownerOf('webpack://shell/../../node_modules/@tanstack/query-core/build/modern/query.js').owner).toBe('@tanstack/query-core');
    expect(ownerOf('webpack://library/src/home/home-screen.tsx').owner).toBe('apps/library');
    expect(ownerOf('webpack://library/./src/home/home-screen.tsx')).toEqual({ module: 'apps/library/src/home/home-screen.tsx', owner: 'apps/library' });
    expect(ownerOf('webpack://shell/../../libs/contract/src/genres.ts').owner).toBe('libs/contract');
    expect(ownerOf('webpack://shell/webpack/runtime/sharing').owner).toBe('[rspack runtime]');
    expect(ownerOf(null).owner).toBe('[not mapped]');
  });

  it('gives each mapping the code up to the next one, newlines included, and counts every byte once', () => {
    // Two sources on one line: "aaaa" from a.js, "bb" from b.js, then a second line from a.js.
    const code = 'aaaabb\nccc';
    const map = JSON.stringify({
      version: 3,
      sources: ['a.js', 'b.js'],
      names: [],
      // line 1: col 0 → a.js, col 4 → b.js; line 2: col 0 → a.js
      mappings: 'AAAA,ICAA;ADAA',
    });
    const bytes = attributeFile(code, map);
    expect(bytes.get('a.js')).toBe(4 + 3);
    expect(bytes.get('b.js')).toBe(3);
    expect([...bytes.values()].reduce((sum, value) => sum + value, 0)).toBe(Buffer.byteLength(code));
  });

  it('adds up shares by owner, largest first', () => {
    const totals = sumBy(
      [
        { module: 'x', owner: 'react-dom', file: 'a.js', raw: 10, brotli: 3 },
        { module: 'y', owner: 'zod', file: 'a.js', raw: 5, brotli: 1 },
        { module: 'z', owner: 'react-dom', file: 'b.js', raw: 10, brotli: 2 },
      ],
      'owner',
    );
    expect(totals).toEqual([
      { name: 'react-dom', raw: 20, brotli: 5 },
      { name: 'zod', raw: 5, brotli: 1 },
    ]);
  });

  it("counts Home's scripts as the server names them: the shared packages the page consumes, not the others", () => {
    const apps = mkdtempSync(join(tmpdir(), 'treemap-'));
    try {
      const write = (app: string, manifest: object) => {
        mkdirSync(join(apps, app));
        writeFileSync(join(apps, app, 'chunk-groups.json'), JSON.stringify(manifest));
      };
      write('shell', {
        entrypoints: { main: ['main.js'] },
        namedChunkGroups: { bootstrap: ['bootstrap.js', 'bootstrap.css'], 'auth-screen': ['auth.js'] },
        provides: { react: ['start.js'], zod: ['zod.js'] },
        consumes: { bootstrap: ['react'], 'auth-screen': ['zod'] },
      });
      write('library', {
        entrypoints: { library: ['remoteEntry.js'] },
        namedChunkGroups: { __federation_expose_routes: ['home.js'], 'route-library': ['shelf.js'] },
        provides: { react: ['react.js'], own: ['own.js'], unused: ['unused.js'] },
        consumes: { __federation_expose_routes: ['react', 'own'] },
      });
      writeFileSync(join(apps, 'shell', 'index.html'), '<head><script async src="/early-calls.js"></script><script defer src="/main.js"></script></head>');
      expect(homeScripts(apps)).toEqual(['shell/early-calls.js', 'shell/main.js', 'shell/bootstrap.js', 'shell/start.js', 'library/remoteEntry.js', 'library/home.js', 'library/own.js']);
    } finally {
      rmSync(apps, { recursive: true, force: true });
    }
  });
});
