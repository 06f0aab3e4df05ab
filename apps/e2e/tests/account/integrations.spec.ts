import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { expectNoAxeViolations } from '../../support/axe';
import { callApi, uniqueSuffix } from '../../support/catalog-seed';
import { workspaceRoot } from '../../support/servers';

/** Jellyfin's Playback Stop of an episode, as its webhook plugin renders the page's template (the API's fixture; its README says where the shape comes from). */
const episodeFixture = join(workspaceRoot, 'apps/api/src/integrations/fixtures/jellyfin-episode-complete.json');

/** .NET's invariant rendering of a DateTime, as Jellyfin's template sends UtcTimestamp. */
const dotNetNow = () => {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(now.getUTCMonth() + 1)}/${two(now.getUTCDate())}/${now.getUTCFullYear()} ${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`;
};

test.describe('integrations', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a Jellyfin server set up on the Integrations page marks an episode watched, and Continue watching moves on', async ({ page }) => {
    const title = `Harbour Lights ${uniqueSuffix()}`;
    const { mediaID } = await callApi<{ mediaID: number }>(await adminAccount(), 'POST', '/medias', {
      type: 'tvshow',
      title,
      creators: [],
      genreIDs: [],
      restricted: false,
      submedia: [1, 2, 3, 4].map((episode) => ({ season: 1, episode, overallnum: episode, title: `Part ${episode}`, runtime: 45 })),
    });
    const reader = await registerAccount('integrations');
    await useAccount(page, reader);

    await page.goto(`/account/${userIdOf(reader)}`);
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    const jellyfin = page.getByRole('region', { name: 'Jellyfin' });
    await jellyfin.getByRole('button', { name: 'Set up Jellyfin' }).click();
    await jellyfin.getByRole('textbox', { name: /^Name/ }).fill('Living room');
    await jellyfin.getByRole('textbox', { name: /^Server users/ }).fill('ana');
    await jellyfin.getByRole('button', { name: 'Add server' }).click();
    const address = await jellyfin.getByRole('textbox', { name: 'Receiving address' }).inputValue();
    expect(address).toMatch(/\/api\/v1\/integrations\/hooks\/\d+\/[\w-]{43}$/);
    await expect(jellyfin.getByRole('textbox', { name: 'Template to paste' })).toHaveValue(/PlayedToCompletion/);
    await expectNoAxeViolations(page);

    // Jellyfin posts its Playback Stop of S1E3 to the address shown.
    const body = { ...JSON.parse(readFileSync(episodeFixture, 'utf8')), SeriesName: title, Provider_imdb: '', Provider_tmdb: '', Provider_tvdb: '', UtcTimestamp: dotNetNow() };
    const posted = await fetch(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await posted.json()).toEqual({ outcome: 'episode', message: `Watched ${title} S1E3` });

    await page.goto(`/tvshow/${mediaID}`);
    await expect(page.getByRole('button', { name: 'Status: Currently Watching' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Watched E3 · Part 3' })).toBeChecked();

    await page.goto('/');
    const row = page.getByRole('region', { name: 'Continue watching' });
    await expect(row.getByText('S1 · E4 — Part 4')).toBeVisible();

    await page.goto('/integrations');
    const card = page.getByRole('article', { name: 'Living room' });
    await expect(card.getByText('Running')).toBeVisible();
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await page.screenshot({ path: '../../tmp/e2e/screens/integrations.png', fullPage: true });
  });
});
