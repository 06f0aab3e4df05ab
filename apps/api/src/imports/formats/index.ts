import type { ImportSource } from '@shelfmark/contract';
import type { ParsedFile } from '../rows/parsed-file';
import { parseGoodreads } from './goodreads';
import { parseHardcover } from './hardcover';
import { parseImdb } from './imdb';
import { parseLetterboxd } from './letterboxd';
import { parseRyot } from './ryot';
import { parseShelfmarkArchive } from './shelfmark';
import { parseStoryGraph } from './storygraph';
import { parseTrakt } from './trakt';
import { parseYamtrack } from './yamtrack';

/**
 * One parser per service: it reads the whole file (a 400 for anything unusable) and maps each
 * row to Shelfmark's values; matching, writing and the inbox are the same for every format.
 * Adding a format is adding its module here, with its fixtures and tests.
 */
export const FORMAT_PARSERS: Record<ImportSource, (data: Buffer, now: Date) => ParsedFile | Promise<ParsedFile>> = {
  shelfmark: (data) => parseShelfmarkArchive(data),
  goodreads: parseGoodreads,
  storygraph: parseStoryGraph,
  letterboxd: parseLetterboxd,
  imdb: parseImdb,
  trakt: parseTrakt,
  hardcover: parseHardcover,
  yamtrack: parseYamtrack,
  ryot: parseRyot,
};
