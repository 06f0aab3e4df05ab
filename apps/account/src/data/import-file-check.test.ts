import { IMPORT_MAX_FILE_BYTES } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { checkImportFile, IMPORT_MAX_MEGABYTES } from './import-file-check';

const file = (name: string, size = 10) => ({ name, size });

describe('checkImportFile', () => {
  it.each([
    ['goodreads', 'goodreads_library_export.csv'],
    ['storygraph', 'StoryGraph.CSV'],
    ['letterboxd', 'letterboxd-ada-2026-11-22.zip'],
    ['shelfmark', 'shelfmark-export.json'],
  ] as const)('accepts a %s file named %s', (source, name) => {
    expect(checkImportFile(source, file(name))).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(checkImportFile('goodreads', null)).toEqual({ problem: 'missing' });
  });

  it("names the extension the source's export has", () => {
    expect(checkImportFile('letterboxd', file('ratings.csv'))).toEqual({ problem: 'extension', extension: '.zip' });
    expect(checkImportFile('goodreads', file('export.csv.zip'))).toEqual({ problem: 'extension', extension: '.csv' });
  });

  it('refuses an empty file', () => {
    expect(checkImportFile('goodreads', file('shelf.csv', 0))).toEqual({ problem: 'empty' });
  });

  it('accepts the size limit itself and refuses one byte more', () => {
    expect(checkImportFile('goodreads', file('shelf.csv', IMPORT_MAX_FILE_BYTES))).toBeNull();
    expect(checkImportFile('goodreads', file('shelf.csv', IMPORT_MAX_FILE_BYTES + 1))).toEqual({ problem: 'tooLarge' });
  });

  it('states the limit in megabytes', () => {
    expect(IMPORT_MAX_MEGABYTES).toBe(20);
  });
});
