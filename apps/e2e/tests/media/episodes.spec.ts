import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { callApi, uniqueSuffix } from '../../support/catalog-seed';

const EPISODES = [
  { season: 1, episode: 1, title: 'Pilot' },
  { season: 1, episode: 2, title: 'The Orchard' },
  { season: 1, episode: 3, title: 'Low Tide' },
  { season: 2, episode: 1, title: 'Return' },
  { season: 2, episode: 2, title: 'Salt' },
  { season: 2, episode: 3, title: 'Harbour Lights' },
  { season: 0, episode: 1, title: 'Behind the Scenes' },
];

/** A TV show of two seasons of three episodes and a special, as staff add it. */
async function seedShow(): Promise<{ mediaID: number; title: string }> {
  const title = `Harbour ${uniqueSuffix()}`;
  const { mediaID } = await callApi<{ mediaID: number }>(await adminAccount(), 'POST', '/medias', {
    type: 'tvshow',
    title,
    creators: [],
    genreIDs: [],
    restricted: false,
    numEpisodes: 6,
    seasons: 2,
    submedia: EPISODES.map((item, index) => ({ ...item, overallnum: index + 1, airDate: `2024-0${item.season + 1}-1${item.episode}`, runtime: 45 })),
  });
  return { mediaID, title };
}

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progress in episodes' });
const seasonToggle = (page: Page, season: string) => page.getByRole('button', { name: new RegExp(`^${season}\\b`) });

for (const width of [1280, 390]) {
  test.describe(`episode by episode at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test('marks episodes, follows Continue watching, finishes the show as Seen and rewatches an episode in a new viewing', async ({ page }) => {
      const { mediaID, title } = await seedShow();
      await useAccount(page, await registerAccount('episodes'));

      // Not on the shelf yet: the first mark adds the show as Currently Watching.
      await page.goto(`/tvshow/${mediaID}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(seasonToggle(page, 'Season 1')).toHaveAttribute('aria-expanded', 'true');
      await expect(seasonToggle(page, 'Season 2')).toHaveAttribute('aria-expanded', 'false');
      await expect(seasonToggle(page, 'Specials')).toBeVisible();
      // click, not check(): the box shows the mark once the list's cache has it (its queries are
      // cancelled first), a moment after the click, which check() does not wait for.
      await page.getByRole('checkbox', { name: 'Watched E1 · Pilot' }).click();
      await expect(page.getByRole('checkbox', { name: 'Watched E1 · Pilot' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Status: Currently Watching' })).toBeVisible();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '1 of 6 episodes');

      await page.getByRole('button', { name: 'Watched up to here: E3 · Low Tide' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '3 of 6 episodes');
      await expect(page.getByRole('checkbox', { name: 'Watched E2 · The Orchard' })).toBeChecked();

      // Home: the show's next episode, marked with one click, moves on to the one after.
      await page.goto('/');
      const row = page.getByRole('region', { name: 'Continue watching' });
      await expect(row.getByText('S2 · E1 — Return')).toBeVisible();
      await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/tvshow/${mediaID}`);
      await row.getByRole('button', { name: `Mark watched: ${title}, S2 · E1 — Return` }).click();
      await expect(row.getByText('S2 · E2 — Salt')).toBeVisible();
      await page.screenshot({ path: `../../tmp/e2e/screens/continue-watching-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, ['.library-home']);

      // Back on the show, the season of the next episode is open; marking it finishes the show and Seen is offered, not done.
      await row.getByRole('link', { name: title }).click();
      await expect(seasonToggle(page, 'Season 2')).toHaveAttribute('aria-expanded', 'true');
      await expect(seasonToggle(page, 'Season 1')).toHaveAttribute('aria-expanded', 'false');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '4 of 6 episodes');
      await page.getByRole('button', { name: 'Mark season watched: Season 2' }).click();
      await expect(progress(page)).toHaveAttribute('aria-valuetext', '6 of 6 episodes');
      const offer = page.getByRole('button', { name: 'Mark as Seen' });
      await expect(offer).toBeVisible();
      await expect(page.getByRole('button', { name: 'Status: Currently Watching' })).toBeVisible();
      await page.screenshot({ path: `../../tmp/e2e/screens/episodes-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, ['.submedia']);
      await offer.click();
      await expect(page.getByRole('button', { name: 'Status: Seen' })).toBeVisible();
      await expect(offer).toHaveCount(0);

      // A rewatch is a new viewing: the episode is watched again and counts twice.
      await seasonToggle(page, 'Season 1').click();
      const pilot = page.getByRole('checkbox', { name: 'Watched E1 · Pilot' });
      await expect(pilot).not.toBeChecked();
      await pilot.click();
      await expect(page.getByRole('button', { name: 'Status: Currently Watching' })).toBeVisible();
      await expect(pilot).toBeChecked();
      await expect(page.getByRole('listitem').filter({ has: pilot }).getByText('Watched 2 times')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Second viewing' })).toBeVisible();
      await page.screenshot({ path: `../../tmp/e2e/screens/episodes-rewatch-${width}.png`, fullPage: true });

      // Home moves on with the new viewing.
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Continue watching' }).getByText('S1 · E2 — The Orchard')).toBeVisible();
    });
  });
}
