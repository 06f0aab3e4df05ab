import { run } from './run';

// Shell (http://localhost:4200) and remotes with hot reload, and the API on :3000 restarted
// on change. The shell dev server proxies /api and /remotes.json to the API, which points
// the shell at the remotes' dev servers.
const remotes = { library: 4201, catalog: 4202, media: 4203, account: 4204 };
const remoteEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, port]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}`]),
);

const commands = [
  { name: 'api', command: 'node --import tsx --watch apps/api/src/main.ts' },
  { name: 'shell', command: 'npm run serve -w @shelfmark/shell' },
  ...Object.keys(remotes).map((name) => ({ name, command: `npm run serve -w @shelfmark/${name}` })),
];

const code = await run(
  'npx',
  ['concurrently', '--kill-others-on-fail', '--names', commands.map((c) => c.name).join(','), ...commands.map((c) => c.command)],
  { ...remoteEnv, PORT: '3000' },
);
process.exit(code);
