import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS, formatReport, type MeasuredSet, overBudget, REMOTE_PAGES, REMOTES } from './check-bundle-budget';

const set = (label: string, bytes: number, budget = { target: 150_000, ceiling: 170_000 }): MeasuredSet => ({
  label,
  bytes,
  budget,
  files: [{ path: '/main.1a2b3c4d.js', bytes }],
});

describe('the bundle budget', () => {
  it('keeps the issue’s targets beside the ceilings the check enforces', () => {
    expect(BUNDLE_BUDGETS.homeFirstLoadJs.target).toBe(150_000);
    expect(BUNDLE_BUDGETS.homeFirstLoadCss.target).toBe(30_000);
    expect(BUNDLE_BUDGETS.remoteOwnJs.target).toBe(50_000);
    for (const budget of Object.values(BUNDLE_BUDGETS)) expect(budget.ceiling).toBeGreaterThanOrEqual(budget.target);
  });

  it('opens a page of every remote', () => {
    expect(Object.keys(REMOTE_PAGES).sort()).toEqual([...REMOTES].sort());
  });

  it('says which sets are within their target, only within their ceiling, or over', () => {
    const report = formatReport([set('under', 140_000), set('between', 160_000), set('over', 171_000)]).split('\n');
    expect(report[0]).toMatch(/^ok +140\.0 KB over the wire of 170\.0 KB \(target 150\.0 KB\), 1 responses: under$/);
    expect(report[1]).toMatch(/^target/);
    expect(report[2]).toMatch(/^OVER/);
  });

  it('fails only the sets above their ceiling, naming the overshoot and the responses', () => {
    expect(overBudget([set('fine', 170_000)])).toEqual([]);
    const [failure] = overBudget([set('Home first load, JavaScript', 171_500)]);
    expect(failure).toContain('Home first load, JavaScript: 171.5 KB over the wire is 1.5 KB over its 170.0 KB budget.');
    expect(failure).toContain('/main.1a2b3c4d.js 171.5 KB');
  });
});
