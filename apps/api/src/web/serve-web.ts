import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AREA_NAMES, isNoindexPath, NOINDEX_DIRECTIVES, ROUTES, routeIdForPath } from '@shelfmark/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { cacheHeadersFor, isHashedAsset } from './cache-headers';
import { type CompressedBody, compressBody, sendCompressed } from './compressed-body';
import { type PageVariant, renderPage, variantKey } from './page-html';
import { STORYBOOK_PREFIX } from './serve-storybook';
import { pageViewer } from './page-viewer';
import { WebBuilds, type WebBuildsSnapshot } from './web-builds';
import { type RemoteLocation, remoteLocationsFor } from './remote-locations';

/**
 * Headers that mean something on a document (the page) but nothing on a script or a
 * stylesheet; with HTTP/1.1 every one is sent again with every file (about 650 bytes each,
 * 14 KB over Home's 22 scripts). `X-Content-Type-Options: nosniff` stays: it does apply.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function trimAssetHeaders(url: string, reply: FastifyReply): void {
  const path = url.split('?')[0] ?? url;
  if (!/\.(js|css)$/.test(path)) return;
  for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
  // JavaScript's registered type (RFC 9239), without a charset: a script is read as the page's
  // UTF-8, and the shorter header goes with each of a page's dozen scripts.
  if (path.endsWith('.js')) reply.header('content-type', 'text/javascript');
  // A content-hashed file is never revalidated (immutable), so it needs no validators.
  if (isHashedAsset(path)) reply.removeHeader('etag').removeHeader('last-modified');
}

/** Each app's folder: the shell at /, the remotes under /remotes/<name>/, precompressed forms as the client accepts. */
async function registerBuiltFiles(scope: FastifyInstance, webRoot: string): Promise<void> {
  const shellDir = join(webRoot, 'shell');
  if (existsSync(shellDir)) {
    await scope.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      // Pages (/ included) are built by registerWeb, with their preload links.
      index: false,
      preCompressed: true,
      acceptRanges: false,
      cacheControl: false,
      setHeaders: (res, path) => cacheHeadersFor(path, false).forEach(([name, value]) => res.setHeader(name, value)),
    });
  }
  for (const name of AREA_NAMES) {
    const dir = join(webRoot, name);
    if (!existsSync(dir)) continue;
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      acceptRanges: false,
      cacheControl: false,
      setHeaders: (res, path) => cacheHeadersFor(path, true).forEach(([header, value]) => res.setHeader(header, value)),
    });
  }
}

/**
 * Serves the built shell at / and each remote under /remotes/<name>/ (their brotli and gzip
 * forms, written at build time, as the client accepts), `/remotes.json` (where the shell
 * finds the remotes at runtime), and the page for any other path so deep links like /book/12
 * or /passwordreset/x load the app. The page names the files it will need as preload links,
 * for the remote of its path (docs/adr/0022-wire.md), and carries remotes.json's content.
 */
export async function registerWeb(app: FastifyInstance, config: Pick<Config, 'webRoot' | 'remoteManifests'>): Promise<void> {
  const builds = new WebBuilds({ webRoot: config.webRoot, remoteManifests: config.remoteManifests, log: app.log });
  await builds.load();

  /** Each remote's location for whoever asks: the configured one, or the released version their rollout gives them (ADR 0043). */
  const locationsFor = async (request: FastifyRequest): Promise<{ locations: Record<string, RemoteLocation>; perViewer: boolean }> => {
    const rollouts = await app.remoteRollouts.current();
    if (rollouts.size === 0) return { locations: config.remoteManifests, perViewer: false };
    // Only a canary makes the answer depend on who asks.
    const perViewer = [...rollouts.values()].some((rollout) => rollout.canaryVersion !== null);
    const viewer = perViewer ? await pageViewer(request) : undefined;
    return { locations: remoteLocationsFor(config.remoteManifests, app.remoteRollouts.fixed, rollouts, viewer), perViewer };
  };

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    const { locations, perViewer } = await locationsFor(request);
    if (perViewer) reply.header('vary', 'Cookie');
    return sendCompressed(request, reply, compressBody(JSON.stringify(locations)), 'application/json; charset=utf-8');
  });

  // The built files, in a scope of their own for the hook below.
  await app.register(async (assets) => {
    assets.addHook('onSend', async (request, reply, payload) => {
      trimAssetHeaders(request.url, reply);
      return payload;
    });
    await registerBuiltFiles(assets, config.webRoot);
  });

  let pages = { version: -1, bodies: new Map<string, CompressedBody | undefined>() };
  const pageFor = (variant: PageVariant, locations: Record<string, RemoteLocation>): CompressedBody | undefined => {
    const snapshot = builds.current();
    // A few variants times a few location sets (one per canary group); a stale set's pages go when the map fills.
    if (pages.version !== snapshot.version || pages.bodies.size > 500) pages = { version: snapshot.version, bodies: new Map() };
    const key = `${variantKey(variant)}|${JSON.stringify(locations)}`;
    if (!pages.bodies.has(key)) {
      const html = renderPage(withReleasedRemotes(snapshot, locations), variant, locations);
      pages.bodies.set(key, html === undefined ? undefined : compressBody(html));
    }
    return pages.bodies.get(key);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const route = routeIdForPath(path);
    const noindex = isNoindexPath(path);
    const { locations, perViewer } = await locationsFor(request);
    const body = pageFor({ remote: route && ROUTES[route].area, route, skeleton: path === '/' ? 'home' : 'frame', noindex }, locations);
    if (!body) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm start` or `npm run build`.');
    if (noindex) reply.header('X-Robots-Tag', NOINDEX_DIRECTIVES);
    if (perViewer) reply.header('vary', 'Cookie');
    return sendCompressed(request, reply, body, 'text/html; charset=utf-8');
  };

  // Static serving leaves / to this (index: false); every other page path reaches the not-found handler.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ message: `No route for ${request.method} ${path}` });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    // Storybook's paths are its own (web/serve-storybook.ts): never the app's page, whether it is served or not.
    const notApp = path.startsWith('/remotes/') || path === STORYBOOK_PREFIX || path.startsWith(`${STORYBOOK_PREFIX}/`);
    if (isPage && !notApp) return sendPage(request, reply, path);
    return reply.code(404).send({ message: 'Not found' });
  });
}

/**
 * The snapshot as a page with these locations sees it: a remote served from a release is not
 * the build in WEB_ROOT, so its page preloads its manifest alone (the federation runtime finds
 * the rest from it).
 */
function withReleasedRemotes(snapshot: WebBuildsSnapshot, locations: Record<string, RemoteLocation>): WebBuildsSnapshot {
  const released = Object.entries(locations).filter((entry): entry is [string, Exclude<RemoteLocation, string>] => typeof entry[1] !== 'string');
  if (released.length === 0) return snapshot;
  const remotes = { ...snapshot.remotes };
  for (const [name, location] of released) remotes[name as keyof typeof remotes] = { urls: [location.url], consumes: undefined, routes: {} };
  return { ...snapshot, remotes };
}
