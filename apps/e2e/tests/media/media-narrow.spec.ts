import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { e2eServer } from '../../support/servers';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px screen a reader shelves a movie, sees its edition box and changes its status', async ({ page }) => {
  const title = `Narrow Movie ${randomBytes(3).toString('hex')}`;
  const admin = await adminAccount();
  const response = await fetch(`${e2eServer.url}/api/v1/medias`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'movie', title, creators: [], genreIDs: [2], restricted: false, numPages: 116, parentguide: 'PG-13', publication: '2016-11-11' }),
  });
  const { mediaID } = (await response.json()) as { mediaID: number };

  await useAccount(page, await registerAccount('narrow'));
  await page.goto(`/movie/${mediaID}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No available description')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Edition' })).toContainText('1h 56m');
  await page.getByRole('button', { name: 'Add To Library' }).click();
  await page.getByRole('button', { name: 'Status: In Library' }).click();
  await expect(page.getByRole('menuitem', { name: 'Not Out Yet' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'To Be Watched' }).click();
  await expect(page.getByRole('button', { name: 'Status: To Be Watched' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Status: To Be Watched' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Your rating' })).toBeVisible();
  await page.screenshot({ path: '../../tmp/e2e/screens/media-detail-390.png', fullPage: true });
});
