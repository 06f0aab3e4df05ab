import { expect, test } from '@playwright/test';
import { registerAccount } from '../../support/accounts';
import { useAccountOnce, userIdOf } from '../../support/account-users';
import { expectNoAxeViolations } from '../../support/axe';
import { e2eServer } from '../../support/servers';

const SCREENSHOTS = '../../tmp/e2e/screenshots';

test('release reminders: the profile opts in to the weekly mail on a chosen day and to release-day notifications', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const account = await registerAccount('reminders');
  await useAccountOnce(page, account);
  await page.goto(`/account/${userIdOf(account)}`);

  const section = page.getByRole('region', { name: 'Release reminders' });
  const weekly = section.getByRole('checkbox', { name: "Email me the week's releases" });
  await expect(weekly).not.toBeChecked();
  await weekly.click();
  await expect(weekly).toBeChecked();
  await section.getByLabel('Day of the weekly email').selectOption({ label: 'Sunday' });
  await expect(section.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const push = section.getByRole('checkbox', { name: 'Notify me on the release day' });
  await push.click();
  await expect(push).toBeChecked();
  // The device part: a button once the shell's service worker is registered, else the reason there is none.
  await expect(section.getByRole('button', { name: 'Turn on notifications on this device' }).or(section.getByText('This browser cannot show notifications from Shelfmark.'))).toBeVisible();

  const saved = await fetch(`${e2eServer.url}/api/v1/reminders`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(await saved.json()).toEqual({ weeklyMail: true, weekday: 7, push: true });

  await page.reload();
  await expect(section.getByRole('checkbox', { name: "Email me the week's releases" })).toBeChecked();
  await expect(section.getByLabel('Day of the weekly email')).toHaveValue('7');
  await expectNoAxeViolations(page, ['section[aria-labelledby="release-reminders-heading"]']);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SCREENSHOTS}/release-reminders-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: `${SCREENSHOTS}/release-reminders-390.png` });
});
