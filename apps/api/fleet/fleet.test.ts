import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as expectPage } from '@playwright/test';
import { type CreatedToken, TOKEN_MESSAGES } from '@shelfmark/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMovies, registerUser } from '../faults/support/api-client';
import { expectEveryAcknowledgedWriteKept } from '../faults/support/fault-scenario';
import { verifyLedger } from '../faults/support/verify-ledger';
import { startWriteBurst, waitUntil, WriteLedger } from '../faults/support/write-burst';
import { filmArchive, importForm } from './support/archive';
import { drawJpeg, imageWidth, launchChromium } from './support/browser';
import { type Fleet, SPARE_PORT, startFleet } from './support/fleet';
import { FleetClient, FleetRecord } from './support/fleet-client';

const PASSWORD = 'fault-test-password';
let fleet: Fleet;
let record: FleetRecord;
let anonymous: FleetClient;
let admin: FleetClient;
let addressCount = 0;
/** A new client address (documentation range), so that per-address limits count each client apart. */
const nextAddress = () => `198.51.100.${++addressCount}`;
/** Registers through the balancer from an address of its own; the first account of the database is its admin. */
const register = async (username: string) => (await registerUser(anonymous.from(nextAddress()), username)) as FleetClient;

beforeAll(async () => {
  fleet = await startFleet(inject('appsRoot'));
  record = new FleetRecord();
  anonymous = new FleetClient(fleet.balancerUrl, nextAddress(), record);
  admin = await register('fleet_admin');
});

afterAll(async () => {
  await fleet?.stop();
});

const count = async (sql: string) => Number((await fleet.query(sql))[0]?.['n']);

