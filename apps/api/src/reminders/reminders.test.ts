import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount } from '../accounts/testing/accounts';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { mailOutbox, pushSubscriptions } from '../db/schema';
import { migrationsFolder } from '../paths';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createMedia } from '../testing/catalog';
import { shelve } from '../testing/library';
import { createPushSender } from './push-delivery';
import { type ReminderJob, runReminders } from './reminder-job';
import { saveSubscription, updateSettings } from './reminders.repository';
import { browserKeys, decryptPush, startPushService } from './testing/push-service';

// A Wednesday (ISO weekday 3), far from the real clock: the job is given its "now".
const WEDNESDAY = new Date('2031-03-05T09:00:00Z');
const day = (offset: number) => new Date(WEDNESDAY.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const JWT_SECRET = 'the instances of this fleet share this one secret';

describe('release reminders', () => {
  let server: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, account?: Account, payload?: unknown) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  const jobOf = async (app = server.app): Promise<ReminderJob> => ({
    db: app.database.db,
    sendMail: (mail) => app.mailer.send(mail),
    // The stand-in push service listens on loopback, which deliveries otherwise refuse.
    push: createPushSender({ keys: await app.vapidKeys(), subject: 'mailto:shelfmark@example.org', allowPrivate: true }),
    publicUrl: app.config.publicUrl,
  });
  const mailsTo = (account: Account) => server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
  const watch = async (account: Account, title: string, publication: string, type: 'book' | 'movie' = 'book') =>
    shelve(server.app, account, await createMedia(server.app, { title, type, publication }), 'watch');

  beforeAll(async () => {
    server = await buildTestApp({ JWT_SECRET, REMINDERS_INTERVAL_MINUTES: '0', PUBLIC_URL: 'https://shelf.example.org' });
    push = await startPushService();
  });
  afterAll(async () => {
    await push.close();
    await server.close();
  });

  it('keeps each user’s opt-in, off until they choose, and refuses bad settings', async () => {
    const ana = await createAccount(server.app);
    expect((await call('GET', '/reminders', ana)).json()).toEqual({ weeklyMail: false, weekday: 1, push: false });
    const changed = await call('PATCH', '/reminders', ana, { weeklyMail: true, weekday: 5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ weeklyMail: true, weekday: 5, push: false });
    expect((await call('PATCH', '/reminders', ana, { push: true })).json()).toEqual({ weeklyMail: true, weekday: 5, push: true });

    const eighthDay = await call('PATCH', '/reminders', ana, { weekday: 8 });
    expect(eighthDay.statusCode).toBe(400);
    expect(eighthDay.json().message).toContain('weekday must be 1 (Monday) to 7 (Sunday)');
    expect((await call('PATCH', '/reminders', ana, { daily: true })).statusCode).toBe(400);
    expect((await call('GET', '/reminders')).statusCode).toBe(401);
    expect((await call('GET', '/reminders', await createAccount(server.app))).json()).toEqual({ weeklyMail: false, weekday: 1, push: false });
  });

  it('gives one VAPID public key, and stores and removes a device’s subscription', async () => {
    const ben = await createAccount(server.app);
    const first = (await call('GET', '/push/public-key', ben)).json().publicKey;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect((await call('GET', '/push/public-key', ben)).json().publicKey).toBe(first);

    const keys = browserKeys();
    const subscription = { endpoint: 'https://push.example.net/send/ben-phone', expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await call('POST', '/push/subscriptions', ben, subscription)).statusCode).toBe(204);
    // The same device again: still one subscription.
    expect((await call('POST', '/push/subscriptions', ben, subscription)).statusCode).toBe(204);
    const stored = () => server.app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ben.userId));
    expect(await stored()).toHaveLength(1);

    const plain = await call('POST', '/push/subscriptions', ben, { ...subscription, endpoint: 'http://push.example.net/x' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toContain('endpoint must be an https URL');
    expect((await call('POST', '/push/subscriptions', ben, { endpoint: subscription.endpoint })).statusCode).toBe(400);

    expect((await call('DELETE', '/push/subscriptions', ben, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it('pushes on the release day to the local push service, encrypted for the subscription’s keys, once', async () => {
    const cleo = await createAccount(server.app);
    await watch(cleo, 'The Lighthouse Year', day(0));
    await watch(cleo, 'Next Week’s Book', day(7));
    await updateSettings(server.app.database.db, cleo.userId, { push: true });
    const keys = browserKeys();
    // A browser's endpoint is https; the stand-in is plain http, so it is stored without the route's check.
    await saveSubscription(server.app.database.db, cleo.userId, { endpoint: `${push.url}/send/cleo`, keys: { p256dh: keys.p256dh, auth: keys.auth } });

    const job = await jobOf();
    expect((await runReminders(job, new Date(WEDNESDAY.getTime() - 86_400_000))).pushes).toBe(0);
    expect((await runReminders(job, WEDNESDAY)).pushes).toBe(1);
    const received = push.received.filter((one) => one.path === '/send/cleo');
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers['ttl']).toBe('86400');
    expect(message?.headers['authorization']).toContain(`k=${(await server.app.vapidKeys()).publicKey}`);
    expect(decryptPush(message?.body ?? Buffer.alloc(0), keys)).toEqual({ title: 'Out today: The Lighthouse Year', body: 'Book', url: expect.stringMatching(/^\/book\/\d+$/) });

    // Later the same day: already sent.
    expect((await runReminders(job, new Date(WEDNESDAY.getTime() + 3_600_000))).pushes).toBe(0);
    expect(push.received.filter((one) => one.path === '/send/cleo')).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const dan = await createAccount(server.app);
    await watch(dan, 'A Film Out Today', day(0), 'movie');
    await updateSettings(server.app.database.db, dan.userId, { push: true });
    const keys = browserKeys();
    await saveSubscription(server.app.database.db, dan.userId, { endpoint: `${push.url}/send/dan-old-phone`, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    push.gone.add('/send/dan-old-phone');

    const run = await runReminders(await jobOf(), WEDNESDAY);
    expect(run.removed).toBe(1);
    expect(await server.app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, dan.userId))).toHaveLength(0);
  });

  it('mails the coming week’s Watch List releases on the chosen day, through the mailer, once', async () => {
    const eve = await createAccount(server.app);
    await watch(eve, 'Out on Saturday', day(3));
    await watch(eve, 'Out Today Too', day(0), 'movie');
    await watch(eve, 'Out in Eight Days', day(8));
    await updateSettings(server.app.database.db, eve.userId, { weeklyMail: true, weekday: 3 });
    const job = await jobOf();

    // Tuesday is not her day.
    await runReminders(job, new Date(WEDNESDAY.getTime() - 86_400_000));
    await server.app.mailer.drain();
    expect(await mailsTo(eve)).toHaveLength(0);

    await runReminders(job, WEDNESDAY);
    await runReminders(job, WEDNESDAY);
    await server.app.mailer.drain();
    const mails = await mailsTo(eve);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Shelfmark: 2 releases on your Watch List this week');
    const body = mails[0]?.body ?? '';
    expect(body).toContain('- Wed 5 Mar: Out Today Too (Movie)');
    expect(body).toContain('- Sat 8 Mar: Out on Saturday (Book)');
    expect(body).toMatch(/https:\/\/shelf\.example\.org\/book\/\d+/);
    expect(body).not.toContain('Out in Eight Days');
    expect(body).toContain(`https://shelf.example.org/account/${eve.userId}`);
  });

  it('sends nothing to a user who has not opted in', async () => {
    const finn = await createAccount(server.app);
    await watch(finn, 'Quietly Out Today', day(0));
    const keys = browserKeys();
    await saveSubscription(server.app.database.db, finn.userId, { endpoint: `${push.url}/send/finn`, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    await runReminders(await jobOf(), WEDNESDAY);
    await server.app.mailer.drain();
    expect(push.received.filter((one) => one.path === '/send/finn')).toHaveLength(0);
    expect(await mailsTo(finn)).toHaveLength(0);
  });

  it.runIf(process.env['TEST_DATABASE'] === 'postgres')('sends once when two instances on one PostgreSQL run the job at the same moment', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shelfmark-second-instance-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: server.app.config.databaseUrl, JWT_SECRET, LOOKUP_ENABLED: 'false', REMINDERS_INTERVAL_MINUTES: '0' },
      { webRoot: '/nonexistent-web-root' },
    );
    const second = await buildApp({ config, migrationsFolder });
    try {
      // Both instances sign with the pair the first generated.
      expect((await second.vapidKeys()).publicKey).toBe((await server.app.vapidKeys()).publicKey);
      for (let round = 0; round < 3; round++) {
        const gus = await createAccount(server.app);
        await watch(gus, `Fleet Release ${round}`, day(round));
        await updateSettings(server.app.database.db, gus.userId, { push: true, weeklyMail: true, weekday: 3 });
        const keys = browserKeys();
        const path = `/send/gus-${round}`;
        await saveSubscription(server.app.database.db, gus.userId, { endpoint: `${push.url}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } });
        const now = new Date(WEDNESDAY.getTime() + round * 86_400_000);
        const runs = await Promise.all([runReminders(await jobOf(), now), runReminders(await jobOf(second), now)]);
        await Promise.all([server.app.mailer.drain(), second.mailer.drain()]);
        expect(runs.reduce((sum, run) => sum + run.pushes, 0), `round ${round}`).toBe(1);
        expect(push.received.filter((one) => one.path === path)).toHaveLength(1);
        expect(decryptPush(push.received.find((one) => one.path === path)?.body ?? Buffer.alloc(0), keys)).toMatchObject({ title: `Out today: Fleet Release ${round}` });
        // The weekly mail goes out on Wednesdays only, and once.
        expect(await mailsTo(gus)).toHaveLength(round === 0 ? 1 : 0);
      }
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
