import type { RemoteRoutesSeam } from '@shelfmark/testing';
import { expectTypeOf, it } from 'vitest';
import type { RemoteRoutesModule } from './remote-modules';

// Checked by the typecheck: each remote's routes-seam.test.ts holds its `./routes` to RemoteRoutesSeam.
it('reads ./routes with the type every remote is held to', () => {
  expectTypeOf<RemoteRoutesModule>().toEqualTypeOf<RemoteRoutesSeam>();
});
