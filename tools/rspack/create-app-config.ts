import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BannerPlugin, Compilation, type Configuration, CopyRspackPlugin, HtmlRspackPlugin, type Module } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import type { AreaName } from '../../libs/contract/src/routes';
import { BuiltAgainstPlugin } from './built-against-plugin';
import { ChunkGroupsManifestPlugin } from './chunk-groups-manifest';
import { EarlyScriptTagPlugin } from './early-script-tag-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { queryHydrationAlias } from './query-hydration';
import { sharedSingletons, zodSharedAlias } from './shared-singletons';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Browsers the apps support (ES2022: native async/await, classes, optional chaining), so our code is not downlevelled. */
const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 113', 'safari >= 16.4'];

// The federation plugin points the bundle at the CommonJS builds of its browser runtime,
// which no bundler can tree-shake, and the host then carried runtime-core twice (once per
// module format). Their ES module builds, one copy each (docs/adr/0006-first-load.md).
const requireHere = createRequire(import.meta.url);
const federationRuntimeAsEsm = Object.fromEntries(
  [
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ].flatMap((name) => {
    const commonJs = requireHere.resolve(name);
    const esm = commonJs.replace(/\.cjs$/, '.js');
    return [
      [name, esm],
      [commonJs, esm],
    ];
  }),
);

// react-router's package exports name only its development build (dev warnings on); the
// production build beside it is the same code with them off (docs/adr/0019-first-screen.md).
const reactRouterProduction = { 'react-router$': resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs') };

/**
 * The shared packages every page of the shell loads before it renders: the third-party ones
 * and our libs' shared parts (the api-client's core, not its operations; the design system, not
 * its form hook and its controls, which the screens using them bundle, nor its translations, each
 * loaded alone for its language). Module Federation gives each provided
 * package a chunk of its own (a dozen files, some under a kilobyte, each with its response
 * headers); in the host they travel as one chunk.
 */
const START_PACKAGES = [
  // Not query-core's CommonJS build: only the offline copy's hydration comes from it (query-hydration.ts).
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/](?!.*\.cjs$)/,
  /[\\/]libs[\\/](session|i18n)[\\/]src[\\/]/,
  /[\\/]libs[\\/]design-system[\\/]src[\\/](?!form[\\/]|controls[\\/]|locales[\\/][^\\/]+\.json$|components[\\/](type-buttons|genre-picker|split-button|add-to-library|confirm-dialog|text-area|select|checkbox|toast)[\\/]|hooks[\\/]use-scroll-to-top-on-page-change)/,
  /[\\/]libs[\\/]api-client[\\/]src[\\/](core[\\/]|index\.ts$)/,
  // The contract's zod-free modules those libs import (the token's claims, the remembered
  // choices, the spec's numbers): with them, not as chunks of a few hundred bytes of their own.
  /[\\/]libs[\\/]contract[\\/]src[\\/](limits|failures|permissions|storage-keys|remembered-choices|library-values|sort-options|texts|entities[\\/]session-token)\.ts$/,
];
// A context module (the map of a lib's translation files) has no resource of its own: its identifier names its folder.
const isStartPackage = (module: Module) => START_PACKAGES.some((pattern) => pattern.test(module.nameForCondition() ?? ""));

/** Our TypeScript and TSX, compiled by SWC for the supported browsers. */
export const typeScriptRule = (production: boolean) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    env: { targets: BROWSER_TARGETS },
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
    },
  },
  type: 'javascript/auto',
});

/**
 * The files whose code runs as a page loads: the shell's entry, bootstrap and shared packages, a
 * remote's entry, exposed routes and route screens (not the chunks of dialogs, forms, charts).
 */
const RUN_ON_LOAD = /^(main|bootstrap|start-packages|remoteEntry|__federation_expose_routes|route-[\w-]+)\.[0-9a-f]{8}\.js$/;

/**
 * Chromium's explicit compile hint (`//# allFunctionsCalledOnLoad`, first line of the file):
 * V8 compiles every function of the file eagerly, while it streams the file in on a background
 * thread, instead of lazily on the main thread the first time each is called, which was about a
 * quarter of the main thread's work before the first screen. Added after minification (which
 * drops comments) and before the source maps are written (so they account for the line).
 */
const compileHints = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: RUN_ON_LOAD,
    stage: (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) / 2,
  });

