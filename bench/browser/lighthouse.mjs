// Lighthouse (mobile settings: its default config, simulated slow 4G and 4x CPU) on Home,
// Library and a media page of a running Shelfmark, signed in as the demo user, each with an
// empty HTTP cache.
//
// Lighthouse 13 needs Node 22.19+ and is not a dependency of the project; install it and a
// Node 24 beside each other in a folder of your choice, then point LIGHTHOUSE_DIR at it:
//   npm i --prefix /tmp/lh lighthouse@13.5.0 node@24
//   LIGHTHOUSE_DIR=/tmp/lh /tmp/lh/node_modules/.bin/node bench/browser/lighthouse.mjs http://127.0.0.1:3000
// The server must hold the demo data (`npm run seed`). Prints the scores as a Markdown table.
/* global fetch */
import { createRequire } from 'node:module';
import { join } from 'node:path';
// Node 24 runs the TypeScript module as it is (type stripping).
import { chromiumLaunchOptions } from '../../tools/scripts/chromium.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const lighthouseDir = process.env.LIGHTHOUSE_DIR;
if (!lighthouseDir) throw new Error('Set LIGHTHOUSE_DIR to the folder where lighthouse is installed (see the comment at the top).');
const requireThere = createRequire(join(lighthouseDir, 'package.json'));
const { default: lighthouse } = await import(requireThere.resolve('lighthouse'));
const puppeteer = (await import(requireThere.resolve('puppeteer-core'))).default;

const api = async (path, init = {}) => {
  const response = await fetch(`${base}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
};
const { token } = await api('/sessions', { method: 'POST', body: JSON.stringify({ username: 'demo', password: 'shelfmark-demo' }) });
const media = await api('/medias/1', { headers: { authorization: `Bearer ${token}` } });

const browser = await puppeteer.launch(chromiumLaunchOptions());
const rows = [];
const notes = new Set();
try {
  const page = await browser.newPage();
  // Signed in the way the app stores its session; Lighthouse must then keep the origin's storage.
  await page.goto(`${base}/remotes.json`);
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  for (const [name, path] of [
    ['Home', '/'],
    ['Library', '/library'],
    [`Media (/${media.type}/${media.mediaID})`, `/${media.type}/${media.mediaID}`],
  ]) {
    // Every page cold, as Lighthouse's own storage reset would leave it (that reset would also drop the token).
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
    const result = await lighthouse(
      `${base}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
      undefined,
      page,
    );
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) notes.add(`${name}: Lighthouse could not measure: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`.slice(0, 300));
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.id);
    for (const id of ['errors-in-console', 'inspector-issues']) {
      for (const item of audits[id]?.details?.items ?? []) {
        notes.add(`${id}: ${item.description ?? item.issueType ?? ''} ${item.url ?? item.sourceLocation?.url ?? ''}`.replace(/\/[\w.-]+\.jpg/, '/….jpg').slice(0, 200));
      }
    }
    // Which elements fail an accessibility audit, so the note says what to fix.
    for (const { id } of categories.accessibility?.auditRefs ?? []) {
      if (audits[id]?.score !== 0) continue;
      for (const item of audits[id].details?.items ?? []) {
        if (item.node) notes.add(`${name}, ${id}: ${item.node.selector} ${item.node.snippet ?? ''}`.slice(0, 240));
      }
    }
    rows.push(
      `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${audits['first-contentful-paint'].displayValue} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} | ${failing.join(', ') || '—'} |`,
    );
  }
} finally {
  await browser.close();
}
console.log(
  [
    `Lighthouse ${lighthouse.version ?? '13'}, mobile defaults (simulated slow 4G, 4x CPU), ${new Date().toISOString()}`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | audits below 0.9 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...[...notes].map((note) => `- ${note}`),
  ].join('\n'),
);
