import { expect, type Page, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { expectNoAxeViolations } from '../../support/axe';
import { addToShelf, callApi, createCreator, createMedia, createSeries, createTag, tagEntry, uniqueSuffix } from '../../support/catalog-seed';
import { daysAgo, finishWithReading } from '../../support/stats-seed';
import { userIdOf } from '../../support/account-users';

const WIDTHS = [1280, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
const SHARE_FIELDS = { covers: true, creators: true, ratings: true, reviews: false, tags: false };

interface Screen {
  name: string;
  path: string;
  /** What shows the screen has drawn its content, not its skeleton. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

/** A reader with a small shelf (a finished book in a series, by a creator, tagged), and its share link. */
async function seedWorld() {
  const suffix = uniqueSuffix();
  const [admin, reader] = await Promise.all([adminAccount(), registerAccount('axe')]);
  const creatorID = await createCreator(admin, `Ada Quillfeather ${suffix}`, 'Ada', `Quillfeather ${suffix}`);
  const seriesID = await createSeries(admin, `The Lantern Cycle ${suffix}`);
  const bookID = await createMedia(admin, { type: 'book', title: `Lanterns ${suffix}`, creators: [creatorID], seriesID, seriesNum: 1, genreIDs: [2] });
  const movieID = await createMedia(admin, { type: 'movie', title: `Night Ferry ${suffix}`, creators: [creatorID], startyear: 1999 });
  const entry = await finishWithReading(reader, bookID, daysAgo(40), daysAgo(30), 8);
  await addToShelf(reader, movieID);
  const tagID = await createTag(reader, `cosy ${suffix}`);
  await tagEntry(reader, entry, tagID);
  const share = await callApi<{ token: string }>(reader, 'POST', '/shares', { kind: 'shelf', shelf: 'favorites', type: 'book', fields: SHARE_FIELDS });
  return { admin, reader, suffix, creatorID, seriesID, bookID, movieID, tagID, share };
}

test.describe('every screen, axe clean at both widths in light and dark', () => {
  test.describe.configure({ timeout: 240_000 });
  let world: Awaited<ReturnType<typeof seedWorld>>;
  test.beforeAll(async () => {
    world = await seedWorld();
  });

  const year = new Date().getUTCFullYear();
  const screens = (): Screen[] => [
    { name: 'Home', path: '/', ready: (page) => page.getByRole('heading', { level: 2, name: 'Favorites' }) },
    { name: 'Library', path: '/library', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'Stats', path: '/stats', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'Catalog', path: '/catalog', ready: (page) => page.getByRole('heading', { level: 1, name: 'Catalog' }) },
    { name: 'Tags', path: '/tags', ready: (page) => page.getByRole('link', { name: new RegExp(`cosy ${world.suffix}`) }) },
    { name: 'a tag', path: `/tags/${world.tagID}`, ready: (page) => page.getByRole('heading', { name: `Lanterns ${world.suffix}` }) },
    { name: 'a creator', path: `/creator/${world.creatorID}`, ready: (page) => page.getByRole('heading', { name: `Lanterns ${world.suffix}` }) },
    { name: 'a series', path: `/series/${world.seriesID}`, ready: (page) => page.getByRole('heading', { name: `Lanterns ${world.suffix}` }) },
    { name: 'a book', path: `/book/${world.bookID}`, ready: (page) => page.getByRole('heading', { level: 1, name: `Lanterns ${world.suffix}` }) },
    { name: 'a film', path: `/movie/${world.movieID}`, ready: (page) => page.getByRole('heading', { level: 1, name: `Night Ferry ${world.suffix}` }) },
    { name: 'a missing item', path: '/book/999999999', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'Add Media', path: '/addmedia', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'the account', path: `/account/${userIdOf(world.reader)}`, ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'a media request', path: '/mediarequest', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'a bug report', path: '/bugreport', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'Imports', path: '/imports', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'the year in review', path: `/year/${year}`, ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'the calendar', path: '/calendar', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'share links', path: '/shares', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { name: 'apps and tokens', path: '/apps', ready: (page) => page.getByText('You have no webhook endpoints yet.') },
    { name: 'integrations', path: '/integrations', ready: (page) => page.getByRole('heading', { level: 2, name: 'Emby' }) },
  ];

  for (const width of WIDTHS) {
    for (const scheme of SCHEMES) {
      test(`signed in, at ${width} px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await useAccount(page, world.reader);
        for (const screen of screens()) {
          await test.step(screen.name, async () => {
            await page.goto(screen.path);
            await expect(screen.ready(page).first()).toBeVisible();
            await expectNoAxeViolations(page);
          });
        }
      });

      test(`staff screens, at ${width} px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await useAccount(page, world.admin);
        await page.goto(`/book/${world.bookID}`);
        await expect(page.getByRole('heading', { level: 1, name: `Lanterns ${world.suffix}` })).toBeVisible();
        await expectNoAxeViolations(page);
        // Edit Media gets its item through navigation state: reached from the detail page.
        await page.getByRole('link', { name: /^edit/i }).or(page.getByRole('button', { name: /^edit/i })).first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test(`signed out and shared pages, at ${width} px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto(`/shared/${world.share.token}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.goto('/passwordreset/not-a-real-token');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
