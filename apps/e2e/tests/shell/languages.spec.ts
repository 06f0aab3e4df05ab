import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { userIdOf } from '../../support/account-users';
import { adminAccount, registerAccount, useAccount, type Account } from '../../support/accounts';
import { addToShelf, createBook, runTag } from '../../support/library-seed';
import { e2eServer } from '../../support/servers';

/**
 * Issue 32: Home, /library and a media page in German and Japanese on a 390 px phone. Each
 * screen is saved as a test artefact and checked for horizontal overflow and cut-off buttons
 * (longer German words, CJK glyphs from fonts-noto-cjk).
 */

/** What overflows the 390 px viewport, or a button whose label does not fit inside it. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
    for (const button of document.querySelectorAll<HTMLElement>('button, a[role="button"], [role="menuitem"]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      const name = (button.textContent ?? button.getAttribute('aria-label') ?? '').trim().slice(0, 40);
      if (box.right > width + 1 || box.left < -1) problems.push(`button "${name}" leaves the screen`);
      if (button.scrollWidth > button.clientWidth + 1) problems.push(`button "${name}" is cut off (${button.scrollWidth} > ${button.clientWidth})`);
    }
    return problems;
  });
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function seededReader(): Promise<{ reader: Account; mediaID: number; title: string }> {
  const admin = await adminAccount();
  const reader = await registerAccount('lang');
  const title = `Languages ${runTag()}`;
  const mediaID = await createBook(admin, { title, creator: 'Ursula Le Guin', numPages: 320 });
  await addToShelf(reader, mediaID, 'currentlyReading');
  return { reader, mediaID, title };
}

const CASES = [
  { locale: 'de-DE', lang: 'de', home: 'Start', library: 'Bibliothek', status: 'Lese ich gerade', upNext: 'Als Nächstes?', genre: 'Sachbuch', genreGroup: 'Genre' },
  { locale: 'ja-JP', lang: 'ja', home: 'ホーム', library: 'ライブラリ', status: '読書中', upNext: '次は？', genre: 'ノンフィクション', genreGroup: 'ジャンル' },
] as const;

for (const language of CASES) {
  test.describe(`in ${language.lang} at 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 }, locale: language.locale });

    test('Home, /library and a media page speak the language and fit the screen', async ({ page }, testInfo) => {
      const { reader, mediaID, title } = await seededReader();
      await useAccount(page, reader);

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expect(page.getByRole('navigation').getByRole('link', { name: language.library }).first()).toBeVisible();
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: language.upNext })).toBeVisible();
      await screenshot(page, testInfo, `home-${language.lang}-390`);
      expect(await layoutProblems(page)).toEqual([]);

      // The shelf the book is on: /library alone shows the read shelf.
      await page.goto('/library?page=1&library=currentlyReading&type=0&genre=0');
      await expect(page.getByRole('heading', { level: 1, name: language.library })).toBeVisible();
      await expect(page.getByRole('group', { name: language.genreGroup }).getByRole('button', { name: language.genre, exact: true })).toBeAttached();
      await expect(page.getByText(title).first()).toBeVisible();
      await screenshot(page, testInfo, `library-${language.lang}-390`);
      expect(await layoutProblems(page)).toEqual([]);

      await page.goto(`/book/${mediaID}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(language.status).first()).toBeVisible();
      await screenshot(page, testInfo, `media-${language.lang}-390`);
      expect(await layoutProblems(page)).toEqual([]);
    });
  });
}

test('a language chosen in the profile is kept for the account and in the browser', async ({ page, browser }) => {
  const reader = await registerAccount('chooser');
  await useAccount(page, reader);
  await page.goto(`/account/${userIdOf(reader)}`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { name: '言語' })).toBeVisible();
  const kept = await fetch(`${e2eServer.url}/api/v1/account/language`, { headers: { authorization: `Bearer ${reader.token}` } });
  expect(await kept.json()).toEqual({ language: 'ja' });

  // Signed out in this browser, the sign-in screen still speaks Japanese.
  // (useAccount puts the token back at every page load, so sign out with the profile's button.)
  await page.getByRole('button', { name: 'サインアウト', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();

  // Another browser (English) switches once the account signs in there.
  // Signing out ended that session, so the other browser signs in anew.
  const signedIn = await fetch(`${e2eServer.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: reader.username, password: reader.password }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const other = await browser.newPage({ locale: 'en-US' });
  await useAccount(other, { ...reader, token });
  await other.goto('/');
  // Fetched once the first screen is in place (after the page's load, a moment and idle: apps/shell/src/after-first-screen.ts).
  await expect(other.locator('html')).toHaveAttribute('lang', 'ja', { timeout: 15_000 });
  await other.close();
});
