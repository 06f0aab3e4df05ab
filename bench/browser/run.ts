// Browser benchmarks (issues 10 and 17): what the signed-in Home sends over the wire before it
// is usable (CDP encodedDataLength: compressed bodies plus headers), what a second visit
// fetches again, First Contentful Paint, Largest Contentful Paint and Cumulative Layout Shift
// of Home, Library and a media page, and the time to switch to a remote not loaded yet, in
// Chromium with 4x CPU throttling against the production build on loopback. Median of
// several cold runs. With --baseline, a second build is measured in the same run,
// alternating with the first, and every figure gets its ratio to the baseline's.
//
//   node --import tsx bench/browser/run.ts [--quick] [--runs N] [--web-root DIR] [--baseline DIR] [--port N]
//
// Builds the apps through Nx (cached) unless --web-root names another build, seeds a fresh
// embedded database, serves each build with its own server (127.0.0.1:3151, the baseline on
// the next port) and writes bench/browser/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import {
  callApi,
  isScript,
  isStylesheet,
  openWatchedPage,
  type RunningServer,
  startBuiltServer,
  waitForScreen,
  wireBytes,
  type WireResponse,
} from '../../tools/scripts/browser-wire';
import { chromiumLaunchOptions } from '../../tools/scripts/chromium';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'web-root': { type: 'string' },
    baseline: { type: 'string' },
    port: { type: 'string', default: process.env['BENCH_WEB_PORT'] ?? '3151' },
  },
});
const runs = Number(options.runs ?? (options.quick ? 3 : 5));
const CPU_SLOWDOWN = 4;
const DEMO = { username: 'demo', password: 'shelfmark-demo' };

const median = (values: number[]) => {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const cls = (value: number) => value.toFixed(3);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  execFileSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Paint timings and layout shifts the page recorded (buffered observers, so nothing is missed). */
async function pageMetrics(page: Page): Promise<{ fcp: number; lcp: number; cls: number }> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  return page.evaluate<{ fcp: number; lcp: number; cls: number }>(`new Promise((done) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    let lcp = NaN;
    let shift = 0;
    new PerformanceObserver((list) => { const entries = list.getEntries(); lcp = entries[entries.length - 1]?.startTime ?? lcp; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value; })
      .observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done({ fcp, lcp, cls: shift }), 100);
  })`);
}

interface PageRun {
  fcp: number;
  lcp: number;
  cls: number;
  /** Requested before the screen was in place. */
  firstLoad: WireResponse[];
  /** A second visit to the same page in the same browser profile: what it fetched again. */
  repeat?: WireResponse[];
  /** That second visit's paint timings: a warm start, the shell served by the service worker (ADR 0039). */
  warm?: { fcp: number; lcp: number; cls: number };
}

/** Cold load of a page until its screen is in place and the network is quiet, then optionally a second visit. */
async function loadPage(browser: Browser, baseUrl: string, token: string, path: string, title: string, revisit: boolean): Promise<PageRun> {
  const watched = await openWatchedPage(browser, { token, cpuSlowdown: CPU_SLOWDOWN });
  try {
    await watched.page.goto(`${baseUrl}${path}`);
    await waitForScreen(watched.page, title);
    const ready = watched.elapsed();
    await watched.page.waitForLoadState('networkidle');
    // Late shifts (covers, a section arriving after the rest) count too.
    await watched.page.waitForTimeout(500);
    const metrics = await pageMetrics(watched.page);
    const firstLoad = watched.responses.filter((response) => response.startedAt <= ready);
    if (!revisit) return { ...metrics, firstLoad };
    const before = watched.responses.length;
    // The worker registers after the first screen; the warm start is measured once it is active (a build without one goes on at once).
    await watched.page.evaluate(`navigator.serviceWorker ? Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 10000))]) : undefined`);
    await watched.page.goto(`${baseUrl}${path}`);
    await waitForScreen(watched.page, title);
    await watched.page.waitForLoadState('networkidle');
    const warm = await pageMetrics(watched.page);
    return { ...metrics, firstLoad, repeat: watched.responses.slice(before), warm };
  } finally {
    await watched.close();
  }
}

