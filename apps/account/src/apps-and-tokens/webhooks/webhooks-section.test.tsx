import { USER_WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookAttempt } from '@shelfmark/contract';
import { callsTo, mockDb, users, type MockWebhook } from '@shelfmark/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();
configure({ asyncUtilTimeout: 5000 });

async function openPage(as: 'reader' | 'librarian' = 'reader') {
  const user = userEvent.setup();
  signInAs(as);
  renderAccount('/apps');
  await screen.findByRole('heading', { level: 1, name: 'Apps and tokens' });
  return user;
}

const webhooksSection = () => screen.getByRole('region', { name: 'Webhooks' });
const eventBoxes = () => within(within(webhooksSection()).getByRole('group', { name: /^Events/ })).getAllByRole('checkbox');

function seedEndpoint(change: Partial<MockWebhook> = {}): MockWebhook {
  const endpoint: MockWebhook = {
    userID: users.reader.userID,
    webhookID: 40,
    url: 'https://hooks.example.test/shelfmark',
    events: ['reading.finished'],
    description: 'Home Assistant',
    enabled: true,
    disabledReason: null,
    failuresInARow: 0,
    created: '2026-11-20T08:00:00.000Z',
    ...change,
  };
  mockDb.webhooks.push(endpoint);
  return endpoint;
}

const attempt = (change: Partial<WebhookAttempt>): WebhookAttempt => ({
  messageID: 'msg_1',
  event: 'reading.finished',
  attempt: 1,
  at: '2026-11-26T18:30:00.000Z',
  statusCode: 200,
  latencyMs: 84,
  excerpt: 'ok',
  state: 'delivered',
  nextAttempt: null,
  ...change,
});

