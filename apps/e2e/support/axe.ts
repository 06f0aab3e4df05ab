import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') stays on.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (already a dependency of the workspace, for Storybook) in the page and fails
 * with every WCAG 2.x A/AA violation it finds, each with the elements it names. `include`
 * (CSS selectors) checks only those parts of the page.
 */
export async function expectNoAxeViolations(page: Page, include?: string[]): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  }, include);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
