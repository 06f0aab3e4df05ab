import { randomBytes } from 'node:crypto';
import { E2E_PASSWORD, type Account } from './accounts';

/** startServer gives up waiting after 30 s; on a busy machine the server may still be starting. */
async function waitForHealth(serverUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${serverUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${serverUrl} did not start`);
}

/** Registers an account on another Shelfmark server (one started with startServer has its own database). */
export async function registerAccountAt(serverUrl: string, prefix = 'reader'): Promise<Account> {
  await waitForHealth(serverUrl);
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.test`;
  const response = await fetch(`${serverUrl}/api/v1/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username, password: E2E_PASSWORD }),
  });
  if (!response.ok) throw new Error(`registering ${username} answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { username, password: E2E_PASSWORD, email, token };
}
