// The one place for how Shelfmark starts Chromium: the e2e suite, the bundle budget, the fleet
// test, bench/browser (Playwright) and bench/browser/lighthouse.mjs (Puppeteer, on Node 24,
// which runs this file as it is: keep it to type annotations Node can strip) all take it from here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/**
 * Flags for the closed network and containers: no sandbox or GPU, and none of the connections
 * Chromium makes on its own (QUIC, first-run pages, background updates, components, sync).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What Playwright's and Puppeteer's launch take: CHROMIUM_PATH, else Debian's chromium, with the flags above. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: process.env['CHROMIUM_PATH'] ?? debianChromium, args: [...CHROMIUM_FLAGS] };
}

/**
 * The browser for e2e tests: CHROMIUM_PATH, else Debian's chromium. When neither exists and
 * we are root with apt-get, Debian's package is installed; nothing ever downloads a browser.
 */
export function findChromium(): string {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  if (existsSync(debianChromium)) return debianChromium;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(debianChromium)) return debianChromium;
  }
  throw new Error(
    'The e2e tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
