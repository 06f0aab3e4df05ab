import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createPersonalToken } from '../testing/personal-tokens';
import { createAccount } from './testing/accounts';

describe('your language', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server.close());

  const get = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/api/v1/account/language', headers });
  const put = (headers: Record<string, string>, payload: unknown) => server.app.inject({ method: 'PUT', url: '/api/v1/account/language', headers, payload: payload as object });

  it('is null until chosen, then kept per user', async () => {
    const ada = await createAccount(server.app);
    const grace = await createAccount(server.app);
    expect((await get(ada.headers)).json()).toEqual({ language: null });
    const chosen = await put(ada.headers, { language: 'pt-BR' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'pt-BR' });
    expect((await get(ada.headers)).json()).toEqual({ language: 'pt-BR' });
    expect((await get(grace.headers)).json()).toEqual({ language: null });
  });

  it('goes back to the browser’s language with null', async () => {
    const account = await createAccount(server.app);
    await put(account.headers, { language: 'ja' });
    expect((await put(account.headers, { language: null })).json()).toEqual({ language: null });
    expect((await get(account.headers)).json()).toEqual({ language: null });
  });

  it('refuses a language Shelfmark does not ship with a 400 that names the choices', async () => {
    const account = await createAccount(server.app);
    for (const payload of [{ language: 'nl' }, { language: 'pt' }, {}, { language: 7 }]) {
      const answer = await put(account.headers, payload);
      expect(answer.statusCode).toBe(400);
    }
    expect((await put(account.headers, { language: 'nl' })).json().message).toContain('en, de, fr, es, pt-BR, ja');
    expect((await get(account.headers)).json()).toEqual({ language: null });
  });

  it('needs a signed-in session: none is 401, a personal token is refused', async () => {
    expect((await get({})).statusCode).toBe(401);
    const account = await createAccount(server.app);
    const token = await createPersonalToken(server.app, account, ['read', 'write']);
    expect((await put(token.headers, { language: 'de' })).statusCode).toBe(403);
  });
});