/** From Home, a client-side navigation to an area whose remote is not loaded yet, until its screen is in place. */
async function switchToUnvisited(browser: Browser, baseUrl: string, token: string, path: string, title: string) {
  const watched = await openWatchedPage(browser, { token, cpuSlowdown: CPU_SLOWDOWN });
  try {
    await watched.page.goto(`${baseUrl}/`);
    await waitForScreen(watched.page, 'Home');
    await watched.page.waitForLoadState('networkidle');
    const before = watched.responses.length;
    const elapsed = await watched.page.evaluate<number>(`new Promise((done) => {
      const start = performance.now();
      window.history.pushState({}, '', ${JSON.stringify(path)});
      window.dispatchEvent(new PopStateEvent('popstate'));
      const check = () => {
        const main = document.querySelector('main');
        const ready = document.title === ${JSON.stringify(`${title} · Shelfmark`)} && !!main?.querySelector('h1') &&
          !main.textContent.includes('Loading…') && !main.querySelector('.sm-loader') && !main.querySelector('[role="alert"]');
        if (ready) done(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    })`);
    await watched.page.waitForLoadState('networkidle');
    return { elapsed, fetched: watched.responses.slice(before) };
  } finally {
    await watched.close();
  }
}

interface BuildUnderTest {
  name: string;
  appsDir: string;
  dataDir?: string;
  server?: RunningServer;
  token?: string;
  mediaPath?: string;
  mediaTitle?: string;
  /** A TV show of 1,000 episodes (issue 29), 60 of them watched. */
  longShowPath?: string;
  pages: Record<string, PageRun[]>;
  switches: { elapsed: number; fetched: WireResponse[] }[];
}

const PAGE_NAMES = ['Home', 'Library', 'Media', 'TV show, 1,000 episodes'] as const;

async function measureOnce(browser: Browser, build: BuildUnderTest): Promise<void> {
  const baseUrl = build.server!.url;
  const targets = [
    { name: 'Home', path: '/', title: 'Home', revisit: true },
    { name: 'Library', path: '/library', title: 'Library', revisit: false },
    { name: 'Media', path: build.mediaPath!, title: build.mediaTitle!, revisit: false },
    { name: 'TV show, 1,000 episodes', path: build.longShowPath!, title: 'TV Show', revisit: false },
  ];
  for (const target of targets) {
    (build.pages[target.name] ??= []).push(await loadPage(browser, baseUrl, build.token!, target.path, target.title, target.revisit));
  }
  build.switches.push(await switchToUnvisited(browser, baseUrl, build.token!, '/catalog', 'Catalog'));
}

/** The medians of one build's figures, by row name. */
function figures(build: BuildUnderTest): Record<string, { value: number; text: string }> {
  const home = build.pages['Home']!;
  const js = median(home.map((result) => wireBytes(result.firstLoad.filter(isScript))));
  const css = median(home.map((result) => wireBytes(result.firstLoad.filter(isStylesheet))));
  const jsFiles = median(home.map((result) => result.firstLoad.filter(isScript).length));
  const repeatScripts = home.map((result) => (result.repeat ?? []).filter((response) => isScript(response) && !response.fromCache));
  const repeatCount = median(repeatScripts.map((responses) => responses.length));
  const repeatBytes = median(repeatScripts.map(wireBytes));
  const all = median(home.map((result) => wireBytes(result.firstLoad)));
  const rows: Record<string, { value: number; text: string }> = {
    'Home first load, JavaScript over the wire': { value: js, text: `${kb(js)} (${jsFiles} files)` },
    'Home first load, CSS over the wire': { value: css, text: kb(css) },
    'Home first load, everything over the wire (HTML, JS, CSS, API, images)': { value: all, text: kb(all) },
    'Home second visit, JavaScript fetched from the network': { value: repeatBytes, text: `${repeatCount} files, ${kb(repeatBytes)}` },
  };
  for (const name of PAGE_NAMES) {
    const results = build.pages[name]!;
    const fcp = median(results.map((result) => result.fcp));
    const lcp = median(results.map((result) => result.lcp));
    const shift = median(results.map((result) => result.cls));
    rows[`FCP ${name}`] = { value: fcp, text: ms(fcp) };
    rows[`LCP ${name}`] = { value: lcp, text: ms(lcp) };
    rows[`CLS ${name}`] = { value: shift, text: cls(shift) };
  }
  const warmHome = median(home.map((result) => result.warm?.lcp ?? Number.NaN));
  rows['LCP Home, warm start (second visit, shell from the service worker)'] = { value: warmHome, text: ms(warmHome) };
  const switchTime = median(build.switches.map((entry) => entry.elapsed));
  const switchJs = median(build.switches.map((entry) => wireBytes(entry.fetched.filter(isScript))));
  rows['Home → Catalog (remote not loaded yet), until its screen is in place'] = { value: switchTime, text: `${ms(switchTime)} (JS fetched: ${kb(switchJs)})` };
  return rows;
}

