import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

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
