import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, with the flags that keep it off the (closed) network. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
