import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createReadStream, existsSync, statSync } from 'node:fs';

export const workspaceRoot = resolve(import.meta.dirname, '../../..');
export const distApps = join(workspaceRoot, 'dist/apps');

const port = Number(process.env['E2E_PORT'] ?? 3100);

/**
 * The metadata services' stand-in (apps/api/src/lookup/testing/stand-in.ts: Open Library,
 * MusicBrainz, the Cover Art Archive and TMDB with their documented answers), which Playwright
 * starts beside the server: this machine has no internet. IGDB stays without keys, so the form
 * meets an unconfigured service too. Its port follows E2E_PORT, so runs side by side do not meet.
 */
const standInPort = Number(process.env['E2E_LOOKUP_PORT'] ?? port + 1500);
export const lookupStandIn = {
  port: standInPort,
  url: `http://127.0.0.1:${standInPort}`,
  env: {
    LOOKUP_ENABLED: 'true',
    // Imports in other suites stay as they were: only Add Media looks things up here.
    LOOKUP_IN_IMPORTS: 'false',
    LOOKUP_CONTACT: 'e2e@example.test',
    OPENLIBRARY_URL: `http://127.0.0.1:${standInPort}/openlibrary`,
    OPENLIBRARY_COVERS_URL: `http://127.0.0.1:${standInPort}/covers`,
    MUSICBRAINZ_URL: `http://127.0.0.1:${standInPort}/musicbrainz`,
    COVERARTARCHIVE_URL: `http://127.0.0.1:${standInPort}/coverartarchive`,
    TMDB_URL: `http://127.0.0.1:${standInPort}/tmdb`,
    TMDB_IMAGES_URL: `http://127.0.0.1:${standInPort}/tmdb-images`,
    // The token the stand-in expects (STAND_IN_TOKENS in apps/api/src/lookup/testing/stand-in.ts; e2e may not import the API's code).
    TMDB_TOKEN: 'stand-in-tmdb-read-access-token',
  },
};

/** The server Playwright starts for the whole run: fresh data directory, quiet logs. */
export const e2eServer = {
  url: `http://127.0.0.1:${port}`,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shelfmark-e2e-')),
    LOG_LEVEL: 'warn',
    // Every test registers its own accounts; the per-minute sign-in limit is tested in the API suite.
    AUTH_RATE_LIMIT: '100000',
    // e2e runs on the embedded database even when CI sets DATABASE_URL for the API suite.
    DATABASE_URL: '',
    // The webhook test's receiver listens on 127.0.0.1, an address refused by default.
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    ...lookupStandIn.env,
  } as Record<string, string>,
};

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/** A plain static file server with CORS: a remote deployed on another origin, as a CDN would host it. */
export function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(root) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    const extension = path.slice(path.lastIndexOf('.'));
    response.writeHead(200, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    createReadStream(path).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const boundPort = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ url: `http://127.0.0.1:${boundPort}`, server });
    });
  });
}

/** A second Shelfmark server (its own port and data) for tests that need other settings. */
export async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  // A given PORT lets the caller know the address first (PUBLIC_URL, a redirect URI registered elsewhere).
  const serverPort = env['PORT'] ? Number(env['PORT']) : 3200 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${serverPort}`;
  const child: ChildProcess = spawn(process.execPath, [join(distApps, 'api/main.js')], {
    env: {
      ...process.env,
      ...e2eServer.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shelfmark-e2e-')),
      PORT: String(serverPort),
      ...env,
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 120_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((wait) => setTimeout(wait, 200));
  }
  if (!healthy) {
    child.kill('SIGTERM');
    throw new Error(`the second server on ${url} did not start`);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
