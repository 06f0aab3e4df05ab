import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { type Compiler, type Configuration, sources } from '@rspack/core';
import { appOutputPath, typeScriptRule } from './create-app-config';
import { PrecompressPlugin } from './precompress-plugin';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The worker's file: a fixed name at the root, so its scope is the whole app and browsers check it for updates. */
export const SERVICE_WORKER_FILE = 'sw.js';

const PRECACHE_PLACEHOLDER = 'self.__WB_MANIFEST';
const HASHED_NAME = /\.[0-9a-f]{8}\.(js|css)$/;
/** Files of the shell's folder a browser fetches as they are (the page is rendered per path by the server and not precached). */
const PRECACHED_FILE = /(\.(js|css|svg|png|webmanifest))$/;
const NOT_PRECACHED = /(^|\/)(sw\.js|index\.html)$|\.(map|br|gz)$|(^|\/)mf-|chunk-groups\.json$/;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The shell's files the worker precaches: its hashed scripts and stylesheets (no revision: the
 * name is the revision) and its icons and web manifest (revised by their content's hash).
 */
export function precacheEntries(shellDir: string): PrecacheEntry[] {
  return filesUnder(shellDir)
    .map((path) => ({ path, name: relative(shellDir, path).split(sep).join('/') }))
    .filter(({ name }) => PRECACHED_FILE.test(name) && !NOT_PRECACHED.test(name))
    .map(({ path, name }) => ({
      url: `/${name}`,
      revision: HASHED_NAME.test(name) ? null : createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Writes the precache list into the worker in place of `self.__WB_MANIFEST`, read from the shell's finished build. */
class PrecacheManifestPlugin {
  constructor(private readonly shellDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecacheManifestPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const asset = compilation.getAsset(SERVICE_WORKER_FILE);
        if (!asset) throw new Error(`the build has no ${SERVICE_WORKER_FILE}`);
        const code = asset.source.source().toString();
        if (!code.includes(PRECACHE_PLACEHOLDER)) throw new Error(`${SERVICE_WORKER_FILE} no longer reads ${PRECACHE_PLACEHOLDER}`);
        const entries = JSON.stringify(precacheEntries(this.shellDir));
        compilation.updateAsset(SERVICE_WORKER_FILE, new sources.RawSource(code.split(PRECACHE_PLACEHOLDER).join(entries)));
      });
    });
  }
}

/**
 * The shell's service worker (production): a build of its own after the shell's and the early
 * calls' builds, since it lists their files (docs/adr/0039-installable-and-offline.md).
 */
export function createServiceWorkerConfig(): Configuration {
  const outputPath = appOutputPath('shell');
  const projectRoot = resolve(workspaceRoot, 'apps/shell');
  return {
    name: 'service-worker',
    dependencies: ['shell', 'early-calls'],
    context: projectRoot,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/service-worker/sw.ts' },
    output: { path: outputPath, publicPath: '/', uniqueName: 'shell-service-worker', clean: false, filename: SERVICE_WORKER_FILE },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typeScriptRule(true)] },
    // The list goes in after minification (the stage the plugin taps), as the minifier leaves a global's property read as it is.
    plugins: [new PrecacheManifestPlugin(outputPath), new PrecompressPlugin()],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
