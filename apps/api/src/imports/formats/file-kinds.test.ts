import { IMPORT_SOURCE_EXTENSIONS, IMPORT_SOURCES } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { buildZip } from '../testing/zip';
import { FORMAT_PARSERS } from './index';

/**
 * The web form refuses a file whose kind (zip, JSON, CSV, neither) its source does not list in
 * IMPORT_SOURCE_EXTENSIONS, from the file's first bytes (apps/account/src/imports/import-file-check.ts).
 * This holds it to the server: every kind a source does not list is refused here too, with a
 * 400, so the browser never refuses a file the server would have taken. The kinds a source
 * lists are imported from its fixtures by the parsers' own tests.
 */
const samples = {
  zip: buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]),
  json: Buffer.from('{"format":"something else","metadata":"none"}'),
  csv: Buffer.from('Title,Author\nDune,Frank Herbert\n'),
  binary: Buffer.from([0x4e, 0x00, 0x01, 0x02, 0x0a]),
};

describe('kinds of file each source refuses', () => {
  const cases = IMPORT_SOURCES.flatMap((source) =>
    (Object.keys(samples) as (keyof typeof samples)[])
      .filter((kind) => !IMPORT_SOURCE_EXTENSIONS[source].includes(`.${kind}`))
      .map((kind) => [source, kind] as const),
  );

  it.each(cases)('%s refuses a %s file with a 400', async (source, kind) => {
    const parsing = Promise.resolve().then(() => FORMAT_PARSERS[source](samples[kind], new Date('2026-01-01T00:00:00Z')));
    await expect(parsing).rejects.toBeInstanceOf(DomainError);
    await expect(parsing).rejects.toMatchObject({ statusCode: 400 });
  });
});
