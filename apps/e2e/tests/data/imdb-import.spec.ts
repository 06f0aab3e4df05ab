import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminAccount, registerAccount, useAccount, type Account } from '../../support/accounts';
import { callApi } from '../../support/catalog-seed';
import { addToShelf } from '../../support/library-seed';
import { workspaceRoot } from '../../support/servers';

/** IMDb's "Your Ratings" export as IMDb writes it: 25 titles, two episodes and a music video among them. */
const imdbRatings = join(workspaceRoot, 'apps/api/src/imports/formats/fixtures/imdb/ratings.csv');
const SEEN = '/library?page=1&library=read&type=0&genre=0';
const TO_WATCH = '/library?page=1&library=TBR&type=0&genre=0';

interface Film {
  type: 'movie' | 'tvshow';
  title: string;
  directors: string[];
  startyear: number;
}

/**
 * Records of the catalogue the file's rows meet: four films and a show to match outright, and
 * one whose title only shares a word with a row, offered in the inbox as a weak candidate.
 */
const FILMS: Film[] = [
  { type: 'movie', title: 'Seven Samurai', directors: ['Akira Kurosawa'], startyear: 1954 },
  { type: 'movie', title: 'The Matrix', directors: ['Lana Wachowski', 'Lilly Wachowski'], startyear: 1999 },
  { type: 'movie', title: 'Spirited Away', directors: ['Hayao Miyazaki'], startyear: 2001 },
  { type: 'movie', title: 'Inception', directors: ['Christopher Nolan'], startyear: 2010 },
  { type: 'tvshow', title: 'Breaking Bad', directors: [], startyear: 2008 },
  { type: 'movie', title: 'Amélie of Montmartre', directors: ['Jean-Pierre Jeunet'], startyear: 2001 },
];

/** The catalogue records, created once per e2e database (a retried test finds them there). */
async function ensureFilms(admin: Account): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const film of FILMS) {
    const found = await callApi<{ mediaID: number; title: string; type: string }[]>(admin, 'POST', '/search/allaccess', {
      searchString: film.title,
      searchType: 'Title',
    });
    const existing = found.find((media) => media.title === film.title && media.type === film.type);
    if (existing) {
      ids[film.title] = existing.mediaID;
      continue;
    }
    const creators: number[] = [];
    for (const name of film.directors) {
      const words = name.split(' ');
      creators.push((await callApi<{ creatorID: number }>(admin, 'POST', '/creators', { name, first: words.slice(0, -1).join(' '), last: words.at(-1) })).creatorID);
    }
    const { type, title, startyear } = film;
    ids[title] = (await callApi<{ mediaID: number }>(admin, 'POST', '/medias', { type, title, startyear, creators, genreIDs: [], restricted: false })).mediaID;
  }
  return ids;
}

function summaryCount(page: Page, label: string): Locator {
  return page.getByRole('region', { name: 'Summary' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
}

/** The titles on one shelf, each with its rating as the cards name it ('9 of 10 stars'). */
async function shelf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(/Loading/)).toHaveCount(0);
  const cards = page.locator('article');
  return Promise.all(
    (await cards.all()).map(async (card) => `${await card.getByRole('heading').innerText()}: ${await card.getByRole('img', { name: /stars|No rating/ }).getAttribute('aria-label')}`),
  );
}

test.use({ viewport: { width: 390, height: 844 } });

test('an IMDb ratings export at 390 px: progress, summary, the inbox, the shelf with its ratings, and undo puts the shelf back', async ({ page }) => {
  test.setTimeout(120_000);
  const ids = await ensureFilms(await adminAccount());
  const reader = await registerAccount('imdb');
  // Before the import: Inception waits to be watched, unrated.
  await addToShelf(reader, ids['Inception'] ?? 0, 'TBR');
  await useAccount(page, reader);
  const seenBefore = await shelf(page, SEEN);
  const toWatchBefore = await shelf(page, TO_WATCH);
  expect(seenBefore).toEqual([]);
  expect(toWatchBefore).toEqual(['Inception: No rating']);

  await page.goto('/imports');
  await page.getByLabel(/Where does the file come from/).selectOption('imdb');
  await expect(page.getByText('On IMDb: Your Ratings, then the ⋯ menu, then Export.', { exact: false })).toBeVisible();
  await page.getByLabel(/Export file/).setInputFiles(imdbRatings);
  await page.getByRole('button', { name: 'Upload and import' }).click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import of ratings.csv');

  // Progress runs to the end: 25 rows, of which the two episodes and the music video are skipped with reasons.
  await expect(page.getByText('25 of 25 rows processed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '25');
  await expect(summaryCount(page, 'Matched')).toHaveText('5');
  await expect(summaryCount(page, 'Skipped')).toHaveText('3');
  await expect(summaryCount(page, 'Failed')).toHaveText('0');
  await expect(summaryCount(page, 'To review')).toHaveText('17');
  const skipped = page.getByRole('region', { name: 'Skipped rows' });
  await expect(skipped.getByText('IMDb episodes are not imported: Shelfmark rates the show, not its episodes').first()).toBeVisible();
  const matched = page.getByRole('region', { name: 'Matched rows' });
  await expect(matched.getByRole('listitem').filter({ hasText: 'Seven Samurai' })).toContainText('Matched to Seven Samurai');

  // The inbox offers the weak candidate with its confidence; using it settles the row.
  const inbox = page.getByRole('region', { name: 'Review (17 rows)' });
  const amelie = inbox.getByRole('listitem', { name: 'Amélie' });
  await expect(amelie).toContainText('8 / 10');
  await expect(amelie.getByRole('listitem').filter({ hasText: 'Amélie of Montmartre' })).toContainText(/\d+% match/);
  await amelie.getByRole('button', { name: 'Use this match: Amélie of Montmartre' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review (16 rows)' })).toBeVisible();
  await expect(summaryCount(page, 'Matched')).toHaveText('6');
  const jobPage = page.url();

  // The shelf: every imported title, seen, with the rating the file gave it. Inception, on the
  // shelf since today, keeps its status (the file rated it in 2015, so it is older news) and
  // gains the rating it lacked.
  expect((await shelf(page, SEEN)).sort()).toEqual(
    [
      'Amélie of Montmartre: 8 of 10 stars',
      'Breaking Bad: 10 of 10 stars',
      'Seven Samurai: 9 of 10 stars',
      'Spirited Away: 9 of 10 stars',
      'The Matrix: 10 of 10 stars',
    ].sort(),
  );
  expect(await shelf(page, TO_WATCH)).toEqual(['Inception: 9 of 10 stars']);

  // Undo, after a confirmation that says what goes back.
  await page.goto(jobPage);
  await page.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('Whatever you changed yourself since the import is kept.');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  const undone = page.getByRole('region', { name: 'This import was undone' });
  await expect(undone).toContainText('5 items removed from your shelves · 1 item put back as it was');
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Review/ })).toHaveCount(0);

  expect(await shelf(page, SEEN)).toEqual(seenBefore);
  expect(await shelf(page, TO_WATCH)).toEqual(toWatchBefore);
});
