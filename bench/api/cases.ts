import { yearReviewCases } from './cases-year-review';
import { statsCases } from './cases-stats';
import type { Fixtures } from './fixtures';
import type { LoadCase, LoadRequest } from './load';

export const WRITE_MIX = 'write mix (status, rating, progress, entry)';
/** The title of the journal entries the write mix adds (counted afterwards: none may be lost). */
export const WRITE_MIX_ENTRY_TITLE = 'Bench';

export type Target = { minRps?: number; maxP95?: number; maxP99?: number; zeroErrors?: boolean };

/** The baseline server's case each app case is compared with (bench/api/baseline-server.ts). */
export type BaselineName = 'jwt' | 'shelf' | 'media' | 'write';

export interface BenchCase extends LoadCase {
  /** The target for this case on each backend, if it sets one. */
  targets: { postgres?: Target; pglite?: Target };
  baseline: BaselineName;
  /** The least share of the baseline's req/s the issue asks for. */
  minRatio?: number;
}

const API = '/api/v1';

const LIBRARY = { targets: { postgres: { minRps: 2000, maxP99: 20 }, pglite: { minRps: 500 } }, baseline: 'shelf', minRatio: 0.5 } as const;
const DETAIL = { postgres: { minRps: 4000, maxP99: 10 } };
const SEARCH = { targets: { postgres: { maxP95: 15 } }, baseline: 'media' } as const;
const get = (path: string): LoadRequest => ({ method: 'GET', path: `${API}${path}` });
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty fixture list');
  return item;
};

/** Every case of the issue, in the order they run; the write mix runs last. */
export function benchCases(fixtures: Fixtures, deepPage: number): BenchCase[] {
  const { entries, queries } = fixtures;
  const libraryPage = (sortBy: string, pathSuffix = '', extra = '') => (index: number) =>
    get(`/usermedias/library/page${pathSuffix}?library=read&pageSize=10&sortBy=${sortBy}&asc=true&pageNumber=${1 + (index % 50)}${extra}`);
  const search = (searchType: string, searchString: string) => (): LoadRequest => ({ method: 'POST', path: `${API}/search`, body: { searchString, searchType } });

  return [
    { name: 'library page, by creator', next: libraryPage('creator'), ...LIBRARY },
    { name: 'library page, by title', next: libraryPage('title'), ...LIBRARY },
    { name: 'library page, by date added', next: libraryPage('recent'), ...LIBRARY },
    { name: 'library page, by creator descending', next: (index) => get(`/usermedias/library/page?library=read&pageSize=10&sortBy=creator&asc=false&pageNumber=${1 + (index % 50)}`), ...LIBRARY },
    { name: 'library page, books only', next: libraryPage('creator', '/type', '&type=book'), ...LIBRARY },
    { name: `library page, genre ${fixtures.genre}`, next: libraryPage('creator', '', `&genre=${fixtures.genre}`), ...LIBRARY },
    { name: 'library total', next: () => get('/usermedias/library/page/total?library=read'), targets: {}, baseline: 'jwt', minRatio: 0.7 },
    { name: 'media detail', next: (index) => get(`/medias/${at(entries, index).mediaId}`), targets: { ...DETAIL, pglite: { minRps: 1000 } }, baseline: 'media', minRatio: 0.5 },
    { name: 'user-media detail', next: (index) => get(`/usermedias/${at(entries, index).usermediaId}`), targets: DETAIL, baseline: 'media', minRatio: 0.5 },
    { name: 'catalogue page 1', next: () => get('/medias/catalog?pageNumber=1&pageSize=12'), targets: {}, baseline: 'shelf' },
    { name: `catalogue page ${deepPage}`, next: () => get(`/medias/catalog?pageNumber=${deepPage}&pageSize=12`), targets: { postgres: { maxP99: 20 } }, baseline: 'shelf' },
    { name: `title search, common word (${queries.common})`, next: search('Title', queries.common), ...SEARCH },
    { name: `title search, rare word (${queries.rare})`, next: search('Title', queries.rare), ...SEARCH },
    { name: `title search, misspelt (${queries.misspelt})`, next: search('Title', queries.misspelt), ...SEARCH },
    { name: `creator search (${queries.creator})`, next: search('Creator', queries.creator), ...SEARCH },
    { name: `series search (${queries.series})`, next: search('Series', queries.series), ...SEARCH },
    { name: 'ISBN search', next: search('Isbn', queries.isbn), targets: { postgres: { maxP95: 5 } }, baseline: 'media' },
    ...statsCases(fixtures),
    ...yearReviewCases(),
    writeMix(fixtures, (index) => (index % 8 < 4 ? 'TBR' : 'library'), (index) => 1 + (index % 10)),
  ];
}