/** Where an app's build goes: `OUTPUT_PATH` when set, else `dist/apps/<name>`. */
export const appOutputPath = (name: string) => (process.env['OUTPUT_PATH'] ? resolve(process.env['OUTPUT_PATH']) : resolve(workspaceRoot, 'dist/apps', name));

export interface AppOptions {
  /** Project name: the folder under apps/ and the federation name. */
  name: string;
  /** Dev-server port of `npm run dev`. */
  devPort: number;
  /** Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. Absent for the host. */
  exposes?: Record<string, string>;
}

/**
 * Rspack config for the shell (host) and every remote. A remote is built, versioned and
 * deployed on its own (`dist/apps/<name>` with `mf-manifest.json`); the shell learns where
 * remotes live at runtime, so no remote URL is compiled in (`remotes: {}`).
 */
export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env['NODE_ENV']) === 'production';
  const isHost = !options.exposes;
  const projectRoot = resolve(workspaceRoot, 'apps', options.name);
  const outputPath = appOutputPath(options.name);

  return {
    name: options.name,
    context: projectRoot,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    // A remote's code is reached only through its exposes; the host alone has a page entry.
    entry: isHost ? { main: './src/index.ts' } : {},
    output: {
      path: outputPath,
      // The shell's page is served for every deep link (/book/12), so its files are addressed
      // from the root; a remote finds its own files relative to its remoteEntry.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: { ...federationRuntimeAsEsm, ...zodSharedAlias, ...queryHydrationAlias, ...(production ? reactRouterProduction : {}) } },
    module: {
      rules: [
        typeScriptRule(production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        // Content-hashed like every other file, so browsers keep it a year: the manifest, read
        // on every load, names the current one (docs/adr/0022-wire.md).
        filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
        // One federation runtime in the page: the shell provides it, remotes use it instead of
        // carrying their own copy in every remoteEntry.js (docs/adr/0006-first-load.md).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser pages only: the runtime's code for loading remotes in Node is left out.
          optimization: { target: 'web' },
        },
      }),
      isHost && new HtmlRspackPlugin({ template: './src/index.html', favicon: './src/favicon.svg' }),
      // What installing the app reads (docs/adr/0039-installable-and-offline.md): the web manifest and its icons.
      isHost && new CopyRspackPlugin({ patterns: [{ from: 'src/manifest.webmanifest' }, { from: 'src/app-icons', to: 'app-icons' }] }),
      !production && new ReactRefreshRspackPlugin(),
      // Which files each entry and named import loads, for the bundle budget in `npm test`.
      production && new ChunkGroupsManifestPlugin(),
      // What the build fits: the contract and its `./routes` shape, for the compatibility gate (docs/adr/0044-compatibility-gate.md).
      production &&
        new BuiltAgainstPlugin(
          isHost ? {} : { area: options.name as AreaName, routesFile: options.exposes?.['./routes'] && resolve(projectRoot, options.exposes['./routes']) },
        ),
      production && compileHints(),
      // Brotli and gzip forms of every text file, served as they are by the API server.
      production && new PrecompressPlugin(),
    ],
    optimization: {
      minimize: production,
      splitChunks: isHost && production ? { cacheGroups: { startPackages: { name: 'start-packages', test: isStartPackage, chunks: 'async', enforce: true } } } : undefined,
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The dev shell fetches /remotes.json and /api from the API server (npm run dev).
      proxy: isHost ? [{ context: ['/api', '/remotes.json', '/covers'], target: 'http://localhost:3000' }] : [],
    },
  };
}

/**
 * The shell's early-calls script (production): a build of its own, without Module Federation,
 * whose runtime the federation plugin would otherwise put into every entry (100 KB). It runs
 * after the shell's build, which empties the folder, and names itself in the shell's page as an
 * async script, so the page's first API calls leave as soon as it arrives
 * (docs/adr/0019-first-screen.md).
 */
export function createEarlyCallsConfig(): Configuration {
  const projectRoot = resolve(workspaceRoot, 'apps/shell');
  return {
    name: 'early-calls',
    dependencies: ['shell'],
    context: projectRoot,
    mode: 'production',
    devtool: 'source-map',
    entry: { 'early-calls': './src/first-calls/early-calls.ts' },
    output: {
      path: appOutputPath('shell'),
      publicPath: '/',
      uniqueName: 'shell-early-calls',
      clean: false,
      filename: '[name].[contenthash:8].js',
    },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules: [typeScriptRule(true)] },
    plugins: [new EarlyScriptTagPlugin('early-calls'), new PrecompressPlugin()],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
