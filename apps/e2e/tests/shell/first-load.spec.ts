import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { runTag, shelveBook } from '../../support/library-seed';

/**
 * Responses the page received, with whether the browser's cache answered them: nothing came
 * over the network for it (Chromium reports in-memory cache hits that way, not as fromDiskCache).
 */
async function watchResponses(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const seen: { url: string; type: string; fromCache: boolean; encoding: string | undefined }[] = [];
  const byId = new Map<string, { url: string; type: string; fromCache: boolean; encoding: string | undefined }>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = byId.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = byId.get(requestId);
    if (entry && encodedDataLength === 0) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    const entry = { url: response.url, type, fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache), encoding: headers['content-encoding'] };
    byId.set(requestId, entry);
    seen.push(entry);
  });
  await cdp.send('Network.enable');
  return seen;
}

/** Sum of the page's layout shifts so far (not caused by input). */
const layoutShift = (page: Page) =>
  page.evaluate<number>(`new Promise((done) => {
    let total = 0;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value; })
      .observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => done(total), 100);
  })`);

// A new account's Home starts with the first-run guide ('Start your shelf') above 'Current'; with something on the shelf, 'Current'.
const homeReady = (page: Page) => expect(page.getByRole('heading', { level: 2, name: 'Current' })).toBeVisible();

test.describe('first load', () => {
  test('every text file arrives compressed, and a second visit fetches no script from the network', async ({ page }) => {
    await useAccount(page, await registerAccount());
    const responses = await watchResponses(page);
    await page.goto('/');
    await homeReady(page);
    await page.waitForLoadState('networkidle');

    const own = responses.filter((response) => response.url.startsWith(new URL(page.url()).origin));
    const text = own.filter((response) => ['Document', 'Script', 'Stylesheet'].includes(response.type) || response.url.endsWith('mf-manifest.json'));
    expect(text.length).toBeGreaterThan(10);
    for (const response of text) expect(response.encoding, response.url).toMatch(/^(br|gzip)$/);

    const firstVisit = responses.length;
    await page.reload();
    await homeReady(page);
    await page.waitForLoadState('networkidle');
    const scripts = responses.slice(firstVisit).filter((response) => response.type === 'Script');
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((response) => !response.fromCache).map((response) => response.url)).toEqual([]);

    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await page.goto('/');
    await homeReady(page);
    const thirdVisit = responses.slice(firstVisit).filter((response) => response.type === 'Script' && !response.fromCache);
    expect(thirdVisit.map((response) => response.url)).toEqual([]);
  });

  test('the page names the files its route needs before any script runs', async ({ request }) => {
    const links = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<link rel="(?:preload|prefetch)" href="([^"]+)" as="(\w+)"/g)].map((match) => match[1]!);
    };
    const home = await links('/');
    expect(home.some((href) => /^\/bootstrap\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    expect(home).toContain('/remotes/library/mf-manifest.json');
    expect(home.some((href) => /^\/remotes\/library\/remoteEntry\.[0-9a-f]{8}\.js$/.test(href))).toBe(true);
    expect(home.join(' ')).not.toContain('/remotes/catalog/');

    const catalog = await links('/catalog');
    expect(catalog).toContain('/remotes/catalog/mf-manifest.json');
    expect(catalog.join(' ')).not.toContain('/remotes/library/');
    expect(await links('/book/1')).toContain('/remotes/media/mf-manifest.json');
    expect(await links('/mediarequest')).toContain('/remotes/account/mf-manifest.json');

    // Every preloaded file exists, compressed.
    for (const href of home) {
      const response = await request.get(href, { headers: { 'accept-encoding': 'br' } });
      expect(response.status(), href).toBe(200);
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`Home does not shift while it fills in, ${viewport.width} px, ${colorScheme}`, async ({ browser }) => {
        const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
        const tag = runTag();
        await shelveBook(admin, reader, { title: `Reading ${tag}`, creator: 'Ursula K. Le Guin', numPages: 300 }, 'currentlyReading');
        await shelveBook(admin, reader, { title: `Next ${tag}`, creator: 'N. K. Jemisin' }, 'TBR');
        const context = await browser.newContext({ viewport, colorScheme });
        const page = await context.newPage();
        await useAccount(page, reader);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: `Reading ${tag}` })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await layoutShift(page)).toBeLessThan(0.05);
        await context.close();
      });
    }
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the skeleton drawn before any script has the frame’s dimensions, ${viewport.width} px`, async ({ browser }) => {
      const reader = await registerAccount();
      const context = await browser.newContext({ viewport });
      const skeleton = await context.newPage();
      await skeleton.route('**/*.js', (route) => route.abort());
      await skeleton.goto('/');
      const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();
      const drawn = { header: await box(skeleton, '.sk-header'), main: await box(skeleton, '.sk-main'), firstCard: await box(skeleton, '.sk-card') };

      const app = await context.newPage();
      await useAccount(app, reader);
      await app.goto('/');
      await homeReady(app);
      const real = { header: await box(app, '.sm-shell__header'), main: await box(app, '.sm-shell__main'), heading: await box(app, 'main h2') };
      expect(drawn.header).toEqual(real.header);
      expect(drawn.main?.x).toBe(real.main?.x);
      expect(drawn.main?.width).toBe(real.main?.width);
      // The first card sits where Current's first item does: below the heading, at the content's left edge.
      expect(drawn.firstCard?.x).toBe(real.heading?.x);
      if (viewport.width <= 500) expect(await box(skeleton, '.sk-bottom-bar')).toEqual(await box(app, '.sm-bottom-bar'));
      await context.close();
    });
  }
});