/** What a write of the mix sets (a status, a rating), from its index, its entry and the lap over the entries it is on. */
type WriteValue<T> = (index: number, entry: Fixtures['entries'][number], lap: number) => T;

function writeMix(fixtures: Fixtures, statusOf: WriteValue<string>, ratingOf: WriteValue<number>, distinctRequests?: number): BenchCase {
  const { entries } = fixtures;
  const writable = entries.filter((entry) => entry.status === 'library' || entry.status === 'TBR');
  const withPages = entries.filter((entry) => entry.numPages !== null && entry.numPages > 0);
  const lapOf = (list: readonly unknown[], index: number) => Math.floor(index / list.length);
  const writes: ((index: number) => LoadRequest)[] = [
    (index) => {
      const entry = at(writable, index);
      return { method: 'PATCH', path: `${API}/usermedias/${entry.usermediaId}`, body: { status: statusOf(index, entry, lapOf(writable, index)) } };
    },
    (index) => {
      const entry = at(entries, index);
      return { method: 'PATCH', path: `${API}/usermedias/${entry.usermediaId}`, body: { rating: ratingOf(index, entry, lapOf(entries, index)) } };
    },
    (index) => {
      const entry = at(withPages, index);
      return { method: 'PATCH', path: `${API}/usermedias/${entry.usermediaId}`, body: { progress: index % Math.min(entry.numPages ?? 1, 100) } };
    },
    (index) => ({ method: 'POST', path: `${API}/entries/${at(entries, index).usermediaId}`, body: { title: WRITE_MIX_ENTRY_TITLE, body: `Entry ${index} of the write mix.` } }),
  ];
  return {
    name: WRITE_MIX,
    next: (index) => at(writes, index)(Math.floor(index / writes.length)),
    ...(distinctRequests === undefined ? {} : { distinctRequests }),
    targets: { postgres: { minRps: 1000, zeroErrors: true }, pglite: { zeroErrors: true } },
    baseline: 'write',
    countStatus: 201,
  };
}

/**
 * The write mix as the webhooks benchmark sends it, where every status and rating write changes
 * its entry (a write that changes nothing causes no event, ADR 0048): each lap over the entries
 * flips the status and moves the rating on, `round` starts a run's laps past the previous run's,
 * and wrk cycles more requests than a run sends (a first lap may meet a few entries as the
 * previous run left them).
 */
export function changingWriteMix(fixtures: Fixtures, round: number): BenchCase {
  const other = (status: string) => (status === 'TBR' ? 'library' : 'TBR');
  return writeMix(
    fixtures,
    (_, entry, lap) => ((lap + round) % 2 === 0 ? other(entry.status) : entry.status),
    (_, __, lap) => 1 + ((lap + round) % 10),
    CHANGING_REQUESTS,
  );
}

/** More requests than a 10 s run of the write mix sends here. */
const CHANGING_REQUESTS = 40_000;

/** The baseline server's cases (bench/api/baseline-server.ts), the same requests' shapes on the same data. */
export function baselineCases(fixtures: Fixtures): (LoadCase & { baseline: BaselineName })[] {
  const { entries } = fixtures;
  return [
    { name: 'baseline: bearer JWT check only', baseline: 'jwt', next: () => ({ method: 'GET', path: '/baseline/jwt' }) },
    { name: 'baseline: shelf page (index-only)', baseline: 'shelf', next: (index) => ({ method: 'GET', path: `/baseline/shelf?page=${1 + (index % 50)}` }) },
    { name: 'baseline: media row', baseline: 'media', next: (index) => ({ method: 'GET', path: `/baseline/media/${at(entries, index).mediaId}` }) },
    {
      name: 'baseline: one-row update',
      baseline: 'write',
      next: (index) => ({ method: 'PATCH', path: `/baseline/usermedia/${at(entries, index).usermediaId}`, body: { rating: 1 + (index % 10) } }),
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
