import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type Account, useAccount } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { distApps, e2eServer, startServer, workspaceRoot } from '../../support/servers';
import { registerAccountAt } from '../../support/shell-accounts';

/** Issue 34: a catalog release on a 50 % canary, then rolled back, with `npm run remote` (docs/remote-releases.md). */

const V1 = '1.0.0+e2e0001';
const V2 = '2.0.0+e2e0002';
const V2_HEADING = 'Catalog, the canary';

/** The bucket (0-99) a user falls in for a canary; the rule of apps/api/src/web/remote-locations.ts (e2e may not import the API's code). */
function canaryBucket(userId: number, remote: string, version: string): number {
  return createHash('sha256').update(`${userId}\n${remote}\n${version}`).digest().readUInt32BE(0) % 100;
}

/** The catalog built again with a visible change: its page's heading. */
function buildCatalogV2(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shelfmark-catalog-v2-'));
  const messagesFile = join(workspaceRoot, 'apps/catalog/src/locales/en.json');
  const original = readFileSync(messagesFile, 'utf8');
  try {
    writeFileSync(messagesFile, original.replace('"catalog": "Catalog"', `"catalog": "${V2_HEADING}"`));
    execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
      cwd: join(workspaceRoot, 'apps/catalog'),
      env: { ...process.env, OUTPUT_PATH: dir },
      stdio: 'inherit',
    });
  } finally {
    writeFileSync(messagesFile, original);
  }
  return dir;
}

/** `npm run remote -- <args>` on the server's data (embedded database: run while the server is stopped). */
function remote(dataDir: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'remote', '--', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ...e2eServer.env, DATA_DIR: dataDir, WEB_ROOT: distApps, NX_DAEMON: 'false' },
    encoding: 'utf8',
  });
}

/** Accounts registered until one falls in the canary's half and one outside it. */
async function oneOnEachSide(serverUrl: string): Promise<{ canary: Account; current: Account }> {
  let canary: Account | undefined;
  let current: Account | undefined;
  while (!canary || !current) {
    const account = await registerAccountAt(serverUrl, 'canary');
    if (canaryBucket(userIdOf(account), 'catalog', V2) < 50) canary ??= account;
    else current ??= account;
  }
  return { canary, current };
}

/** The catalog's heading on this page load. */
async function catalogHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).filter({ hasText: /^Catalog/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test('a 50 % canary of a catalog release keeps each user on their version across reloads, and a rollback reaches them on reload', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-canary-'));
  const port = String(3700 + Math.floor(Math.random() * 200));
  const v2 = buildCatalogV2();
  let server = await startServer({ DATA_DIR: dataDir, PORT: port });
  try {
    const { canary, current } = await oneOnEachSide(server.url);
    await server.stop();
    remote(dataDir, 'release', 'catalog', '--dist', join(distApps, 'catalog'), '--version', V1);
    remote(dataDir, 'promote', 'catalog', V1);
    remote(dataDir, 'release', 'catalog', '--dist', v2, '--version', V2);
    remote(dataDir, 'promote', 'catalog', V2, '--percent', '50');
    server = await startServer({ DATA_DIR: dataDir, PORT: port });

    const onCanary = await (await browser.newContext()).newPage();
    const onCurrent = await (await browser.newContext()).newPage();
    await useAccount(onCanary, canary);
    await useAccount(onCurrent, current);
    // The first load's API calls leave the cookie that names the user to the page writer.
    for (const page of [onCanary, onCurrent]) {
      await page.goto(`${server.url}/catalog`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (let load = 0; load < 3; load += 1) {
      await onCanary.reload();
      expect(await catalogHeading(onCanary)).toBe(V2_HEADING);
      await onCurrent.reload();
      expect(await catalogHeading(onCurrent)).toBe('Catalog');
    }

    await server.stop();
    remote(dataDir, 'promote', 'catalog');
    server = await startServer({ DATA_DIR: dataDir, PORT: port });
    await onCurrent.reload();
    expect(await catalogHeading(onCurrent)).toBe(V2_HEADING);

    await server.stop();
    expect(remote(dataDir, 'rollback', 'catalog')).toContain(V1);
    server = await startServer({ DATA_DIR: dataDir, PORT: port });
    for (const page of [onCanary, onCurrent]) {
      await page.reload();
      expect(await catalogHeading(page)).toBe('Catalog');
    }
  } finally {
    await server.stop();
    rmSync(v2, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