const TARGETS: Record<string, string> = {
  'Home first load, JavaScript over the wire': '≤ 150 KB',
  'Home first load, CSS over the wire': '≤ 30 KB',
  'Home second visit, JavaScript fetched from the network': '0',
  'LCP Home': '≤ 1,000 ms',
  'LCP Home, warm start (second visit, shell from the service worker)': '≤ 1,000 ms',
  'LCP Library': '≤ 1,000 ms',
  'LCP Media': '≤ 1,000 ms',
  'LCP TV show, 1,000 episodes': '≤ 1,000 ms',
  'CLS Home': '< 0.05',
  'CLS Library': '< 0.05',
  'CLS Media': '< 0.05',
  'CLS TV show, 1,000 episodes': '< 0.05',
  'Home → Catalog (remote not loaded yet), until its screen is in place': '≤ 300 ms',
};

async function prepare(build: BuildUnderTest, port: number, seededDir: string): Promise<void> {
  build.dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-web-'));
  cpSync(seededDir, build.dataDir, { recursive: true });
  build.server = await startBuiltServer({ appsDir: build.appsDir, port, dataDir: build.dataDir });
  const { token } = await callApi<{ token: string }>(build.server.url, '/sessions', { method: 'POST', body: JSON.stringify(DEMO) });
  const firstMedia = await callApi<{ type: string; mediaID: number }>(build.server.url, '/medias/1', { headers: { authorization: `Bearer ${token}` } });
  build.token = token;
  build.mediaPath = `/${firstMedia.type}/${firstMedia.mediaID}`;
  build.mediaTitle = { book: 'Book', movie: 'Movie', tvshow: 'TV Show', album: 'Album', videogame: 'Video Game' }[firstMedia.type] ?? 'Book';
  build.longShowPath = `/tvshow/${await addLongShow(build.server.url, token)}`;
}

/** Twenty seasons of fifty episodes on the demo shelf, the first 60 watched (season 2 under way). */
async function addLongShow(baseUrl: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const submedia = Array.from({ length: 1000 }, (_, index) => ({
    title: `Episode ${index + 1}`,
    overallnum: index + 1,
    season: Math.floor(index / 50) + 1,
    episode: (index % 50) + 1,
    airDate: `20${String(Math.floor(index / 50)).padStart(2, '0')}-03-01`,
    runtime: 44,
  }));
  const { mediaID } = await callApi<{ mediaID: number }>(baseUrl, '/medias', {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'tvshow', title: 'A Thousand Episodes', creators: [], genreIDs: [], restricted: false, numPages: 1000, submedia }),
  });
  const show = await callApi<{ submedia: { submediaID: number; title: string }[] }>(baseUrl, `/medias/${mediaID}`, { headers });
  const through = show.submedia.find((episode) => episode.title === 'Episode 60')?.submediaID;
  // A build from before episodes has no watches call: the show is then listed flat, unwatched.
  await callApi(baseUrl, `/medias/${mediaID}/watches`, { method: 'POST', headers, body: JSON.stringify({ through }) }).catch(() => undefined);
  return mediaID;
}

