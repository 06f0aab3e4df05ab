import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { e2eServer } from '../../support/servers';
import { waitForServiceWorker } from './service-worker';

test('Chromium finds the app installable: manifest, icons, service worker', async ({ launchOptions }) => {
  // A profile on disk: Chromium never offers to install from an off-the-record context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'shelfmark-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: e2eServer.url });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const manifestResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/manifest.webmanifest');
    await page.goto('/');
    expect((await manifestResponse).headers()['content-type']).toContain('application/manifest+json');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Shelfmark',
      display: 'standalone',
      start_url: '/',
      shortcuts: [{ name: 'Add Media', url: '/addmedia' }, { name: 'Library', url: '/library' }],
    });
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-192.png', 'icon-maskable-512.png']) {
      const response = await page.request.get(`/app-icons/${icon}`);
      expect(response.headers()['content-type'], icon).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
