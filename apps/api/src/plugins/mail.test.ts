import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { type Account, createAccount, TEST_PASSWORD } from '../accounts/testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { decodeQuotedPrintable, type SmtpListener, startSmtpListener } from '../testing/smtp-listener';

describe('mail through SMTP', () => {
  let server: TestApp;
  let smtp: SmtpListener;
  let account: Account;

  const signIn = (password: string) =>
    server.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: { username: account.username, password } });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    server = await buildTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://books.example',
      MAIL_FROM: 'Shelfmark <no-reply@books.example>',
      BUG_REPORT_EMAIL: 'bugs@books.example',
    });
    account = await createAccount(server.app);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails a password-reset link that resets the password once', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwordreset',
      headers: { 'content-type': 'text/plain' },
      payload: account.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(204);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([account.email]);
    expect(mail.from).toBe('no-reply@books.example');
    expect(mail.raw).toMatch(/^Subject: Reset your Shelfmark password/m);
    const token = /https:\/\/books\.example\/passwordreset\/([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    await expect(server.app.inject({ method: 'GET', url: `/api/v1/users/passwordreset/${token}` }).then((r) => r.json())).resolves.toBe(true);
    const reset = await server.app.inject({ method: 'PATCH', url: `/api/v1/users/passwordreset/${token}`, payload: { password: 'a brand new passphrase' } });
    expect(reset.statusCode).toBe(204);
    expect((await signIn('a brand new passphrase')).statusCode).toBe(200);
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('mails bug reports to BUG_REPORT_EMAIL', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/bugreports',
      headers: account.headers,
      payload: { title: 'Stars do not stick', circumstances: 'Rating a book', content: 'The rating resets.' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['bugs@books.example']);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`From user ${account.userId}`);
    expect(text).toContain('The rating resets.');
  });

  it('keeps nothing in the outbox', async () => {
    await server.app.mailer.drain();
    expect(await server.app.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
