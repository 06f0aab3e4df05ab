import { type BaselineName, type BenchCase, describeTarget, missed, type Target } from './cases';
import type { CaseResult } from './load';

export interface BaselineRun {
  baseline: BaselineName;
  results: CaseResult[];
}

export interface RatedResult extends CaseResult {
  baseline: BaselineName;
  /** The baseline's req/s: the mean of its runs before and after the app's cases. */
  baselineRps: number;
  ratio: number;
  target: string;
  misses: string[];
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function baselineRps(runs: readonly BaselineRun[], name: BaselineName): number {
  const matching = runs.filter((run) => run.baseline === name).flatMap((run) => run.results.map((result) => result.requestsPerSecond));
  return matching.length > 0 ? mean(matching) : Number.NaN;
}

function describeWithRatio(target: Target | undefined, minRatio: number | undefined): string {
  return [describeTarget(target), minRatio !== undefined ? `≥ ${minRatio.toFixed(2)}× baseline` : ''].filter(Boolean).join(', ');
}

function missesWithRatio(target: Target | undefined, minRatio: number | undefined, result: CaseResult, ratio: number): string[] {
  return [...missed(target, result), ...(minRatio !== undefined && !(ratio >= minRatio) ? [`ratio < ${minRatio.toFixed(2)}`] : [])];
}

export function rate(benchCase: BenchCase, result: CaseResult, backend: 'postgres' | 'pglite', runs: readonly BaselineRun[]): RatedResult {
  const reference = baselineRps(runs, benchCase.baseline);
  const ratio = result.requestsPerSecond / reference;
  const target = benchCase.targets[backend];
  return {
    ...result,
    baseline: benchCase.baseline,
    baselineRps: reference,
    ratio,
    target: describeWithRatio(target, benchCase.minRatio),
    misses: missesWithRatio(target, benchCase.minRatio, result, ratio),
  };
}

const cpu = (result: CaseResult) => `${fixed(result.serverCpuUs, 0)}${result.databaseCpuUs === null ? '' : ` + ${fixed(result.databaseCpuUs, 0)}`}`;

export const TABLE_HEADER = [
  '| case | req/s | p50 ms | p95 ms | p99 ms | errors | CPU µs/req (server + db) | baseline | baseline req/s | ratio | target | |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export function tableRow(result: RatedResult): string {
  const verdict = result.target ? (result.misses.length ? `MISSED: ${result.misses.join(', ')}` : 'met') : '';
  return `| ${result.name} | ${fixed(result.requestsPerSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p95)} | ${fixed(result.p99)} | ${result.errors} | ${cpu(result)} | ${result.baseline} | ${fixed(result.baselineRps, 0)} | ${fixed(result.ratio, 2)} | ${result.target} | ${verdict} |`;
}

export const BASELINE_HEADER = ['| baseline case | req/s (each run) | p50 ms | p95 ms | p99 ms | errors | CPU µs/req (server + db) |', '|---|---|---|---|---|---|---|'];

export function baselineRows(runs: readonly BaselineRun[]): string[] {
  const names = [...new Set(runs.map((run) => run.baseline))];
  return names.map((name) => {
    const results = runs.filter((run) => run.baseline === name).flatMap((run) => run.results);
    const first = results[0];
    if (!first) return '';
    const each = results.map((result) => fixed(result.requestsPerSecond, 0)).join(', ');
    return `| ${first.name} | ${fixed(baselineRps(runs, name), 0)} (${each}) | ${fixed(first.p50)} | ${fixed(first.p95)} | ${fixed(first.p99)} | ${results.reduce((sum, result) => sum + result.errors, 0)} | ${cpu(first)} |`;
  });
}
