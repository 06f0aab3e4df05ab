// Browser benchmarks (issue 10, item 3): what the signed-in Home downloads before it is
// usable, each remote's own bytes, Largest Contentful Paint of Home, Library and a media
// page, and the time to switch to a remote not loaded yet, in Chromium with 4x CPU
// throttling against the production build on loopback. Median of several cold runs.
//
//   node --import tsx bench/browser/run.ts [--quick] [--runs N] [--web-root DIR] [--port N]
//
// Builds the apps through Nx (cached) unless --web-root names another build, seeds a fresh
// embedded database, serves it on 127.0.0.1:3151 and writes bench/browser/RESULTS.md.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { budgetedFileSets, measure } from '../../tools/scripts/check-bundle-budget';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'web-root': { type: 'string' },
    port: { type: 'string', default: process.env['BENCH_WEB_PORT'] ?? '3151' },
  },
});
const runs = Number(options.runs ?? (options.quick ? 3 : 7));
const webRoot = resolve(options['web-root'] ?? join(workspaceRoot, 'dist/apps'));
const baseUrl = `http://127.0.0.1:${options.port}`;
const CPU_SLOWDOWN = 4;
const DEMO = { username: 'demo', password: 'shelfmark-demo' };
const REMOTES = ['library', 'catalog', 'media', 'account'] as const;

interface Transfer {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  execFileSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, ...env } });
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(workspaceRoot, 'dist/apps/api/main.js')], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: options.port, HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill('SIGTERM');
  throw new Error(`the server on ${baseUrl} did not answer /api/v1/health within 60 s`);
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A page of a fresh, signed-in browser context (cold cache) with the CPU slowed down. */
async function openPage(browser: Browser, token: string): Promise<{ page: Page; transfers: Transfer[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const transfers: Transfer[] = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
    if (!kind || !response.ok()) return;
    const body = await response.body().catch(() => undefined);
    if (body) transfers.push({ url: path, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  return { page, transfers, close: () => context.close() };
}

/** The area is on screen: its title set, the nav shown, no loader and no load error in main. */
async function waitForArea(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const main = document.querySelector('main');
      return (
        document.title === `${expected} · Shelfmark` &&
        !!main &&
        main.children.length > 0 &&
        !main.textContent?.includes('Loading…') &&
        !main.querySelector('[role="alert"]')
      );
    },
    title,
    { timeout: 60_000, polling: 'raf' },
  );
}

async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Cold load of a page: LCP, and the JS/CSS it fetched until the area was usable and the network went quiet. */
async function loadPage(browser: Browser, token: string, path: string, title: string) {
  const { page, transfers, close } = await openPage(browser, token);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await waitForArea(page, title);
    const lcp = await largestContentfulPaint(page);
    return { lcp, transfers: [...transfers] };
  } finally {
    await close();
  }
}

/** From Home, a client-side navigation to an area whose remote is not loaded yet, until its screen is in place. */
async function switchToUnvisited(browser: Browser, token: string, path: string, title: string) {
  const { page, transfers, close } = await openPage(browser, token);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await waitForArea(page, 'Home');
    const before = transfers.length;
    // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
    const elapsed = await page.evaluate<number>(`new Promise((done) => {
      const start = performance.now();
      window.history.pushState({}, '', ${JSON.stringify(path)});
      window.dispatchEvent(new PopStateEvent('popstate'));
      const check = () => {
        const main = document.querySelector('main');
        const ready = document.title === ${JSON.stringify(`${title} · Shelfmark`)} && !!main?.querySelector('h1') &&
          !main.textContent.includes('Loading…') && !main.querySelector('[role="alert"]');
        if (ready) done(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    })`);
    await page.waitForLoadState('networkidle');
    return { elapsed, transfers: transfers.slice(before) };
  } finally {
    await close();
  }
}

const sum = (transfers: Transfer[], kind: Transfer['kind'], field: 'raw' | 'gzip') =>
  transfers.filter((transfer) => transfer.kind === kind).reduce((total, transfer) => total + transfer[field], 0);

