import { findChromium } from './chromium';
import { nxEnv, runOrExit } from './run';

// Every suite: typecheck, lint, unit/component/API tests (API on PGlite, and on PostgreSQL
// too when DATABASE_URL is set), the static Storybook build and the visual check of every
// story on it, then Playwright on the production build in Chromium, then the bundle budget
// on that build.
let chromium: string;
try {
  chromium = findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// e2e's test target (composition, compatibility gate) runs with the other suites: it needs the browser too.
await runOrExit('npx', ['nx', 'run-many', '-t', 'typecheck', 'lint', 'test', 'build-storybook', '--outputStyle=static'], { ...nxEnv, CHROMIUM_PATH: chromium });
// Each story against its reference image (libs/design-system/visual; ADR 0045): the checker's
// own tests (a changed design token is caught), then every story at both widths and themes.
await runOrExit('npx', ['vitest', 'run', '--config', 'libs/design-system/visual/vitest.config.ts'], { ...nxEnv, CHROMIUM_PATH: chromium });
await runOrExit('node', ['--import', 'tsx', 'libs/design-system/visual/run.ts'], { CHROMIUM_PATH: chromium });
await runOrExit('npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=static'], { ...nxEnv, CHROMIUM_PATH: chromium });
// The tooling's own tests (shared config, budget report, treemap), then the bytes that cross
// the wire when Chromium loads the build e2e just ran on, against the budgets in
// tools/scripts/check-bundle-budget.ts.
await runOrExit('npx', ['vitest', 'run', '--root', 'tools'], nxEnv);
await runOrExit('node', ['--import', 'tsx', 'tools/scripts/check-bundle-budget.ts', 'dist/apps'], { CHROMIUM_PATH: chromium });
