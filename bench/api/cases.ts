import type { Fixtures } from './fixtures';
import type { LoadCase, LoadRequest } from './load';

export type Target = { minRps?: number; maxP95?: number; maxP99?: number; zeroErrors?: boolean };

export interface BenchCase extends LoadCase {
  /** The target for this case on each backend, if it sets one. */
  targets: { postgres?: Target; pglite?: Target };
}

const LIBRARY_TARGETS = { postgres: { minRps: 2000, maxP99: 20 }, pglite: { minRps: 500 } };
const get = (path: string): LoadRequest => ({ method: 'GET', path });
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty fixture list');
  return item;
};

/** Every case of the item 2, in the order they run; the write mix runs last. */
export function benchCases(fixtures: Fixtures, deepPage: number): BenchCase[] {
  const { entries, queries } = fixtures;
  const libraryPage = (sortBy: string, pathSuffix = '', extra = '') => (index: number) =>
    get(`/usermedias/library/page${pathSuffix}?library=read&pageSize=10&sortBy=${sortBy}&asc=true&pageNumber=${1 + (index % 50)}${extra}`);
  const search = (searchType: string, searchString: string) => (): LoadRequest => ({ method: 'POST', path: '/search', body: { searchString, searchType } });
  const writable = entries.filter((entry) => entry.status === 'library' || entry.status === 'TBR');
  const withPages = entries.filter((entry) => entry.numPages !== null && entry.numPages > 0);
  const writes: ((index: number) => LoadRequest)[] = [
    (index) => ({ method: 'PATCH', path: `/usermedias/${at(writable, index).usermediaId}`, body: { status: index % 8 < 4 ? 'TBR' : 'library' } }),
    (index) => ({ method: 'PATCH', path: `/usermedias/${at(entries, index).usermediaId}`, body: { rating: 1 + (index % 10) } }),
    (index) => {
      const entry = at(withPages, index);
      return { method: 'PATCH', path: `/usermedias/${entry.usermediaId}`, body: { progress: index % Math.min(entry.numPages ?? 1, 100) } };
    },
    (index) => ({ method: 'POST', path: `/entries/${at(entries, index).usermediaId}`, body: { title: 'Bench', body: `Entry ${index} of the write mix.` } }),
  ];

  return [
    { name: 'library page, by creator', next: libraryPage('creator'), targets: LIBRARY_TARGETS },
    { name: 'library page, by title', next: libraryPage('title'), targets: LIBRARY_TARGETS },
    { name: 'library page, by date added', next: libraryPage('recent'), targets: LIBRARY_TARGETS },
    { name: 'library page, books only', next: libraryPage('creator', '/type', '&type=book'), targets: LIBRARY_TARGETS },
    { name: 'library total', next: () => get('/usermedias/library/page/total?library=read'), targets: {} },
    { name: 'media detail', next: (index) => get(`/medias/${at(entries, index).mediaId}`), targets: { postgres: { minRps: 4000, maxP99: 10 } } },
    { name: 'user-media detail', next: (index) => get(`/usermedias/${at(entries, index).usermediaId}`), targets: {} },
    { name: 'catalogue page 1', next: () => get('/medias/catalog?pageNumber=1&pageSize=12'), targets: {} },
    { name: `catalogue page ${deepPage}`, next: () => get(`/medias/catalog?pageNumber=${deepPage}&pageSize=12`), targets: { postgres: { maxP99: 20 } } },
    { name: `title search, common word (${queries.common})`, next: search('Title', queries.common), targets: { postgres: { maxP95: 30 } } },
    { name: `title search, rare word (${queries.rare})`, next: search('Title', queries.rare), targets: { postgres: { maxP95: 30 } } },
    { name: `title search, misspelt (${queries.misspelt})`, next: search('Title', queries.misspelt), targets: { postgres: { maxP95: 30 } } },
    { name: `creator search (${queries.creator})`, next: search('Creator', queries.creator), targets: {} },
    { name: 'ISBN search', next: search('Isbn', queries.isbn), targets: { postgres: { maxP95: 5 } } },
    {
      name: 'write mix (status, rating, progress, entry)',
      next: (index) => at(writes, index)(Math.floor(index / writes.length)),
      targets: { postgres: { minRps: 1000, zeroErrors: true }, pglite: { zeroErrors: true } },
    },
  ];
}

/** A read-mostly blend of the cases, for the soak. */
export function soakCase(cases: readonly BenchCase[]): LoadCase {
  const reads = cases.slice(0, -1);
  const write = cases[cases.length - 1];
  return {
    name: 'soak: every case in turn',
    next: (index) => (index % 10 === 9 && write ? write.next(index) : at(reads, index).next(index)),
  };
}

export function missed(target: Target | undefined, measured: { requestsPerSecond: number; p95: number; p99: number; errors: number }): string[] {
  if (!target) return [];
  const misses: string[] = [];
  if (target.minRps !== undefined && measured.requestsPerSecond < target.minRps) misses.push(`< ${target.minRps} req/s`);
  if (target.maxP95 !== undefined && measured.p95 > target.maxP95) misses.push(`p95 > ${target.maxP95} ms`);
  if (target.maxP99 !== undefined && measured.p99 > target.maxP99) misses.push(`p99 > ${target.maxP99} ms`);
  if (target.zeroErrors && measured.errors > 0) misses.push('errors');
  return misses;
}

export function describeTarget(target: Target | undefined): string {
  if (!target) return '';
  return [
    target.minRps !== undefined ? `≥ ${target.minRps} req/s` : '',
    target.maxP95 !== undefined ? `p95 ≤ ${target.maxP95} ms` : '',
    target.maxP99 !== undefined ? `p99 ≤ ${target.maxP99} ms` : '',
    target.zeroErrors ? '0 errors' : '',
  ]
    .filter(Boolean)
    .join(', ');
}
