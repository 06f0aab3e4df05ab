import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Account, useAccount as storeTokenFor } from '../../support/accounts';
import { callApiAt } from '../../support/catalog-seed';
import { serveStatic } from '../../support/servers';
import { builtApps, type LoggedServer, startLoggedServer } from './logged-server';

const port = Number(process.env['E2E_PORT'] ?? 3110) + 1;
const tag = randomBytes(3).toString('hex');
const PASSWORDS = { registered: `registered-${tag}-passphrase`, wrong: `wrong-${tag}-passphrase`, reset: `reset-${tag}-passphrase` };

/** Markup that would run or show up as elements if any screen rendered user text as HTML. */
const INJECTED = {
  title: `<img src=x onerror="window.__injected='title'">Title ${tag}`,
  review: `<script>window.__injected='review'</script><b id="bold-${tag}">Review ${tag}</b>`,
  entryTitle: `<a href="javascript:window.__injected='entry'">Entry ${tag}</a>`,
  entryBody: `<iframe srcdoc="<script>parent.__injected='body'</script>"></iframe>Body ${tag}`,
  tag: `<svg onload="window.__injected='tag'">t${tag}`,
};

let server: LoggedServer;
let cdn: { url: string; server: Server };
let admin: Account;
let reader: Account;
let mediaId: number;

const api = <T>(account: Account | null, method: string, path: string, body?: unknown) => callApiAt<T>(server.url, account, method, path, body);

async function register(prefix: string, password: string): Promise<Account> {
  const username = `${prefix}_${tag}`;
  const email = `${username}@example.test`;
  const { token } = await api<{ token: string }>(null, 'POST', '/users', { username, email, password });
  return { username, email, password, token };
}

/** Opens a page signed in as the reader, noting CSP violations, dialogs and where the token went. */
async function watchedPage(page: Page) {
  const violations: string[] = [];
  const dialogs: string[] = [];
  const tokenSentTo: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()} @ ${JSON.stringify(message.location())}`);
  });
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on('request', (request) => {
    // Requests still in flight when a test ends cannot be read any more; they were read before.
    request.allHeaders().then(
      (headers) => headers['authorization'] && tokenSentTo.push(request.url()),
      () => undefined,
    );
  });
  await storeTokenFor(page, reader);
  return { violations, dialogs, tokenSentTo };
}

/** Every link that opens a new window must not hand it this window or the page address. */
async function expectSafeNewWindowLinks(page: Page): Promise<number> {
  const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} rel=${link.getAttribute('rel') ?? ''}`));
  for (const rel of rels) expect(rel).toMatch(/rel=(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
  return rels.length;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The catalog remote from another origin, as from a CDN: the policy has to admit it.
  cdn = await serveStatic(join(builtApps, 'catalog'));
  server = await startLoggedServer(port, { REMOTE_CATALOG_URL: `${cdn.url}/` });
  admin = await register('sec_admin', PASSWORDS.registered);
  reader = await register('sec_reader', PASSWORDS.registered);
  ({ mediaID: mediaId } = await api<{ mediaID: number }>(admin, 'POST', '/medias', { type: 'movie', title: INJECTED.title, creators: [], genreIDs: [1], restricted: false }));
  const entry = await api<{ usermediaID: number }>(reader, 'POST', `/usermedias?mediaID=${mediaId}&status=read`);
  await api(reader, 'PATCH', `/usermedias/${entry.usermediaID}`, { review: INJECTED.review });
  await api(reader, 'POST', `/entries/${entry.usermediaID}`, { title: INJECTED.entryTitle, body: INJECTED.entryBody, readingID: 0 });
  const cover = new FormData();
  cover.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], { type: 'image/jpeg' }), `MOVIE${mediaId}.jpg`);
  const uploaded = await fetch(`${server.url}/api/v1/covers`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: cover });
  expect(uploaded.status).toBe(201);
  const created = await api<{ tagID: number }>(reader, 'POST', `/tags?tagValue=${encodeURIComponent(INJECTED.tag)}`);
  await api(reader, 'PUT', `/usermedias/${entry.usermediaID}/tags/${created.tagID}`);
});

