import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZip } from './zip';

const folder = join(import.meta.dirname, '../formats/fixtures/trakt');

/** The Trakt fixture files as an export zip, in the listing's order or reversed, optionally inside a folder. */
export function traktZip(order: 'forward' | 'reverse' = 'forward', prefix = ''): Buffer {
  const names = readdirSync(folder).sort();
  return buildZip((order === 'reverse' ? names.reverse() : names).map((name) => ({ name: `${prefix}${name}`, data: readFileSync(join(folder, name)) })));
}
