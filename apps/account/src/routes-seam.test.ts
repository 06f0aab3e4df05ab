import { routesSeamMismatches } from '@shelfmark/testing';
import { expect, it } from 'vitest';
// The module this remote exposes as `./routes` (rspack.config.ts), as the shell loads it.
import * as exposed from './routes';

// Typed as the seam (RemoteRoutesSeam): a changed export type fails this remote's typecheck.
it('exposes what the shell reads: the account area\'s paths of the route manifest, and nothing the shell does not know', () => {
  expect(routesSeamMismatches('account', exposed)).toEqual([]);
});
