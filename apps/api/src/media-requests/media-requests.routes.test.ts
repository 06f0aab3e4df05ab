import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { queryRows } from '../db/query-rows';
import { migrationsFolder } from '../paths';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createTestDatabase } from '../testing/test-database';

describe('media requests', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: account?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('stores a request and answers it', async () => {
    const response = await call('POST', '/mediarequests', cast.owner, {
      userID: cast.owner.userId,
      type: 'book',
      title: 'The Dispossessed',
      creator: 'Ursula K. Le Guin',
      details: 'The 1974 novel.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      requestID: expect.any(Number),
      userID: cast.owner.userId,
      username: cast.owner.username,
      type: 'book',
      title: 'The Dispossessed',
      creator: 'Ursula K. Le Guin',
      details: 'The 1974 novel.',
      status: 'open',
      createdAt: expect.any(String),
      closedAt: null,
    });
  });

  it('takes the creator and details as optional', async () => {
    const response = await call('POST', '/mediarequests', cast.other, { type: 'album', title: 'Blue' });
    expect(response.json()).toMatchObject({ creator: null, details: '', userID: cast.other.userId });
  });

  it.each([
    [{ type: 'book', title: ' ' }, 400, 'Title is required'],
    [{ type: 'comic', title: 'X' }, 400, undefined],
    [{ type: 'book', title: 'X', details: 'd'.repeat(10_001) }, 400, 'Text is too long'],
  ])('refuses %j', async (body, status, message) => {
    const response = await call('POST', '/mediarequests', cast.owner, body);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('refuses a request in someone else’s name, and the anonymous', async () => {
    const response = await call('POST', '/mediarequests', cast.owner, { userID: cast.other.userId, type: 'book', title: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'userID must be your own' });
    expect((await call('POST', '/mediarequests', undefined, { type: 'book', title: 'X' })).statusCode).toBe(401);
  });

  it('lists everyone’s requests to librarians and admins, and users their own', async () => {
    const titlesFor = async (account: Account, query = '') =>
      (await call('GET', `/mediarequests${query}`, account)).json().map((request: { title: string }) => request.title);
    expect(await titlesFor(cast.librarian)).toEqual(['Blue', 'The Dispossessed']);
    expect(await titlesFor(cast.admin)).toEqual(['Blue', 'The Dispossessed']);
    expect(await titlesFor(cast.owner)).toEqual(['The Dispossessed']);
    expect((await call('GET', '/mediarequests')).statusCode).toBe(401);
    expect((await call('GET', '/mediarequests?status=pending', cast.admin)).statusCode).toBe(400);
  });

  it('lets librarians and admins mark requests done or declined', async () => {
    const [latest, earlier] = (await call('GET', '/mediarequests', cast.admin)).json();
    const patch = (id: number, status: string, account: Account | null = cast.admin) => call('PATCH', `/mediarequests/${id}`, account ?? undefined, { status });
    const countOf = async (status: string) => (await call('GET', `/mediarequests?status=${status}`, cast.admin)).json().length;
    expect((await patch(latest.requestID, 'done', cast.owner)).statusCode).toBe(403);
    expect((await patch(latest.requestID, 'done', null)).statusCode).toBe(401);

    const done = await patch(latest.requestID, 'done', cast.librarian);
    expect(done.json()).toMatchObject({ status: 'done', closedAt: expect.any(String) });
    expect((await call('GET', '/mediarequests', cast.admin)).json()).toHaveLength(1);
    expect([await countOf('done'), await countOf('declined'), await countOf('closed'), await countOf('all')]).toEqual([1, 0, 1, 2]);

    const declined = await patch(earlier.requestID, 'declined');
    expect(declined.json()).toMatchObject({ status: 'declined', closedAt: expect.any(String) });
    expect([await countOf('open'), await countOf('done'), await countOf('declined'), await countOf('closed')]).toEqual([0, 1, 1, 2]);
    const mine = (await call('GET', '/mediarequests?status=all', cast.owner)).json();
    expect(mine).toMatchObject([{ title: 'The Dispossessed', status: 'declined' }]);

    // What account remotes built before done and declined send.
    expect((await patch(earlier.requestID, 'closed')).json()).toMatchObject({ status: 'done', closedAt: expect.any(String) });
    for (const status of ['open', 'pending']) expect((await patch(latest.requestID, status)).statusCode).toBe(400);
    expect((await patch(2000000000, 'done')).json()).toEqual({ message: 'Media request not found' });
  });
});

describe('the media_request_outcomes migration', () => {
  it('makes requests closed before it done, and refuses closed after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shelfmark-outcomes-'));
    const database = await createTestDatabase();
    try {
      // The migrations as they were before this one.
      const before = join(dir, 'drizzle');
      await cp(migrationsFolder, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
      const outcomes = journal.entries.find((entry) => entry.tag.endsWith('_media_request_outcomes'));
      if (!outcomes) throw new Error('media_request_outcomes migration missing');
      journal.entries = journal.entries.filter((entry) => entry.idx < outcomes.idx);
      await writeFile(journalPath, JSON.stringify(journal));

      const options = { databaseUrl: database.databaseUrl, dataDir: database.databaseUrl ? 'memory://' : join(dir, 'data') };
      const old = await openDatabase({ ...options, migrationsFolder: before });
      await old.db.execute(sql`insert into users (username, email, password_hash) values ('ada', 'ada@example.com', 'x')`);
      await old.db.execute(sql`
        insert into media_requests (user_id, type, title, details, status, closed_at)
        select user_id, 'book', title, '', status, closed_at from users,
          (values ('Kindred', 'closed', now()), ('Blue', 'open', null::timestamptz)) as r(title, status, closed_at)`);
      await old.close();

      const current = await openDatabase({ ...options, migrationsFolder });
      try {
        const rows = await queryRows<{ title: string; status: string }>(current.db, sql`select title, status from media_requests order by title`);
        expect(rows).toEqual([
          { title: 'Blue', status: 'open' },
          { title: 'Kindred', status: 'done' },
        ]);
        await expect(current.db.execute(sql`update media_requests set status = 'closed'`)).rejects.toThrow();
        await current.db.execute(sql`update media_requests set status = 'declined' where title = 'Blue'`);
      } finally {
        await current.close();
      }
    } finally {
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
