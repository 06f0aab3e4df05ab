import { spawn } from 'node:child_process';
import { nxEnv, runOrExit, webProjects } from './run';

// Builds whatever is not built yet (Nx replays unchanged builds from its cache), the
// designers' Storybook included (served at /storybook/), then serves everything from one
// process at http://localhost:3000.
await runOrExit('npx', ['nx', 'run-many', '-t', 'build', '-p', ...webProjects, 'api', '--outputStyle=static'], nxEnv);
await runOrExit('npx', ['nx', 'run', 'design-system:build-storybook', '--outputStyle=static'], nxEnv);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
