import { loadConfig } from '../config/config';
import { openCoverStore } from '../covers/open-cover-store';
import { defaultWebRoot } from '../paths';
import { DEMO_ACCOUNT } from '../seed/data/demo-shelf';
import { seedDemo } from '../seed/seed-demo';
import { openConfiguredDatabase } from './configured-database';

// The embedded database allows one process at a time: run this while the server is stopped.
const config = loadConfig(process.env, { webRoot: defaultWebRoot });
const database = await openConfiguredDatabase();
const covers = await openCoverStore(config.covers, config.dataDir, database.db);
try {
  const report = await seedDemo(database.db, covers);
  console.log(
    `Demo data ready: ${report.catalogue} media items (${report.added} added now, ${report.covers} covers) and a shelf for ` +
      `${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}.`,
  );
} finally {
  await covers.close();
  await database.close();
}
