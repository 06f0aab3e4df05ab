import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { type Account, createCast } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('bug reports', () => {
  let server: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;

  const report = (account: Account | undefined, body: object) =>
    server.app.inject({ method: 'POST', url: '/api/v1/bugreports', headers: account?.headers ?? {}, payload: body });

  beforeAll(async () => {
    server = await buildTestApp();
    cast = await createCast(server.app);
  });
  afterAll(() => server.close());

  it('stores the report and, without BUG_REPORT_EMAIL, mails it to the admins', async () => {
    const response = await report(cast.owner, { title: 'Pager stuck', circumstances: 'Page 3 of Read', content: 'Next does nothing.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      bugreportID: expect.any(Number),
      userID: cast.owner.userId,
      title: 'Pager stuck',
      circumstances: 'Page 3 of Read',
      content: 'Next does nothing.',
      createdAt: expect.any(String),
    });
    await server.app.mailer.drain();
    const [mail] = await server.app.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ recipient: cast.admin.email, subject: `Shelfmark bug report #${response.json().bugreportID}: Pager stuck` });
    expect(mail?.body).toContain(`From user ${cast.owner.userId}`);
  });

  it.each([
    [{ title: '', content: 'x' }, 'Bug title is required'],
    [{ title: 'x', content: '  ' }, 'Bug content is required'],
    [{ title: 'x'.repeat(201), content: 'x' }, 'Text is too long'],
  ])('refuses %j', async (body, message) => {
    const response = await report(cast.owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('needs sign-in to report', async () => {
    expect((await report(undefined, { title: 'x', content: 'y' })).statusCode).toBe(401);
  });

  it('lists reports to the admin only', async () => {
    const list = (account?: Account) => server.app.inject({ method: 'GET', url: '/api/v1/bugreports', headers: account?.headers ?? {} });
    expect((await list(cast.admin)).json().map((item: { title: string }) => item.title)).toEqual(['Pager stuck']);
    expect((await list(cast.librarian)).statusCode).toBe(403);
    expect((await list(cast.owner)).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });
});
