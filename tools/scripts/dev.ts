import { nxEnv, run, runOrExit } from './run';

// Shell (http://localhost:4200) and remotes with hot reload, and the API on :3000 rebuilt and
// restarted on change. The shell dev server proxies /api and /remotes.json to the API, which points
// the shell at the remotes' dev servers.
const remotes = { library: 4201, catalog: 4202, media: 4203, account: 4204 };
const remoteEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, port]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}`]),
);

// The API runs from its bundle, as in production: Rspack rebuilds it on change and Node restarts.
await runOrExit('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], nxEnv);

const commands = [
  { name: 'api-build', command: 'npx rspack build --mode development --watch --config apps/api/rspack.config.ts' },
  { name: 'api', command: 'node --enable-source-maps --watch-path=dist/apps/api dist/apps/api/main.js' },
  { name: 'shell', command: 'npm run serve -w @shelfmark/shell' },
  ...Object.keys(remotes).map((name) => ({ name, command: `npm run serve -w @shelfmark/${name}` })),
];

const code = await run(
  'npx',
  ['concurrently', '--kill-others-on-fail', '--names', commands.map((c) => c.name).join(','), ...commands.map((c) => c.command)],
  { ...remoteEnv, PORT: '3000' },
);
process.exit(code);