test.afterAll(async () => {
  await server?.stop();
  cdn?.server.close();
});

test('every answer carries the security headers, with a policy that admits the remotes’ origin', async () => {
  for (const path of ['/', '/catalog', '/api/v1/health', '/remotes.json']) {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${cdn.url}`);
    expect(csp).toContain(`connect-src 'self' ${cdn.url} blob:`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  }
});

test('user text shows as text on the media page, the tags page and the library; nothing runs', async ({ page }) => {
  const watched = await watchedPage(page);
  await page.goto(`${server.url}/movie/${mediaId}`);
  await expect(page.getByRole('heading', { level: 1, name: INJECTED.title })).toBeVisible();
  await expect(page.getByText(`Review ${tag}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(INJECTED.review)).toBeVisible();
  await expect(page.getByText(INJECTED.entryBody)).toBeVisible();
  await expect(page.getByText(INJECTED.tag).first()).toBeVisible();
  await expectSafeNewWindowLinks(page);

  await page.goto(`${server.url}/tags`);
  await expect(page.getByText(INJECTED.tag).first()).toBeVisible();
  await page.goto(`${server.url}/library`);
  await expect(page.getByText(INJECTED.title).first()).toBeVisible();
  await page.goto(`${server.url}/catalog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();

  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  expect(await page.locator(`#bold-${tag}, img[src="x"], iframe[srcdoc], svg[onload]`).count()).toBe(0);
  expect(watched.dialogs).toEqual([]);
  expect(watched.violations).toEqual([]);
});

test('links that open a new window carry rel="noopener noreferrer"', async ({ page }) => {
  await watchedPage(page);
  let checked = 0;
  for (const path of ['/', '/bugreport', '/account', '/mediarequest', `/movie/${mediaId}`]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    checked += await expectSafeNewWindowLinks(page);
  }
  expect(checked).toBeGreaterThan(0);
});

test('the token goes to this server’s API only: never to the remotes’ origin or with a cover', async ({ page }) => {
  const watched = await watchedPage(page);
  const cdnRequests: string[] = [];
  const coverRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdn.url)) cdnRequests.push(request.url());
    if (new URL(request.url()).pathname.includes('/covers/')) coverRequests.push(request.url());
  });
  for (const path of ['/', '/catalog', `/movie/${mediaId}`, '/library']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(cdnRequests.length).toBeGreaterThan(0);
  expect(coverRequests.length).toBeGreaterThan(0);
  expect(watched.tokenSentTo.length).toBeGreaterThan(0);
  for (const url of watched.tokenSentTo) {
    expect(url.startsWith(`${server.url}/api/v1/`), url).toBe(true);
    expect(new URL(url).pathname.startsWith('/api/v1/covers/'), url).toBe(false);
  }
  expect(watched.violations).toEqual([]);
});

test('passwords never reach the log, whatever happens to them', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await page.getByLabel('Username').fill(reader.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.wrong);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Failed to log in, please try again')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.registered);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const send = (method: string, path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}/api/v1${path}`, { method, headers: { 'content-type': contentType }, body });
  await send('PATCH', `/users/passwordreset/${'x'.repeat(43)}`, JSON.stringify({ password: PASSWORDS.reset }));
  await send('POST', '/sessions', `{"username": "${reader.username}", "password": "${PASSWORDS.wrong}"`);
  await send('POST', '/users', JSON.stringify({ username: reader.username, email: 'x@example.test', password: PASSWORDS.reset }));
  await send('POST', '/sessions', JSON.stringify({ username: 'not valid!', password: PASSWORDS.wrong }));
  await send('POST', '/sessions', JSON.stringify({ username: reader.username, password: PASSWORDS.wrong }), 'text/plain');

  const log = server.log();
  expect(log).toContain('"url":"/api/v1/sessions"');
  expect(log).toContain('/users/passwordreset/[token]');
  for (const password of Object.values(PASSWORDS)) expect(log).not.toContain(password);
  expect(log).not.toContain(reader.token);
  expect(log).not.toContain('x'.repeat(43));
});
