import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount, signInAs } from './testing/render-account';
import { startMockServer } from './testing/mock-server';

startMockServer();

describe('account routes', () => {
  it.each([
    ['/account/1', 'Account'],
    ['/mediarequest', 'Request Media'],
    ['/bugreport', 'Report a Bug'],
    ['/imports', 'Import your data'],
    ['/imports/1', 'Import of goodreads_library_export.csv'],
    ['/apps', 'Apps and tokens'],
    ['/passwordreset/abc', 'Reset Password'],
    ['/passwordreset/', 'Reset Password'],
  ])('renders %s with the heading %s', async (path, heading) => {
    signInAs('reader');
    renderAccount(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
