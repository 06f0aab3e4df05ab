import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { TOKEN_MESSAGES, TOKEN_PREFIX } from '@shelfmark/contract';
import { Webhook } from 'standardwebhooks';
import { adminAccount, registerAccount, useAccount } from '../../support/accounts';
import { userIdOf } from '../../support/account-users';
import { expectNoAxeViolations } from '../../support/axe';
import { addToShelf, createMedia, uniqueSuffix } from '../../support/catalog-seed';
import { e2eServer } from '../../support/servers';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers 200 and keeps what it was sent. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shelfmark-hook`, received, server };
}

/** A call "from a script": plain fetch with the token, nothing of the browser's session. */
function script(secret: string, method: string, path: string, body?: unknown) {
  return fetch(`${e2eServer.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test.describe('apps and tokens', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a token made in the page works from a script until it is revoked in the page', async ({ page }) => {
    const suffix = uniqueSuffix();
    const [admin, reader] = await Promise.all([adminAccount(), registerAccount('tokens')]);
    const mediaID = await createMedia(admin, { type: 'book', title: `Token Book ${suffix}` });
    const usermediaID = await addToShelf(reader, mediaID);
    await useAccount(page, reader);

    await page.goto(`/account/${userIdOf(reader)}`);
    await page.getByRole('link', { name: 'Apps and tokens' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apps and tokens' })).toBeVisible();
    await expect(page.getByText('You have no tokens yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /^Name/ }).fill(`Script ${suffix}`);
    await page.getByRole('checkbox', { name: 'Write (shelf changes)' }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const secretBox = page.getByRole('region', { name: `Your new token “Script ${suffix}”` });
    await expect(secretBox.getByText(/will not be shown again/)).toBeVisible();
    await secretBox.getByRole('button', { name: 'Copy' }).click();
    await expect(secretBox.getByRole('status')).toHaveText('Copied.');
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toBe(await secretBox.getByRole('textbox', { name: 'Token' }).inputValue());
    expect(secret.startsWith(TOKEN_PREFIX)).toBe(true);
    await expectNoAxeViolations(page);

    const shelf = await script(secret, 'GET', '/usermedias/library?library=library');
    expect(shelf.status).toBe(200);
    expect(JSON.stringify(await shelf.json())).toContain(`Token Book ${suffix}`);
    const done = await script(secret, 'PATCH', `/usermedias/${usermediaID}`, { status: 'read' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ usermediaID, status: 'read' });

    // Reloaded, the page no longer holds the secret and tells when and from where the token was used.
    await page.reload();
    const row = page.getByRole('article', { name: `Script ${suffix}` });
    await expect(row.getByText(/from \S*127\.0\.0\.1/)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('You have no tokens yet.')).toBeVisible();

    const refused = await script(secret, 'GET', '/usermedias/library?library=library');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: TOKEN_MESSAGES.revoked });
  });

  test('a webhook endpoint added in the page gets a signed test event, which shows in its delivery log', async ({ page }) => {
    const receiver = await startReceiver();
    try {
      const reader = await registerAccount('hooks');
      await useAccount(page, reader);
      await page.goto('/apps');
      await expect(page.getByText('You have no webhook endpoints yet.')).toBeVisible();

      await page.getByRole('textbox', { name: /^Endpoint URL/ }).fill(receiver.url);
      await page.getByRole('button', { name: 'Choose all' }).click();
      await page.getByRole('textbox', { name: /^Description/ }).fill('The e2e receiver');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secretBox = page.getByRole('region', { name: `Signing secret for ${receiver.url}` });
      const signingSecret = await secretBox.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      await expectNoAxeViolations(page);
      await secretBox.getByRole('button', { name: 'I have copied it' }).click();

      const card = page.getByRole('article', { name: receiver.url });
      await expect(card.getByText('Enabled')).toBeVisible();
      await card.getByRole('button', { name: 'Send a test event' }).click();
      await expect(card.getByText('A test event is on its way; it shows in the delivery log.')).toBeVisible();

      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const [delivery] = receiver.received;
      // Checked by the published Standard Webhooks library, not the project's own code.
      const payload = new Webhook(signingSecret).verify(delivery?.body ?? '', delivery?.headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'webhook.test' });

      const log = card.getByRole('table', { name: `Delivery log of ${receiver.url}` });
      await expect(async () => {
        await card.getByRole('button', { name: 'Refresh' }).click();
        await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Delivered' })).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('200');
      await expectNoAxeViolations(page);
    } finally {
      receiver.server.close();
    }
  });
});
