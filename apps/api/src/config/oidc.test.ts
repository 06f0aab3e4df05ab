import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { roleFromClaims } from './oidc';

const defaults = { webRoot: '/srv/web' };
const provider = { PUBLIC_URL: 'https://shelf.example.org/', OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_ID: 'shelfmark' };

describe('OIDC configuration', () => {
  it('is off without an issuer, password sign-in on', () => {
    const config = loadConfig({}, defaults);
    expect(config.oidc).toBeUndefined();
    expect(config.passwordSignIn).toBe(true);
  });

  it('reads the provider, with the redirect URI under PUBLIC_URL', () => {
    const config = loadConfig({ ...provider, OIDC_LABEL: 'Pocket ID', OIDC_CREATE_ACCOUNTS: 'false', PASSWORD_SIGN_IN: 'off' }, defaults);
    expect(config.oidc).toMatchObject({
      issuer: 'https://auth.example.org',
      clientId: 'shelfmark',
      clientSecret: undefined,
      label: 'Pocket ID',
      createAccounts: false,
      scopes: 'openid profile email',
      redirectUri: 'https://shelf.example.org/sign-in/callback',
      roles: undefined,
    });
    expect(config.passwordSignIn).toBe(false);
  });

  it('says clearly what is missing or contradictory', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PASSWORD_SIGN_IN: 'off' }, /PASSWORD_SIGN_IN=off needs OIDC_ISSUER/],
      [{ PASSWORD_SIGN_IN: 'no' }, /PASSWORD_SIGN_IN must be on or off/],
      [{ OIDC_CLIENT_ID: 'x' }, /OIDC_CLIENT_ID set without OIDC_ISSUER/],
      [{ OIDC_ISSUER: 'https://auth.example.org', PUBLIC_URL: 'https://shelf.example.org' }, /OIDC_ISSUER needs OIDC_CLIENT_ID/],
      [{ OIDC_ISSUER: 'https://auth.example.org', OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER needs PUBLIC_URL.*\/sign-in\/callback/],
      [{ ...provider, OIDC_ISSUER: 'auth.example.org' }, /OIDC_ISSUER must be the provider’s issuer URL/],
      [{ ...provider, OIDC_CREATE_ACCOUNTS: 'yes' }, /OIDC_CREATE_ACCOUNTS must be true or false/],
      [{ ...provider, OIDC_ROLE_CLAIM: 'groups' }, /OIDC_ROLE_CLAIM needs OIDC_ADMIN_VALUES or OIDC_LIBRARIAN_VALUES/],
      [{ ...provider, OIDC_ADMIN_VALUES: 'admins' }, /need OIDC_ROLE_CLAIM/],
      [{ ...provider, OIDC_SCOPES: 'profile email' }, /OIDC_SCOPES must include openid/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env, defaults), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env, defaults), JSON.stringify(env)).toThrow(message);
    }
  });

  it('maps a role claim, a list or a single value, admin before librarian', () => {
    const config = loadConfig({ ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ADMIN_VALUES: 'admins', OIDC_LIBRARIAN_VALUES: 'librarians, editors' }, defaults);
    const roles = config.oidc!.roles!;
    expect(roles).toEqual({ claim: 'groups', admin: ['admins'], librarian: ['librarians', 'editors'] });
    expect(roleFromClaims(roles, { groups: ['editors', 'admins'] })).toBe('admin');
    expect(roleFromClaims(roles, { groups: 'editors' })).toBe('librarian');
    expect(roleFromClaims(roles, { groups: ['readers'] })).toBe('user');
    expect(roleFromClaims(roles, {})).toBe('user');
  });
});
