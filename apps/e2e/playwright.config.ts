import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/scripts/chromium';
import { e2eServer, lookupStandIn } from './support/servers';

// The composed production build (shell + remotes + API) on a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: '../../tmp/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../tmp/e2e/report' }]],
  timeout: 60_000,
  use: {
    baseURL: e2eServer.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `node --import tsx ../api/src/lookup/testing/stand-in-cli.ts ${lookupStandIn.port}`,
      url: `${lookupStandIn.url}/openlibrary/search.json?q=ready`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node ../../dist/apps/api/main.js',
      url: `${e2eServer.url}/api/v1/health`,
      env: e2eServer.env,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
