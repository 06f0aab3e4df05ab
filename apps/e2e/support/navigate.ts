import type { Page } from '@playwright/test';

/** Client-side navigation (no reload), as a link inside the app would do it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
