import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_MAX_FILE_BYTES, IMPORT_SOURCES, type ImportSource } from '@shelfmark/contract';
import { testFile } from '@shelfmark/testing/node';
import { describe, expect, it } from 'vitest';
import { acceptedKinds, checkImportFile, fileKindOf, IMPORT_MAX_MEGABYTES } from './import-file-check';

/** The server's own fixtures, in each service's real format (apps/api/src/imports/formats/fixtures). */
const fixtures = join(import.meta.dirname, '../../../api/src/imports/formats/fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
/** The first bytes of any zip: a local file header. */
const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x08]);

const fileOf = (name: string, content: Buffer | string) => testFile(name, content as string);

describe('fileKindOf', () => {
  it('tells zip, JSON, CSV and binary files apart from their first bytes', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(fileKindOf(ZIP_HEAD)).toBe('zip');
    expect(fileKindOf(bytes('\uFEFF  \n{"format":"shelfmark-export"}'))).toBe('json');
    expect(fileKindOf(bytes('[{"watched_at":"2024-01-01"}]'))).toBe('json');
    expect(fileKindOf(bytes('\uFEFFBook Id,Title\n1,Dune\n'))).toBe('csv');
    expect(fileKindOf(new Uint8Array([0xff, 0xfe, 0x54, 0x00]))).toBe('binary');
  });
});

describe('checkImportFile', () => {
  it.each([
    ['shelfmark', 'shelfmark-ada-2026-11-22.json', Buffer.from('{"format":"shelfmark-export","version":1}')],
    ['goodreads', 'goodreads_library_export.csv', fixture('goodreads_library_export.csv')],
    ['storygraph', 'StoryGraph.CSV', fixture('storygraph_export.csv')],
    ['letterboxd', 'letterboxd-ada-2026-11-22-utc.zip', ZIP_HEAD],
    ['letterboxd', 'shelfmark-ada-2026-11-22-letterboxd.csv', Buffer.from('Title,Year,Rating,WatchedDate\nArrival,2016,4.5,2024-01-02\n')],
    ['imdb', 'ratings.csv', fixture('imdb/ratings.csv')],
    ['imdb', 'watchlist.csv', fixture('imdb/watchlist.csv')],
    ['trakt', 'trakt-export.zip', ZIP_HEAD],
    ['hardcover', 'hardcover.csv', fixture('hardcover_export.csv')],
    ['yamtrack', 'yamtrack.csv', fixture('yamtrack_export.csv')],
    ['ryot', 'ryot.json', fixture('ryot_export.json')],
  ] as const)('accepts a %s file such as %s', async (source, name, content) => {
    await expect(checkImportFile(source, fileOf(name, content))).resolves.toBeNull();
  });

  it('goes by the content, not the name, as the server does', async () => {
    await expect(checkImportFile('goodreads', fileOf('library.txt', fixture('goodreads_library_export.csv')))).resolves.toBeNull();
    await expect(checkImportFile('goodreads', fileOf('library.csv', ZIP_HEAD))).resolves.toEqual({ problem: 'kind', found: 'zip' });
  });

  it.each([
    ['trakt', 'watched-history.json', '[{"id":1}]', 'json'],
    ['trakt', 'watched.csv', 'Title,Year\n', 'csv'],
    ['letterboxd', 'ratings.json', '{"ratings":[]}', 'json'],
    ['imdb', 'ratings.zip', ZIP_HEAD, 'zip'],
    ['ryot', 'ryot.csv', 'lot,title\n', 'csv'],
    ['hardcover', 'export.xlsx', Buffer.from([0x00, 0x01, 0x02]), 'binary'],
  ] as const)('refuses for %s a file named %s, which is %s', async (source, name, content, found) => {
    await expect(checkImportFile(source, fileOf(name, content as Buffer))).resolves.toEqual({ problem: 'kind', found });
  });

  it('asks for a file when none is chosen', async () => {
    await expect(checkImportFile('goodreads', null)).resolves.toEqual({ problem: 'missing' });
  });

  it('refuses an empty file', async () => {
    await expect(checkImportFile('goodreads', fileOf('shelf.csv', ''))).resolves.toEqual({ problem: 'empty' });
  });

  it('accepts the size limit itself and refuses one byte more', async () => {
    await expect(checkImportFile('goodreads', testFile('shelf.csv', 'Title\nDune\n', IMPORT_MAX_FILE_BYTES))).resolves.toBeNull();
    await expect(checkImportFile('goodreads', testFile('shelf.csv', 'Title\nDune\n', IMPORT_MAX_FILE_BYTES + 1))).resolves.toEqual({ problem: 'tooLarge' });
  });

  it('says so when the file can no longer be read', async () => {
    const gone = { size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) } as unknown as File;
    await expect(checkImportFile('goodreads', gone)).resolves.toEqual({ problem: 'unreadable' });
  });

  it('takes for every source one of the kinds the contract lists', () => {
    const kinds = Object.fromEntries(IMPORT_SOURCES.map((source) => [source, acceptedKinds(source)])) as Record<ImportSource, string[]>;
    expect(kinds).toEqual({
      shelfmark: ['json'],
      goodreads: ['csv'],
      storygraph: ['csv'],
      letterboxd: ['zip', 'csv'],
      imdb: ['csv'],
      trakt: ['zip'],
      hardcover: ['csv'],
      yamtrack: ['csv'],
      ryot: ['json'],
    });
  });

  it('states the limit in megabytes', () => {
    expect(IMPORT_MAX_MEGABYTES).toBe(20);
  });
});
