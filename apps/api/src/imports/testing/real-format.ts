import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZip } from './zip';

/** Files in the shape each exporter really writes: formats/fixtures/real-format/README.md cites the sources. */
const folder = join(import.meta.dirname, '../formats/fixtures/real-format');

export const realFormatFile = (name: string) => readFileSync(join(folder, name));

/** A folder of the real-format fixtures (letterboxd, trakt) as the service's export zip. */
export const realFormatZip = (name: 'letterboxd' | 'trakt') =>
  buildZip(readdirSync(join(folder, name)).map((entry) => ({ name: entry, data: realFormatFile(join(name, entry)) })));