describe('three instances behind haproxy', () => {
  it('migrated the new database once, though all three started together', async () => {
    const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await count('select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(journal.entries.length);
  });

  it('refuses a fourth instance that would sign sessions with a secret of its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-fleet-spare-'));
    const { JWT_SECRET: _shared, ...withoutSecret } = fleet.sharedEnv;
    const child = spawn(process.execPath, [join(inject('appsRoot'), 'api/main.js')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...withoutSecret, PORT: String(SPARE_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: fleet.databaseUrl, LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toMatch(/Several instances must share one secret: set the same JWT_SECRET/);
  });

  it('serves a book and its cover, added in the browser through the balancer, from every instance', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(fleet.balancerUrl);
      await page.getByLabel('Username').fill('fleet_admin');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel('Password').press('Enter');
      await expectPage.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

      const isbn = '9780306406157';
      const cover = await drawJpeg(page, 'Fleet');
      await page.goto(`${fleet.balancerUrl}/addmedia`);
      await page.getByRole('button', { name: 'Book', exact: true }).click();
      await page.getByLabel('Title', { exact: true }).fill('The Fleet Book');
      await page.getByLabel('ISBN').fill(isbn);
      await page.getByLabel('Cover (.jpg)').setInputFiles({ name: 'fleet.jpg', mimeType: 'image/jpeg', buffer: cover });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectPage(page).toHaveURL(/\/book\/\d+$/);
      const bookPath = new URL(page.url()).pathname;

      const etags = new Set<string>();
      for (const instance of fleet.instances) {
        const direct = await browser.newPage();
        // The session the balancer handed out, used on each instance directly.
        await direct.addInitScript((value) => localStorage.setItem('token', value), token);
        await direct.goto(`${instance.url}${bookPath}`);
        await expectPage(direct.getByRole('heading', { level: 1, name: 'The Fleet Book' })).toBeVisible();
        // The JPEG drawn above is 200 px wide; the blank placeholder is 2.
        await expectPage.poll(() => imageWidth(direct, 'Cover of The Fleet Book'), { message: `cover shown by ${instance.name}` }).toBe(200);
        await direct.close();
        const served = await fetch(`${instance.url}/covers/${isbn}.jpg`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(cover)).toBe(true);
        etags.add(served.headers.get('etag') ?? '');
      }
      expect(etags.size).toBe(1);
      expect(await count(`select count(*)::int as n from covers where name = '${isbn}'`)).toBe(1);
    } finally {
      await browser.close();
    }
  });

  it('sends one reset mail through the balancer, whose link works on every instance', async () => {
    const requested = await fetch(`${fleet.balancerUrl}/api/v1/users/passwordreset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': nextAddress() },
      body: 'fleet_admin@example.test',
    });
    expect(requested.status).toBe(204);
    await waitUntilAsync(async () => (await count(`select count(*)::int as n from mail_outbox where recipient = 'fleet_admin@example.test'`)) === 1);
    const [mail] = await fleet.query(`select body from mail_outbox where recipient = 'fleet_admin@example.test'`);
    const token = /\/passwordreset\/([\w-]+)/.exec(String(mail?.['body']))?.[1] ?? '';
    for (const instance of fleet.instances) {
      expect(await (await fetch(`${instance.url}/api/v1/users/passwordreset/${token}`)).json()).toBe(true);
    }
  });

  it('holds the sign-in limit across instances, per address and per username', async () => {
    const signIn = async (username: string, address: string) => {
      const response = await fetch(`${fleet.balancerUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username, password: 'not the password' }),
      });
      return { status: response.status, instance: response.headers.get('x-served-by') };
    };
    // AUTH_RATE_LIMIT is 5: per instance, each would have let about 15 through.
    const byUsername = [];
    for (let attempt = 0; attempt < 7; attempt++) byUsername.push(await signIn('fleet_target', nextAddress()));
    expect(byUsername.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(new Set(byUsername.map((answer) => answer.instance)).size).toBe(3);

    const address = nextAddress();
    const byAddress = [];
    for (let attempt = 0; attempt < 7; attempt++) byAddress.push(await signIn(`fleet_guess_${attempt}`, address));
    expect(byAddress.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(new Set(byAddress.map((answer) => answer.instance)).size).toBe(3);

    // An instance reached directly counts in the same place.
    const direct = await fetch(`${fleet.instances[2]?.url}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'fleet_target', password: 'not the password' }),
    });
    expect(direct.status).toBe(429);
  });

  it('accepts a personal token made through one instance on all three, and refuses it on each from the request after its revocation', async () => {
    const owner = await register('fleet_token_owner');
    const session = { authorization: `Bearer ${owner.token}` };
    const [first, second] = fleet.instances;
    // A few rounds: the refusal must not depend on how quickly an instance happens to be told.
    for (let round = 0; round < 3; round++) {
      const created = await fetch(`${first!.url}/api/v1/tokens`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Fleet script ${round}`, scopes: ['read'] }),
      });
      expect(created.status).toBe(201);
      const { token, secret } = (await created.json()) as CreatedToken;
      const shelf = (url: string) => fetch(`${url}/api/v1/usermedias/library/page?library=recent&pageNumber=1&pageSize=10`, { headers: { authorization: `Bearer ${secret}` } });
      for (const instance of fleet.instances) expect((await shelf(instance.url)).status, instance.name).toBe(200);
      const revoked = await fetch(`${second!.url}/api/v1/tokens/${token.tokenID}`, { method: 'DELETE', headers: session });
      expect(revoked.status).toBe(204);
      for (const instance of fleet.instances) {
        const refused = await shelf(instance.url);
        expect(refused.status, `${instance.name}, round ${round}`).toBe(401);
        expect(await refused.json()).toEqual({ message: TOKEN_MESSAGES.revoked });
      }
    }
  });

  it('serves the same promoted remote version from all three instances right after a promote, and after a rollback', async () => {
    // Releases are recorded as `npm run remote -- release` records them (their files are not needed to name their location).
    await fleet.query(`insert into remote_releases (remote, version, built_against) values ('catalog', '1.0.0+fleet01', '{}'), ('catalog', '1.1.0+fleet02', '{}')`);
    const locationOn = async (url: string) => ((await (await fetch(`${url}/remotes.json`)).json()) as Record<string, unknown>)['catalog'];
    for (const [version, fallback] of [['1.0.0+fleet01', undefined], ['1.1.0+fleet02', '1.0.0+fleet01']] as const) {
      const promoted = await admin.call('POST', '/admin/remote-releases/catalog/promote', { version });
      expect(promoted.status).toBe(200);
      for (const instance of fleet.instances) {
        expect(await locationOn(instance.url), instance.name).toEqual({
          url: `/releases/catalog@${version}/mf-manifest.json`,
          version,
          ...(fallback ? { fallback: { url: `/releases/catalog@${fallback}/mf-manifest.json`, version: fallback } } : {}),
        });
      }
    }
    expect((await admin.call('POST', '/admin/remote-releases/catalog/rollback', {})).status).toBe(200);
    for (const instance of fleet.instances) expect(((await locationOn(instance.url)) as { version: string }).version, instance.name).toBe('1.0.0+fleet01');
  });

  it('processes each import exactly once, instances working side by side without sharing a job', async () => {
    const FILMS = 120;
    const importers = await Promise.all([1, 2, 3].map((index) => register(`fleet_importer_${index}`)));
    await fleet.query('create extension if not exists pgrowlocks');
    // Which instance holds each job's row lock, sampled while the imports run.
    const holders = new Map<number, Set<string>>();
    let concurrentInstances = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = await fleet.query(`select j.job_id, a.application_name from import_jobs j
            join pgrowlocks('import_jobs') l on l.locked_row = j.ctid
            join pg_stat_activity a on a.pid = any(l.pids)`);
        for (const row of rows) {
          const job = Number(row['job_id']);
          holders.set(job, (holders.get(job) ?? new Set()).add(String(row['application_name'])));
        }
        concurrentInstances = Math.max(concurrentInstances, new Set(rows.map((row) => row['application_name'])).size);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Each file straight to its own instance, which starts on it at once; the others find it when they poll.
    const jobs = await Promise.all(
      importers.map(async (importer, index) => {
        const instance = fleet.instances[index]!;
        const response = await fetch(`${instance.url}/api/v1/imports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${importer.token}` },
          body: importForm('shelfmark', `fleet-${index + 1}.json`, filmArchive(`Fleet import ${index + 1} film`, FILMS)),
        });
        expect(response.status).toBe(202);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    try {
      await waitUntilAsync(async () => (await count(`select count(*)::int as n from import_jobs where status in ('queued', 'running')`)) === 0, 150_000);
    } finally {
      sampling = false;
      await sampler;
    }
    for (const [index, jobId] of jobs.entries()) {
      const job = (await importers[index]!.expect<{ status: string; total: number; processed: number; counts: Record<string, number> }>(200, 'GET', `/imports/${jobId}`));
      expect(job).toMatchObject({ status: 'done', total: FILMS, processed: FILMS, counts: { imported: FILMS, created: FILMS, failed: 0, review: 0 } });
      expect(await count(`select count(*)::int as n from media where title like 'Fleet import ${index + 1} film %'`)).toBe(FILMS);
      expect(await count(`select count(distinct title)::int as n from media where title like 'Fleet import ${index + 1} film %'`)).toBe(FILMS);
    }
    expect(await count(`select count(*)::int as n from user_media u join users s using (user_id) where s.username like 'fleet_importer_%'`)).toBe(3 * FILMS);
    expect(await count(`select count(*)::int as n from entries e join user_media u using (usermedia_id) join users s using (user_id) where s.username like 'fleet_importer_%'`)).toBe(3 * FILMS);
    console.log(`[imports] jobs and the instances seen holding them: ${[...holders].map(([job, names]) => `${job}: ${[...names].sort().join('+')}`).join(', ')}; at most ${concurrentInstances} instances at once`);
    expect(concurrentInstances).toBeGreaterThanOrEqual(2);
  });

  it('keeps every acknowledged write when an instance is SIGKILLed mid-burst; the balancer routes around it', async () => {
    const mediaIds = await createMovies(admin, 60, 'Fleet burst film');
    const users = [admin.from(nextAddress()), ...(await Promise.all([1, 2, 3].map((index) => register(`fleet_writer_${index}`))))];
    const burstRecord = new FleetRecord();
    const writers = users.map((user) => new FleetClient(fleet.balancerUrl, user.address, burstRecord, user.token));
    const ledger = new WriteLedger();
    const burst = startWriteBurst({ users: writers, lanesPerUser: 6, mediaIds }, ledger);
    await waitUntil(() => ledger.acknowledged >= 400 || ledger.rejected.length > 0, 120_000);
    const victim = fleet.instances[1]!;
    const acknowledgedAtKill = ledger.acknowledged;
    expect(await victim.server.crash()).toEqual({ code: null, signal: 'SIGKILL' });
    // Requests sent until the process was seen gone may have been on it.
    const diedAt = Date.now();
    await burst;

    const verification = await verifyLedger(fleet.query, ledger);
    console.log(
      `[SIGKILL ${victim.name}] writes sent ${ledger.attempted}, acknowledged ${ledger.acknowledged} (${ledger.acknowledged - acknowledgedAtKill} after the kill), ` +
        `5xx ${burstRecord.serverErrors.length} (${burstRecord.serverErrors.map((error) => `${error.status} from ${error.instance}`).join(', ')}), ` +
        `cut off ${burstRecord.unanswered.length} (${[...new Set(burstRecord.unanswered.map((cut) => cut.reason))].join('; ')}), ` +
        `answered by ${JSON.stringify(Object.fromEntries(burstRecord.servedBy))}; found ${verification.found} of ${verification.acknowledged}, lost ${verification.lost.length}`,
    );
    expectEveryAcknowledgedWriteKept({ ledger, verification });
    // The only failures: requests that were on the killed instance when it died, at most one per
    // lane: a 502 from the balancer, or, for a request it had sent on a reused connection, the
    // client's connection closed without an answer (HTTP's signal that the request may be retried).
    for (const error of burstRecord.serverErrors) {
      expect(error.instance).toBe(victim.name);
      expect(error.startedAt).toBeLessThanOrEqual(diedAt);
    }
    for (const cut of burstRecord.unanswered) expect(cut.startedAt).toBeLessThanOrEqual(diedAt);
    expect(burstRecord.serverErrors.length + burstRecord.unanswered.length).toBeLessThanOrEqual(writers.length * 6);
    expect(ledger.acknowledged - acknowledgedAtKill).toBeGreaterThan(200);
    for (let attempt = 0; attempt < 6; attempt++) {
      const health = await fetch(`${fleet.balancerUrl}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-served-by')).not.toBe(victim.name);
    }
  });
});

async function waitUntilAsync(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