describe('webhooks', { timeout: 15_000 }, () => {
  it('adds an endpoint for the chosen events and shows its signing secret once', async () => {
    const user = await openPage();
    expect(await within(webhooksSection()).findByText('You have no webhook endpoints yet.')).toBeInTheDocument();
    expect(eventBoxes()).toHaveLength(USER_WEBHOOK_EVENTS.length);
    expect(within(webhooksSection()).queryByText('mediarequest.created')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Endpoint URL/ }), 'https://hooks.example.test/in');
    await user.click(screen.getByRole('button', { name: 'Choose all' }));
    expect(eventBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /An import finishes/ }));
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'My script');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const secretBox = await screen.findByRole('region', { name: 'Signing secret for https://hooks.example.test/in' });
    expect(within(secretBox).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' }).value).toMatch(/^whsec_/);
    expect(within(secretBox).getByText(/will not be shown again/)).toBeInTheDocument();
    expect(callsTo('POST', '/webhooks')[0]?.body).toEqual({
      url: 'https://hooks.example.test/in',
      events: USER_WEBHOOK_EVENTS.filter((event) => event !== 'import.finished'),
      description: 'My script',
    });
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/in' });
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
    expect(within(card).getByText('entry.added')).toBeInTheDocument();
  });

  it('says what is wrong with the address and the events, and sends nothing', async () => {
    const user = await openPage();
    const url = screen.getByRole('textbox', { name: /^Endpoint URL/ });
    await user.type(url, 'ftp://files.example.test');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_MESSAGES.urlInvalid));
    expect(url).toHaveFocus();
    expect(eventBoxes()[0]).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_MESSAGES.eventRequired));
    expect(callsTo('POST', '/webhooks')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Choose all' }));
    expect(eventBoxes()[0]).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Choose none' }));
    expect(eventBoxes()[0]).toBeInvalid();
  });

  it('offers the media request events to librarians', async () => {
    await openPage('librarian');
    expect(screen.getByRole('checkbox', { name: /A media request is made/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /A media request is closed/ })).toBeInTheDocument();
  });

  it('shows why an endpoint was disabled, and re-enables it', async () => {
    seedEndpoint({ enabled: false, disabledReason: 'The endpoint failed 20 times in a row (last: 503 Service Unavailable)', failuresInARow: 20 });
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/shelfmark' });
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
    expect(within(card).getByText('Deliveries to this endpoint are stopped')).toBeInTheDocument();
    expect(within(card).getByText(/last: 503 Service Unavailable/)).toBeInTheDocument();
    expect(within(card).getByText('20 failed deliveries in a row')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Re-enable' }));
    expect(await within(card).findByText('Enabled')).toBeInTheDocument();
    expect(within(card).queryByText('Deliveries to this endpoint are stopped')).not.toBeInTheDocument();
    expect(callsTo('PATCH', '/webhooks/40')[0]?.body).toEqual({ enabled: true });
  });

  it('edits an endpoint in place (address, events, description) and turns it off', async () => {
    seedEndpoint();
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/shelfmark' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Edit the endpoint https://hooks.example.test/shelfmark' });
    const url = within(form).getByRole('textbox', { name: /^Endpoint URL/ });
    expect(url).toHaveValue('https://hooks.example.test/shelfmark');
    expect(within(form).getByRole('checkbox', { name: /You finish a reading/ })).toBeChecked();
    await user.clear(url);
    await user.type(url, 'https://hooks.example.test/moved');
    await user.click(within(form).getByRole('checkbox', { name: /You start a reading/ }));
    await user.clear(within(form).getByRole('textbox', { name: /^Description/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const moved = await screen.findByRole('article', { name: 'https://hooks.example.test/moved' });
    expect(within(moved).getByText('reading.started')).toBeInTheDocument();
    expect(within(moved).queryByText('Home Assistant')).not.toBeInTheDocument();
    expect(callsTo('PATCH', '/webhooks/40')[0]?.body).toEqual({
      url: 'https://hooks.example.test/moved',
      events: ['reading.started', 'reading.finished'],
      description: '',
    });

    await user.click(within(moved).getByRole('button', { name: 'Turn off' }));
    expect(await within(moved).findByText('Deliveries to this endpoint are stopped')).toBeInTheDocument();
    expect(callsTo('PATCH', '/webhooks/40')[1]?.body).toEqual({ enabled: false });
  });

  it('says what is wrong with an edit, sends nothing, and Cancel leaves the endpoint as it was', async () => {
    seedEndpoint();
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/shelfmark' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: /^Edit the endpoint/ });
    await user.click(within(form).getByRole('button', { name: 'Choose none' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getAllByRole('checkbox')[0]).toHaveAccessibleDescription(expect.stringContaining(WEBHOOK_MESSAGES.eventRequired));
    expect(callsTo('PATCH', '/webhooks/40')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('reading.finished')).toBeInTheDocument();
  });

  it('shows the delivery log on demand, sends a test event into it, and refreshes it', async () => {
    seedEndpoint();
    mockDb.webhookAttempts.set(40, [
      attempt({ messageID: 'msg_2', attempt: 2, statusCode: null, latencyMs: null, excerpt: 'connect ECONNREFUSED', state: 'pending', nextAttempt: '2026-11-26T18:40:00.000Z' }),
      attempt({}),
    ]);
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/shelfmark' });
    const toggle = within(card).getByRole('button', { name: 'Show delivery log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide delivery log' })).toHaveAttribute('aria-expanded', 'true');
    const log = await within(card).findByRole('table', { name: 'Delivery log of https://hooks.example.test/shelfmark' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/reading\.finished.*Pending.*next try.*No answer.*–.*2.*connect ECONNREFUSED/);
    expect(rows[1]).toHaveTextContent(/reading\.finished.*Delivered.*200.*84 ms.*1.*ok/);

    await user.click(within(card).getByRole('button', { name: 'Send a test event' }));
    expect(await within(card).findByText('A test event is on its way; it shows in the delivery log.')).toBeInTheDocument();
    expect(await within(log).findByText('webhook.test')).toBeInTheDocument();

    const reads = callsTo('GET', '/webhooks/40/deliveries').length;
    await user.click(within(card).getByRole('button', { name: 'Refresh' }));
    await within(card).findByRole('button', { name: 'Refresh' });
    expect(callsTo('GET', '/webhooks/40/deliveries').length).toBe(reads + 1);
  });

  it('deletes an endpoint after a confirmation', async () => {
    seedEndpoint();
    const user = await openPage();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.test/shelfmark' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no webhook endpoints yet.')).toBeInTheDocument();
    expect(callsTo('DELETE', '/webhooks/40')).toHaveLength(1);
  });
});
