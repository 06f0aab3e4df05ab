// What crosses the wire when Chromium loads the production build: the server started from a
// build folder, a signed-in page, and every response's size as the network saw it (Chrome
// DevTools Protocol `Network.loadingFinished` `encodedDataLength`: compressed body plus
// headers). Shared by the bundle budget (`npm test`) and bench/browser/run.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export interface WireResponse {
  url: string;
  /** CDP resource type: Script, Stylesheet, Document, Fetch, XHR, Image, … */
  type: string;
  status: number;
  /** Bytes received for the response, headers included; 0 when served from the browser's cache. */
  bytes: number;
  fromCache: boolean;
  /** When the request was sent, in ms since the watch started. */
  startedAt: number;
}

/**
 * Records every finished response of a page through its own CDP session. `responses` fills as
 * the page loads; `elapsed()` is the watch's clock, to tell what started before a moment.
 */
export async function watchWire(cdp: CDPSession): Promise<{ responses: WireResponse[]; elapsed: () => number }> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const pending = new Map<string, Partial<WireResponse>>();
  const responses: WireResponse[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', startedAt: elapsed(), fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.type = event.type;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    pending.delete(event.requestId);
    if (!entry?.url || entry.status === undefined) return;
    // Chromium reports a hit of its in-memory cache as nothing received, not as fromDiskCache.
    const fromCache = (entry.fromCache ?? false) || event.encodedDataLength === 0;
    responses.push({ url: entry.url, type: entry.type ?? 'Other', status: entry.status, bytes: event.encodedDataLength, fromCache, startedAt: entry.startedAt ?? 0 });
  });
  await cdp.send('Network.enable');
  return { responses, elapsed };
}

export const isScript = (response: WireResponse) => response.type === 'Script' || /\.m?js$/.test(new URL(response.url).pathname);
export const isStylesheet = (response: WireResponse) => response.type === 'Stylesheet' || new URL(response.url).pathname.endsWith('.css');
export const wireBytes = (responses: WireResponse[]) => responses.reduce((total, response) => total + response.bytes, 0);

/** A page of a fresh context (cold cache) with the token stored, its CPU slowed down, its responses watched. */
export async function openWatchedPage(
  browser: Browser,
  options: { token?: string; cpuSlowdown?: number; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; responses: WireResponse[]; elapsed: () => number; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  if (options.token) await context.addInitScript((value) => window.localStorage.setItem('token', value), options.token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (options.cpuSlowdown && options.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  const { responses, elapsed } = await watchWire(cdp);
  return { context, page, responses, elapsed, close: () => context.close() };
}

/**
 * The screen of the page is in place: the document title set for it, no skeleton, no loader
 * or load error in the main area.
 */
export async function waitForScreen(page: Page, title: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const main = document.querySelector('main');
      return (
        document.title === `${expected} · Shelfmark` &&
        !!main &&
        main.children.length > 0 &&
        !document.querySelector('.sk') &&
        !main.querySelector('.sm-loader') &&
        !main.textContent?.includes('Loading…') &&
        !main.querySelector('[role="alert"]')
      );
    },
    title,
    { timeout, polling: 'raf' },
  );
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** `node <appsDir>/api/main.js` serving the build in `appsDir`, on an embedded database in `dataDir` (`memory://` for a throwaway one). */
export async function startBuiltServer(options: { appsDir: string; port: number; dataDir: string; env?: NodeJS.ProcessEnv }): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const server: ChildProcess = spawn(process.execPath, [join(options.appsDir, 'api/main.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_ROOT: options.appsDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server for ${options.appsDir} exited with code ${server.exitCode}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await stop();
  throw new Error(`the server on ${url} did not answer /api/v1/health within 120 s`);
}

/** POST to the server's API, as JSON; the answer's JSON. */
export async function callApi<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
