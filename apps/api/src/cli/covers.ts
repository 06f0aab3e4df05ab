import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { coversFolder, openCoverStore } from '../covers/open-cover-store';
import { defaultWebRoot } from '../paths';
import { openConfiguredDatabase } from './configured-database';
import { COVERS_USAGE, runCoversCommand } from './covers-command';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log(COVERS_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

const config = loadConfig(process.env, { webRoot: defaultWebRoot });
let database: Database | undefined;
try {
  const result = await runCoversCommand(args, {
    defaultFolder: coversFolder(config.dataDir),
    openStore: async () => {
      // Only the PostgreSQL store needs the database (the embedded one allows one process at a time).
      if (config.covers.kind === 'postgres') database = await openConfiguredDatabase();
      return openCoverStore(config.covers, config.dataDir, database?.db);
    },
    log: (line) => console.log(line),
  });
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await database?.close();
}
