import { expect, test } from '@playwright/test';
import { startServer } from '../../support/servers';

// The designers' Storybook that the production server serves at /storybook/ (ADR 0045): the
// static build of libs/design-system, which npm test builds before this suite.
test.describe('the designers’ Storybook', () => {
  test('is not there for a visitor who is not signed in (STORYBOOK_ACCESS=staff, the default)', async ({ page }) => {
    const response = await page.goto('/storybook/');
    expect(response?.status()).toBe(404);
    expect(await page.content()).not.toContain('storybook-preview-iframe');
  });

  test('shows a story in its preview frame under the server’s Content-Security-Policy', async ({ page }) => {
    test.setTimeout(180_000);
    const server = await startServer({ STORYBOOK_ACCESS: 'public' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|frame)/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    try {
      await page.goto(`${server.url}/storybook/?path=/story/actions-button--primary`);
      const preview = page.frameLocator('#storybook-preview-iframe');
      await expect(preview.getByRole('button', { name: 'Add To Library' })).toBeVisible({ timeout: 60_000 });
      // The manager's own UI ran too: its sidebar lists the stories from index.json.
      await expect(page.getByRole('button', { name: 'Button', exact: true }).or(page.getByText('Button', { exact: true })).first()).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
