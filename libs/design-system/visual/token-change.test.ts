import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVisuals } from './visual-check';

const storybookDir = resolve(import.meta.dirname, '../../../dist/storybook/design-system');
const referencesDir = resolve(import.meta.dirname, 'references');
const STORY = 'actions-button--primary';
/** The primary colour token, light theme (src/tokens/tokens.css), as the build writes it. */
const TOKEN = '--sm-color-primary:#1d6b65';

/**
 * A designer changes a design token: the same Storybook build with the token's value changed
 * (in a copy, so the build stays as it was) must fail the check against the committed
 * references, with the page of differences written.
 */
describe('a changed design token', () => {
  let changedBuild: string;
  let reports: string;

  beforeAll(() => {
    if (!existsSync(join(storybookDir, 'index.json'))) throw new Error('Build Storybook first: npx nx run design-system:build-storybook');
    changedBuild = mkdtempSync(join(tmpdir(), 'shelfmark-storybook-token-'));
    reports = mkdtempSync(join(tmpdir(), 'shelfmark-visual-reports-'));
    cpSync(storybookDir, changedBuild, { recursive: true });
    const assets = join(changedBuild, 'assets');
    const styles = readdirSync(assets).filter((file) => file.endsWith('.css') && readFileSync(join(assets, file), 'utf8').includes(TOKEN));
    expect(styles.length).toBeGreaterThan(0);
    for (const file of styles) writeFileSync(join(assets, file), readFileSync(join(assets, file), 'utf8').replaceAll(TOKEN, '--sm-color-primary:#6b1d5e'));
  });

  afterAll(() => {
    rmSync(changedBuild, { recursive: true, force: true });
    rmSync(reports, { recursive: true, force: true });
  });

  it('is not a difference before the change', async () => {
    const result = await checkVisuals({ storybookDir, referencesDir, reportDir: join(reports, 'unchanged'), only: [STORY] });
    expect(result.shots).toBe(4);
    expect(result.differences.map(({ shot, reason }) => `${shot.width} ${shot.theme}: ${reason}`)).toEqual([]);
    expect(result.report).toBeUndefined();
  });

  it('is caught in the light theme, with before, after and the difference on the page', async () => {
    const result = await checkVisuals({ storybookDir: changedBuild, referencesDir, reportDir: join(reports, 'changed'), only: [STORY] });
    const changed = result.differences.map(({ shot }) => `${shot.width} ${shot.theme}`).sort();
    // The dark theme has a primary colour of its own, so only the light shots change.
    expect(changed).toEqual(['1280 light', '390 light']);
    expect(result.report).toBe(join(reports, 'changed', 'index.html'));
    const page = readFileSync(result.report!, 'utf8');
    for (const width of [1280, 390]) {
      for (const folder of ['before', 'after', 'diff']) {
        const image = `${folder}/${STORY}.${width}.light.png`;
        expect(page).toContain(`src="${image}"`);
        expect(existsSync(join(reports, 'changed', image))).toBe(true);
      }
    }
  });
});