async function main(): Promise<void> {
  if (!options['web-root']) run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'shell', ...REMOTES, 'api', '--outputStyle=static'], { NX_DAEMON: 'false', NX_TUI: 'false' });
  else run('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { NX_DAEMON: 'false', NX_TUI: 'false' });

  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-web-'));
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const server = await startServer(dataDir);
  let browser: Browser | undefined;
  const loadAtStart = loadavg();
  try {
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const { token } = await api<{ token: string }>('/sessions', { method: 'POST', body: JSON.stringify(DEMO) });
    const firstMedia = await api<{ type: string; mediaID: number }>('/medias/1', { headers: { authorization: `Bearer ${token}` } });
    const mediaPath = `/${firstMedia.type}/${firstMedia.mediaID}`;
    const mediaTitle = { book: 'Book', movie: 'Movie', tvshow: 'TV Show', album: 'Album', videogame: 'Video Game' }[firstMedia.type] ?? 'Book';

    const pages = [
      { name: 'Home', path: '/', title: 'Home' },
      { name: 'Library', path: '/library', title: 'Library' },
      { name: `Media (${mediaPath})`, path: mediaPath, title: mediaTitle },
    ];
    const lcp: Record<string, number[]> = {};
    let homeTransfers: Transfer[] = [];
    const switches: number[] = [];
    let catalogTransfers: Transfer[] = [];
    for (let index = 0; index < runs; index += 1) {
      for (const target of pages) {
        const result = await loadPage(browser, token, target.path, target.title);
        (lcp[target.name] ??= []).push(result.lcp);
        if (target.name === 'Home') homeTransfers = result.transfers;
      }
      const switched = await switchToUnvisited(browser, token, '/catalog', 'Catalog');
      switches.push(switched.elapsed);
      catalogTransfers = switched.transfers;
      process.stdout.write(`run ${index + 1}/${runs} done\n`);
    }

    const build = measure(webRoot, budgetedFileSets(webRoot));
    const load = loadavg();
    const lines = [
      '# Browser benchmarks',
      '',
      `Date: ${new Date().toISOString()} · machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' / ')}, at end ${load.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min)`,
      `Chromium ${browser.version()}, ${CPU_SLOWDOWN}x CPU throttling (CDP Emulation.setCPUThrottlingRate), no network throttling, production build served by the API server on loopback (uncompressed: gzip sizes are computed, level 9). ${runs} cold runs (fresh browser context each), medians.`,
      `Command: \`node --import tsx bench/browser/run.ts${options.quick ? ' --quick' : ''}\``,
      '',
      '| figure | measured | target |',
      '|---|---|---|',
      `| Home first load, JavaScript (${homeTransfers.filter((transfer) => transfer.kind === 'js').length} files) | ${kb(sum(homeTransfers, 'js', 'gzip'))} gzip (${kb(sum(homeTransfers, 'js', 'raw'))} raw) | ≤ 150 KB gzip |`,
      `| Home first load, CSS | ${kb(sum(homeTransfers, 'css', 'gzip'))} gzip (${kb(sum(homeTransfers, 'css', 'raw'))} raw) | ≤ 30 KB gzip |`,
      ...pages.map((target) => `| LCP ${target.name} | ${ms(median(lcp[target.name]!))} | ${target.name === 'Home' ? '≤ 1,000 ms' : '—'} |`),
      `| Home → Catalog (remote not loaded yet), until its screen is in place | ${ms(median(switches))} (JS fetched: ${kb(sum(catalogTransfers, 'js', 'gzip'))} gzip) | ≤ 300 ms |`,
      '',
      'From the build (deterministic, `tools/scripts/check-bundle-budget.ts`, also run by `npm test`):',
      '',
      '| file set | gzip | raw | target | check fails above |',
      '|---|---|---|---|---|',
      ...build.map((set) => `| ${set.label} | ${kb(set.gzipBytes)} | ${kb(set.rawBytes)} | ${kb(set.budget.target)} | ${kb(set.budget.ceiling)} |`),
      '',
      `Files of Home's first load (last run, gzip): ${homeTransfers.map((transfer) => `${transfer.url} ${kb(transfer.gzip)}`).join(', ')}.`,
      '',
      `Files fetched switching to Catalog (last run, gzip): ${catalogTransfers.map((transfer) => `${transfer.url} ${kb(transfer.gzip)}`).join(', ')}.`,
      '',
      'Each run, per page: LCP ' + pages.map((target) => `${target.name} [${lcp[target.name]!.map(ms).join(', ')}]`).join('; ') + `; switch [${switches.map(ms).join(', ')}].`,
      '',
    ];
    const report = lines.join('\n');
    console.log(`\n${report}`);
    writeFileSync(join(workspaceRoot, 'bench/browser/RESULTS.md'), report);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
