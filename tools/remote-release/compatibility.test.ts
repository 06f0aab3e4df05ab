import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaPaths } from '../rspack/built-against-plugin';
import { type BuiltAgainst, checkCompatibility, describeBuild } from './compatibility';

// The real production build (`npx nx run-many -t build`), which `npm test` makes before this runs.
const distApps = resolve(import.meta.dirname, '../../dist/apps');
const built = ['shell', 'catalog'].every((app) => existsSync(join(distApps, app, 'built-against.json')));

describe.skipIf(!built)('the compatibility gate on real builds', () => {
  let shell: BuiltAgainst;
  let scratch: string;

  beforeAll(async () => {
    shell = await describeBuild(join(distApps, 'shell'));
    scratch = mkdtempSync(join(tmpdir(), 'shelfmark-compat-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A copy of a remote's build whose mf-manifest.json is edited as `edit` says. */
  function tweakedCopy(remote: string, edit: (manifest: { shared: { name: string; version: string; requiredVersion: string | null }[] }) => void): string {
    const copy = join(scratch, `${remote}-${Math.random().toString(36).slice(2)}`);
    cpSync(join(distApps, remote), copy, { recursive: true });
    const file = join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    edit(manifest);
    writeFileSync(file, JSON.stringify(manifest));
    return copy;
  }

  it('reads the shared versions, the contract version and the routes shape a remote was built with', async () => {
    const catalog = await describeBuild(join(distApps, 'catalog'));
    const rootPackage = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(catalog.shared['react']).toBe(rootPackage.dependencies.react);
    expect(catalog.requires?.['react']).toBe(`^${rootPackage.dependencies.react}`);
    expect(catalog.requires?.['@shelfmark/session']).toBe(false);
    expect(catalog.contractVersion).toBe(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../libs/contract/package.json'), 'utf8')).version);
    expect(catalog.routes).toEqual({ exports: expect.arrayContaining(['routes', 'ShelfStatus']), paths: { catalog: areaPaths('catalog') } });
  });

  it('finds every remote as built today fitting the shell built with it', async () => {
    for (const remote of ['library', 'catalog', 'media', 'account']) {
      if (!existsSync(join(distApps, remote, 'built-against.json'))) continue;
      expect(checkCompatibility(await describeBuild(join(distApps, remote)), shell), remote).toEqual([]);
    }
  });

  it('names a shared singleton built against a version the shell does not provide', async () => {
    const copy = tweakedCopy('catalog', (manifest) => {
      const react = manifest.shared.find((entry) => entry.name === 'react')!;
      react.version = '18.3.1';
      react.requiredVersion = '^18.3.1';
    });
    expect(checkCompatibility(await describeBuild(copy), shell)).toEqual([`react: remote built against 18.3.1, the shell provides ${shell.shared['react']}`]);
  });

  it('names a shared package the shell does not provide', async () => {
    const copy = tweakedCopy('catalog', (manifest) => {
      manifest.shared.push({ name: 'left-pad', version: '1.3.0', requiredVersion: '^1.3.0' });
    });
    expect(checkCompatibility(await describeBuild(copy), shell)).toEqual(['left-pad: remote built against 1.3.0, the shell does not provide it']);
  });

  it('says which file is missing from a folder that is no build', async () => {
    await expect(describeBuild(scratch)).rejects.toThrow(/mf-manifest\.json could not be read/);
  });
});

describe('checkCompatibility', () => {
  const shell: BuiltAgainst = {
    shared: { react: '19.3.1', '@shelfmark/session': '0.1.0' },
    requires: { react: '^19.3.1', '@shelfmark/session': false },
    contractVersion: '0.2.0',
    routes: { exports: null, paths: { catalog: ['/catalog', '/tags'], library: ['/'] } },
  };
  const remote: BuiltAgainst = {
    shared: { react: '19.2.0', '@shelfmark/session': '0.0.9' },
    requires: { react: '^19.2.0', '@shelfmark/session': false },
    contractVersion: '0.2.3',
    routes: { exports: ['routes'], paths: { catalog: ['/catalog', '/tags'] } },
  };

  it('accepts a shell whose versions fall in the remote ranges and a contract of the same line', () => {
    expect(checkCompatibility(remote, shell)).toEqual([]);
  });

  it('takes ^version as the range of a build that recorded none', () => {
    expect(checkCompatibility({ ...remote, shared: { react: '19.4.0' }, requires: undefined }, shell)).toEqual([
      'react: remote built against 19.4.0, the shell provides 19.3.1',
    ]);
  });

  it('names a contract of another line', () => {
    expect(checkCompatibility({ ...remote, contractVersion: '0.1.0' }, shell)).toEqual([
      '@shelfmark/contract: remote built against 0.1.0, the shell has 0.2.0',
    ]);
  });

  it('names a path the shell sends that the remote does not render, and a missing routes export', () => {
    expect(checkCompatibility({ ...remote, routes: { exports: ['ShelfStatus'], paths: { catalog: ['/catalog'] } } }, shell)).toEqual([
      './routes: the remote does not export routes',
      './routes: the shell sends /tags to catalog, which the remote does not render',
    ]);
  });

  it('refuses a remote without a routes record', () => {
    expect(checkCompatibility({ ...remote, routes: undefined }, shell)).toEqual(['./routes: the remote recorded no routes shape']);
  });
});
