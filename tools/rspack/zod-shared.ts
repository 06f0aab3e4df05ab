// The `zod` every app shares in the browser (tools/rspack/shared-singletons.ts): `z` with only
// the members our schemas use. Shared as the whole package, `z` is a namespace that keeps all
// of zod and its locales (88 KB gzipped); unshared, each remote carried its own 26 KB copy.
// Imported from `zod/v4`, the same code under a request the `zod` share key does not catch.
// shared-singletons.test.ts fails when code uses a `z.` member missing here.
import { array, boolean, coerce, config, discriminatedUnion, email, enum as enumOf, iso, literal, number, object, strictObject, string, union } from 'zod/v4';

// The page's policy allows no eval, so zod's compiled parsers never run here; jitless also stops
// zod probing for eval with `new Function`, which the browser reports as a policy violation.
config({ jitless: true });

export const z = { array, boolean, coerce, discriminatedUnion, email, enum: enumOf, iso, literal, number, object, strictObject, string, union };