async function main(): Promise<void> {
  const appsDir = resolve(options['web-root'] ?? join(workspaceRoot, 'dist/apps'));
  if (!options['web-root']) run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'shell', 'library', 'catalog', 'media', 'account', 'api', '--outputStyle=static'], { NX_DAEMON: 'false', NX_TUI: 'false' });
  const builds: BuildUnderTest[] = [{ name: 'this build', appsDir, pages: {}, switches: [] }];
  if (options.baseline) builds.unshift({ name: 'baseline', appsDir: resolve(options.baseline), pages: {}, switches: [] });

  const seededDir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-web-seed-'));
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], { DATA_DIR: seededDir, DATABASE_URL: '' });
  let browser: Browser | undefined;
  let chromiumVersion = '';
  const loadAtStart = loadavg();
  try {
    for (const [index, build] of builds.entries()) await prepare(build, Number(options.port) + index, seededDir);
    for (let index = 0; index < runs; index += 1) {
      // Alternating, so a change in the machine's load reaches both builds alike. A fresh browser
      // each time: one browser kept for the whole run got slower run after run (LCP of both builds
      // up by half over 15 runs), which a cold visit does not see.
      for (const build of builds) {
        browser = await chromium.launch(chromiumLaunchOptions());
        chromiumVersion = browser.version();
        await measureOnce(browser, build);
        await browser.close();
        browser = undefined;
      }
      process.stdout.write(`run ${index + 1}/${runs} done\n`);
    }

    const load = loadavg();
    const measured = builds.map(figures);
    const current = measured[measured.length - 1]!;
    const baseline = builds.length > 1 ? measured[0] : undefined;
    const header = baseline ? '| figure | baseline | this build | ratio (this / baseline) | target |' : '| figure | measured | target |';
    const rule = baseline ? '|---|---|---|---|---|' : '|---|---|---|';
    const rows = Object.entries(current).map(([name, figure]) => {
      const target = TARGETS[name] ?? '—';
      if (!baseline) return `| ${name} | ${figure.text} | ${target} |`;
      const before = baseline[name]!;
      const ratio = before.value > 0 && Number.isFinite(figure.value / before.value) ? (figure.value / before.value).toFixed(2) : '—';
      return `| ${name} | ${before.text} | ${figure.text} | ${ratio} | ${target} |`;
    });
    const last = builds[builds.length - 1]!;
    const lastHome = last.pages['Home']![last.pages['Home']!.length - 1]!;
    const lastSwitch = last.switches[last.switches.length - 1]!;
    const list = (responses: WireResponse[]) => responses.map((response) => `${new URL(response.url).pathname} ${kb(response.bytes)}`).join(', ');
    const lines = [
      '# Browser benchmarks',
      '',
      `Date: ${new Date().toISOString()} · machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' / ')}, at end ${load.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min)`,
      `Chromium ${chromiumVersion}, ${CPU_SLOWDOWN}x CPU throttling (CDP Emulation.setCPUThrottlingRate), no network throttling, production build served by the API server on loopback, 1280 × 800. Bytes are what the network received (CDP Network.loadingFinished encodedDataLength: compressed body and headers) for requests sent before the screen was in place. ${runs} cold runs per build (a fresh browser each${baseline ? ', the two builds alternating' : ''}), medians.`,
      `Command: \`node --import tsx bench/browser/run.ts${options.quick ? ' --quick' : ''}${options.runs ? ` --runs ${options.runs}` : ''}${baseline ? ' --baseline <the baseline build>' : ''}\``,
      ...(baseline ? [`Baseline: ${builds[0]!.appsDir}; this build: ${last.appsDir}.`] : []),
      '',
      header,
      rule,
      ...rows,
      '',
      `Home's first load, last run of this build: ${list(lastHome.firstLoad.filter((response) => isScript(response) || isStylesheet(response)))}.`,
      '',
      `Home's second visit, fetched again from the network: ${list((lastHome.repeat ?? []).filter((response) => !response.fromCache)) || 'nothing'}.`,
      '',
      `Switching to Catalog, fetched: ${list(lastSwitch.fetched.filter((response) => isScript(response) || isStylesheet(response)))}.`,
      '',
      ...builds.map(
        (build) =>
          `Each run, ${build.name}: ` +
          PAGE_NAMES.map((name) => `LCP ${name} [${build.pages[name]!.map((result) => ms(result.lcp)).join(', ')}]`).join('; ') +
          `; warm LCP Home [${build.pages['Home']!.map((result) => ms(result.warm?.lcp ?? Number.NaN)).join(', ')}]; CLS Home [${build.pages['Home']!.map((result) => cls(result.cls)).join(', ')}]; switch [${build.switches.map((entry) => ms(entry.elapsed)).join(', ')}].`,
      ),
      '',
    ];
    const report = lines.join('\n');
    console.log(`\n${report}`);
    writeFileSync(join(workspaceRoot, 'bench/browser/RESULTS.md'), report);
  } finally {
    await browser?.close();
    for (const build of builds) {
      await build.server?.stop();
      if (build.dataDir) rmSync(build.dataDir, { recursive: true, force: true });
    }
    rmSync(seededDir, { recursive: true, force: true });
  }
}

await main();
