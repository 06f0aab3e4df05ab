import { initI18n } from '@shelfmark/i18n';
import { renderAtPath } from '@shelfmark/testing';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('account routes', () => {
  beforeAll(() => initI18n({ lng: 'en' }));

  it.each([
    ['/account/1', 'Account'],
    ['/mediarequest', 'Request Media'],
    ['/bugreport', 'Report a Bug'],
    ['/passwordreset/abc', 'Reset Password'],
  ])('renders %s as %s', async (path, heading) => {
    renderAtPath(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
