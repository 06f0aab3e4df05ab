import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { runTag } from '../../support/library-seed';
import { e2eServer } from '../../support/servers';
import { finishBook, watchUpcomingFilm } from '../../support/year-share-seed';

const LAST_YEAR = new Date().getUTCFullYear() - 1;
const WIDTHS = [1280, 390] as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

/** A reader who finished three books last year, one with a cover, one reviewed. */
async function readerWithAYear(tag: string) {
  const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
  await finishBook(admin, reader, { title: `Kindred ${tag}`, creator: 'Octavia Butler', numPages: 264, finished: `${LAST_YEAR}-03-14`, rating: 9, review: `Private thoughts ${tag}`, cover: true });
  await finishBook(admin, reader, { title: `Middlemarch ${tag}`, creator: 'George Eliot', numPages: 880, finished: `${LAST_YEAR}-11-02`, rating: 10 });
  await finishBook(admin, reader, { title: `Piranesi ${tag}`, creator: 'Susanna Clarke', numPages: 272, finished: `${LAST_YEAR}-03-28` });
  return { admin, reader };
}

test.describe('year in review, release calendar and share links', () => {
  for (const width of WIDTHS) {
    test(`the year in review at ${width} px: totals, highlights, months, printable, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const tag = runTag();
      const { reader } = await readerWithAYear(tag);
      await useAccount(page, reader);
      const coverAnswer = page.waitForResponse((response) => /\/api\/v1\/covers\/\d{13}\.jpg(\?|$)/.test(response.url()));
      await page.goto(`/year/${LAST_YEAR}`);

      await expect(page.getByRole('heading', { level: 1, name: `Your ${LAST_YEAR} in review` })).toBeVisible();
      await expect(page.getByText('3 items finished')).toBeVisible();
      await expect(page.getByText('1,416 pages')).toBeVisible();
      const rated = page.getByRole('heading', { name: 'Highest rated' }).locator('..');
      await expect(rated.getByRole('link')).toHaveText([`Middlemarch ${tag}Eliot, George`, `Kindred ${tag}Butler, Octavia`]);
      const march = page.getByRole('heading', { level: 3, name: /^March/ }).locator('..');
      await expect(march.getByRole('link')).toHaveText([`Kindred ${tag}`, `Piranesi ${tag}`]);
      // The month strip asks for the book's cover (the test's JPEG is only its first bytes, so it draws blank).
      expect((await coverAnswer).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 3, name: /^November/ }).locator('..').getByRole('link')).toHaveText([`Middlemarch ${tag}`]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAxeClean(page);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByText('Printed from Shelfmark')).toBeVisible();
      await expect(page.locator('.sm-shell__header')).toBeHidden();
    });
  }

  test('the release calendar lists Not Out Yet items by date, and its feed parses as iCalendar, regenerates and turns off', async ({ page, request }) => {
    const tag = runTag();
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount()]);
    await watchUpcomingFilm(admin, reader, `Far Film ${tag}`, inDays(60));
    await watchUpcomingFilm(admin, reader, `Near Film ${tag}`, inDays(5));
    await useAccount(page, reader);
    await page.goto('/calendar');

    await expect(page.getByRole('heading', { level: 1, name: 'Release calendar' })).toBeVisible();
    await expect(page.locator('.calendar__release-title')).toHaveText([`Near Film ${tag}`, `Far Film ${tag}`]);
    await expect(page.getByRole('link', { name: new RegExp(`Near Film ${tag}`) })).toContainText('Movie · Not Out Yet');
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Create a calendar feed' }).click();
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await expect(address).toHaveValue(/\/api\/v1\/calendar\/feed\/[\w-]{43}\.ics$/);
    const url = await address.inputValue();
    const feed = await request.get(new URL(url).pathname, { headers: {} });
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([
      [`Near Film ${tag} (Movie)`, inDays(5)],
      [`Far Film ${tag} (Movie)`, inDays(60)],
    ]);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Get a new address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Get a new address' }).click();
    await expect(address).not.toHaveValue(url);
    expect((await request.get(new URL(url).pathname)).status()).toBe(404);

    await page.getByRole('button', { name: 'Turn off the feed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off the feed' }).click();
    await expect(page.getByText('You have no calendar feed yet.')).toBeVisible();
  });

  for (const width of WIDTHS) {
    test(`a share link at ${width} px shows exactly the chosen fields without sign-in, records openings and can be revoked`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      const tag = runTag();
      const { reader } = await readerWithAYear(tag);
      await useAccount(page, reader);
      await page.goto(`/year/${LAST_YEAR}`);
      await page.getByRole('link', { name: 'Share this year' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Share links' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'A year in review' })).toBeChecked();
      await page.getByRole('checkbox', { name: 'Creators' }).uncheck();
      await page.getByRole('checkbox', { name: 'Ratings' }).check();
      await page.getByRole('button', { name: 'Make link' }).click();
      const link = page.getByRole('article', { name: `Year in review ${LAST_YEAR}` });
      await expect(link.getByText('Not opened yet')).toBeVisible();
      const url = await link.getByRole('textbox', { name: 'Link address' }).inputValue();
      await expectAxeClean(page);

      // Someone without an account opens it.
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const publicPage = await visitor.newPage();
      const coverThroughLink = publicPage.waitForResponse((response) => /\/api\/v1\/public\/shares\/[\w-]{32}\/covers\/[\w-]{22}$/.test(response.url()));
      const answers: string[] = [];
      publicPage.on('response', async (response) => {
        if (response.url().includes('/api/v1/public/shares/') && !response.url().includes('/covers/')) answers.push(await response.text());
      });
      const document = await publicPage.goto(new URL(url).pathname);
      expect(document?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive');
      await expect(publicPage.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow, noarchive');
      await expect(publicPage.getByRole('heading', { level: 1, name: `A ${LAST_YEAR} in review` })).toBeVisible();
      await expect(publicPage.getByText('3 items finished')).toBeVisible();
      await expect(publicPage.getByRole('img', { name: '10 of 10 stars' })).toBeVisible();
      await expect(publicPage.getByText(`Private thoughts ${tag}`)).toHaveCount(0);
      await expect(publicPage.getByText('Butler, Octavia')).toHaveCount(0);
      await expect(publicPage.getByRole('link', { name: `Kindred ${tag}` })).toHaveCount(0);
      expect(answers.join('')).not.toMatch(/"(mediaID|usermediaID|userID|id)"|Private thoughts|Butler|\d{13}/);
      expect(answers.join('')).toContain(`/covers/`);
      expect((await coverThroughLink).status()).toBe(200);
      await expect(publicPage.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectAxeClean(publicPage);

      await page.reload();
      await expect(link.getByText(/Last opened .* \(once\)/)).toBeVisible();
      await link.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('You have no share links.')).toBeVisible();
      await publicPage.reload();
      await expect(publicPage.getByText('This link was turned off by its owner, or never existed.')).toBeVisible();
      await visitor.close();
    });
  }

  test('a shared shelf shows its page of items with only what was chosen', async ({ browser }) => {
    const tag = runTag();
    const { reader } = await readerWithAYear(tag);
    const response = await fetch(`${e2eServer.url}/api/v1/shares`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'shelf', shelf: 'read', fields: { covers: false, creators: true, ratings: false, reviews: true } }),
    });
    const { url } = (await response.json()) as { url: string };
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Read shelf' })).toBeVisible();
    await expect(page.locator('.shared-page__title')).toHaveText([`Kindred ${tag}`, `Piranesi ${tag}`, `Middlemarch ${tag}`]);
    await expect(page.getByText(`Private thoughts ${tag}`)).toBeVisible();
    await expect(page.getByRole('img', { name: /of 10 stars/ })).toHaveCount(0);
    await expect(page.locator('.shared-page__item img')).toHaveCount(0);
    await expectAxeClean(page);
    await visitor.close();
  });
});
