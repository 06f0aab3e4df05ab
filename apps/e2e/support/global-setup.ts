import { ADMIN_USERNAME, E2E_PASSWORD } from './accounts';
import { e2eServer } from './servers';

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${e2eServer.url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error('the e2e server did not start');
}

/** The first account on the fresh e2e database becomes its admin. */
export default async function globalSetup(): Promise<void> {
  await waitForServer();
  const response = await fetch(`${e2eServer.url}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${ADMIN_USERNAME}@example.test`, username: ADMIN_USERNAME, password: E2E_PASSWORD }),
  });
  // Before the accounts API exists the composition suites still run; suites that need
  // accounts fail loudly in adminAccount().
  if (!response.ok && response.status !== 404) {
    throw new Error(`creating the e2e admin answered ${response.status}: ${await response.text()}`);
  }
}
