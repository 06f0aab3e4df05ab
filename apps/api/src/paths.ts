import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file runs from apps/api/src (source, tests) or from dist/apps/api (the bundle).
const here = dirname(fileURLToPath(import.meta.url));
const bundled = existsSync(join(here, 'drizzle'));

/** Versioned SQL migrations, copied beside the bundle at build time. */
export const migrationsFolder = bundled ? join(here, 'drizzle') : resolve(here, '../drizzle');

/** Default folder of the built web apps (dist/apps). */
export const defaultWebRoot = bundled ? resolve(here, '..') : resolve(here, '../../../dist/apps');

/** The demo books' covers (src/seed/covers), copied beside the bundle at build time. */
export const demoCoversFolder = bundled ? join(here, 'demo-covers') : join(here, 'seed/covers');
