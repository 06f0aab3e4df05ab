import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetedFileSets, type FederationManifest, formatReport, measure, overBudget, REMOTES } from './check-bundle-budget';

const shared = (name: string, js: string[], css: string[] = []) => ({ name, assets: { js: { sync: js }, css: { sync: css } } });
const groups = (entry: string, named: Record<string, string[]>) => JSON.stringify({ entrypoints: { [entry]: [entry === 'main' ? 'main.js' : 'remoteEntry.js'] }, namedChunkGroups: named });

let appsDir: string;

function write(path: string, content: string) {
  mkdirSync(dirname(join(appsDir, path)), { recursive: true });
  writeFileSync(join(appsDir, path), content);
}

/** A small build: the shell provides react and the design system; library alone provides zustand. */
function writeFixture() {
  write('shell/chunk-groups.json', groups('main', { bootstrap: ['bootstrap.js', 'bootstrap.css'] }));
  const shellShared: FederationManifest['shared'] = [shared('react', ['react.js']), shared('@shelfmark/design-system', ['design.js', 'react.js'], ['design.css'])];
  write('shell/mf-manifest.json', JSON.stringify({ shared: shellShared }));
  write('library/chunk-groups.json', groups('library', { __federation_expose_routes: ['contract.js', 'home.js', 'routes.css'] }));
  write('library/mf-manifest.json', JSON.stringify({ shared: [shared('react', ['react-copy.js']), shared('zustand', ['zustand.js'])] }));
  const files = ['shell/main.js', 'shell/bootstrap.js', 'shell/bootstrap.css', 'shell/react.js', 'shell/design.js', 'shell/design.css'];
  files.push('library/remoteEntry.js', 'library/contract.js', 'library/home.js', 'library/routes.css', 'library/zustand.js', 'library/react-copy.js');
  for (const remote of REMOTES.filter((name) => name !== 'library')) {
    write(`${remote}/chunk-groups.json`, groups(remote, { __federation_expose_routes: [`${remote}-routes.js`] }));
    write(`${remote}/mf-manifest.json`, JSON.stringify({ shared: [] }));
    files.push(`${remote}/remoteEntry.js`, `${remote}/${remote}-routes.js`);
  }
  for (const file of files) write(file, `/* ${file} */ ${'x'.repeat(file.length * 10)}`);
}

beforeEach(() => {
  appsDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
});

afterEach(() => {
  rmSync(appsDir, { recursive: true, force: true });
});

describe('budgetedFileSets', () => {
  it("sums Home from the shell's entry, bootstrap and shared packages, and the library's entry and exposed module", () => {
    writeFixture();
    const [homeJs, homeCss, ...remotes] = budgetedFileSets(appsDir);
    expect(homeJs!.files).toEqual([
      'shell/main.js',
      'shell/bootstrap.js',
      'shell/react.js',
      'shell/design.js',
      'library/remoteEntry.js',
      'library/contract.js',
      'library/home.js',
      // zustand is shared by the library only, so the page takes the library's copy; react comes from the shell.
      'library/zustand.js',
    ]);
    expect(homeCss!.files).toEqual(['shell/bootstrap.css', 'shell/design.css', 'library/routes.css']);
    expect(remotes.map((set) => set.files)).toEqual([
      ['library/remoteEntry.js', 'library/contract.js', 'library/home.js'],
      ['catalog/remoteEntry.js', 'catalog/catalog-routes.js'],
      ['media/remoteEntry.js', 'media/media-routes.js'],
      ['account/remoteEntry.js', 'account/account-routes.js'],
    ]);
  });

  it('says to build first when a manifest is missing', () => {
    expect(() => budgetedFileSets(appsDir)).toThrow(/mf-manifest\.json is missing: build the web apps first/);
  });

  it("names a remote whose exposed module's chunk group is gone", () => {
    writeFixture();
    write('media/chunk-groups.json', groups('media', {}));
    expect(() => budgetedFileSets(appsDir)).toThrow(/media's chunk-groups\.json has no "__federation_expose_routes" chunk group/);
  });

  it("names the shell's bootstrap import when its chunk group is gone", () => {
    writeFixture();
    write('shell/chunk-groups.json', JSON.stringify({ entrypoints: { main: ['main.js'] }, namedChunkGroups: {} }));
    expect(() => budgetedFileSets(appsDir)).toThrow(/no "bootstrap" chunk group/);
  });
});

describe('measure and overBudget', () => {
  it('adds up gzip and raw bytes, the same on every run', () => {
    writeFixture();
    const sets = budgetedFileSets(appsDir);
    const first = measure(appsDir, sets);
    const expected = ['shell/main.js', 'shell/bootstrap.js'].map((file) => {
      const content = `/* ${file} */ ${'x'.repeat(file.length * 10)}`;
      return { raw: Buffer.byteLength(content), gzip: gzipSync(content, { level: 9 }).length };
    });
    const measuredPair = measure(appsDir, [{ label: 'pair', files: ['shell/main.js', 'shell/bootstrap.js'], budget: { target: 1, ceiling: 1 } }])[0]!;
    expect(measuredPair.rawBytes).toBe(expected[0]!.raw + expected[1]!.raw);
    expect(measuredPair.gzipBytes).toBe(expected[0]!.gzip + expected[1]!.gzip);
    expect(measure(appsDir, sets)).toEqual(first);
  });

  it('fails a set above its ceiling, naming it, the overshoot and its files', () => {
    writeFixture();
    const [set] = measure(appsDir, [{ label: 'Home first load, JavaScript', files: ['shell/main.js'], budget: { target: 10, ceiling: 20 } }]);
    const overshoot = ((set!.gzipBytes - 20) / 1000).toFixed(1);
    expect(overBudget([set!])).toEqual([
      `Home first load, JavaScript: ${(set!.gzipBytes / 1000).toFixed(1)} KB gzipped is ${overshoot} KB over its 0.0 KB budget.\n  files: shell/main.js`,
    ]);
  });

  it('passes a set under its ceiling and flags one that still misses its target', () => {
    writeFixture();
    const measured = measure(appsDir, [
      { label: 'within target', files: ['shell/main.js'], budget: { target: 100_000, ceiling: 100_000 } },
      { label: 'above target, under ceiling', files: ['shell/main.js'], budget: { target: 1, ceiling: 100_000 } },
    ]);
    expect(overBudget(measured)).toEqual([]);
    const [withinTarget, missingTarget] = formatReport(measured).split('\n');
    expect(withinTarget).toMatch(/^ok .* of 100\.0 KB, .*: within target$/);
    expect(missingTarget).toMatch(/^target .* of 100\.0 KB \(target 0\.0 KB\), .*: above target, under ceiling$/);
  });
});
