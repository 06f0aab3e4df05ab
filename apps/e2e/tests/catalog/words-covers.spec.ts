import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { callApi, createCreator, uniqueSuffix } from '../../support/catalog-seed';
import { addToShelf } from '../../support/library-seed';
import { workspaceRoot } from '../../support/servers';

// Issue 28 items 2 and 4: covers you recognise, words that fit each medium. Screenshots go to
// tmp/e2e/screens for review at both widths.
const screens = join(workspaceRoot, 'tmp/e2e/screens');

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}-${page.viewportSize()?.width}.png`), fullPage: true });
}

/** Two items called Frankenstein (a book and a film) and a TV show, with no covers; titles sort first in the catalogue. */
async function seed() {
  const admin = await adminAccount();
  const tag = uniqueSuffix();
  const shelley = await createCreator(admin, `Mary Shelley ${tag}`, 'Mary', `Shelley ${tag}`);
  const whale = await createCreator(admin, `James Whale ${tag}`, 'James', `Whale ${tag}`);
  const create = (media: Record<string, unknown>) =>
    callApi<{ mediaID: number }>(admin, 'POST', '/medias', { genreIDs: [9], restricted: false, ...media }).then((created) => created.mediaID);
  const title = `000 Frankenstein ${tag}`;
  const book = await create({ type: 'book', title, creators: [shelley], numPages: 280, publication: '1818-01-01' });
  const film = await create({ type: 'movie', title, creators: [whale], numPages: 70, publication: '1931-11-21' });
  const show = await create({ type: 'tvshow', title: `000 Penny Dreadful ${tag}`, creators: [], numPages: 27, numEpisodes: 27, seasons: 3, startyear: 2014, endyear: 2016 });
  return { title, book, film, show, showTitle: `000 Penny Dreadful ${tag}` };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('the catalogue in Cover view shows titles and drawn covers; cards and search say which medium', async ({ page }) => {
      const { title } = await seed();
      await useAccount(page, await registerAccount('covers'));
      await page.goto('/catalog?page=1&genre=9&type=0');
      const list = page.getByRole('list', { name: 'Catalog items' });
      const books = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(books).toHaveCount(2);
      await expect(books.getByText('Book', { exact: true })).toBeVisible();
      await expect(books.getByText('Movie', { exact: true })).toBeVisible();
      await expect(books.first().locator('.sm-cover__face .sm-cover__title')).toHaveAttribute('data-text', title);
      await shoot(page, 'catalog-expanded');
      // The catalogue's Add To Library buttons are another change's (issue 28 item 10): check the cards' own parts.
      await expectNoAxeViolations(page, ['.sm-media-card__title', '.sm-media-card__creators', '.sm-media-card__medium', '.sm-cover']);

      await page.getByRole('group', { name: 'Display size' }).getByRole('button', { name: 'Cover' }).click();
      const tiles = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(tiles).toHaveCount(2);
      for (const tile of await tiles.all()) {
        await expect(tile.getByText(title, { exact: true })).toBeVisible();
        await expect(tile.getByRole('link', { name: title, exact: true })).toHaveAttribute('title', title);
      }
      const media = await tiles.locator('.sm-cover__face').evaluateAll((faces) => faces.map((face) => face.getAttribute('data-medium')));
      expect(media.sort()).toEqual(['book', 'movie']);
      // The face is drawn (the title is on the blank cover), and the cover keeps its 2:3 box.
      const cover = tiles.first().locator('.sm-cover');
      const box = await cover.boundingBox();
      expect(box && Math.round((box.height / box.width) * 100)).toBe(150);
      const drawnTitle = await tiles.first().locator('.sm-cover__title').evaluate((element) => getComputedStyle(element, '::before').content);
      expect(drawnTitle).toBe(`"${title}"`);
      await shoot(page, 'catalog-cover-view');
      await expectNoAxeViolations(page, ['.catalog-cover-grid__link']);

      const search = page.getByRole('combobox', { name: 'Search' });
      await search.fill(title);
      const results = page.getByRole('listbox');
      await expect(results.getByRole('option').filter({ hasText: title })).toHaveCount(2);
      await expect(results.getByText('Book', { exact: true })).toBeVisible();
      await expect(results.getByText('Movie', { exact: true })).toBeVisible();
      await shoot(page, 'search-results');
    });

    test('a TV show counts episodes and has viewings; a film says Released; Library has a Currently Watching shelf', async ({ page }) => {
      const { film, show, showTitle } = await seed();
      const reader = await registerAccount('words');
      await addToShelf(reader, show, 'currentlyReading');
      await useAccount(page, reader);

      await page.goto(`/tvshow/${show}`);
      await expect(page.getByRole('heading', { level: 1, name: showTitle })).toBeVisible();
      const episode = page.getByRole('textbox', { name: 'Current episode' });
      await episode.fill('4');
      await episode.press('Enter');
      await expect(page.getByRole('progressbar', { name: 'Progress in episodes' })).toHaveAttribute('aria-valuetext', '4 of 27 episodes');
      await expect(page.getByRole('heading', { name: 'Viewings' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'First viewing' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Viewings' }).getByText(/reading/i)).toHaveCount(0);
      await shoot(page, 'tvshow-detail');
      await expectNoAxeViolations(page);

      await page.goto('/');
      const current = page.getByRole('region', { name: 'Current' });
      await expect(current.getByRole('textbox', { name: 'Current episode' })).toHaveValue('4');
      await expect(current.getByText('of 27 episodes')).toBeVisible();
      await expect(current.getByText('TV Show', { exact: true })).toBeVisible();
      await shoot(page, 'home');

      await page.goto('/library?page=1&library=currentlyReading&type=TV%20Shows&genre=0');
      const selector = page.getByRole('combobox', { name: 'Library', exact: true });
      await expect(selector).toHaveValue('currentlyReading');
      await expect(selector.locator('option:checked')).toHaveText('Currently Watching');
      await expect(page.getByRole('heading', { level: 2, name: showTitle })).toBeVisible();
      await shoot(page, 'library-currently-watching');
      await expectNoAxeViolations(page);

      await page.goto(`/movie/${film}`);
      const edition = page.getByRole('region', { name: 'Edition' });
      await expect(edition.getByText('Released')).toBeVisible();
      await expect(edition.getByText('Published')).toHaveCount(0);
    });
  });
}
