import { DEMO_ACCOUNT } from '../seed/data/demo-shelf';
import { seedDemo } from '../seed/seed-demo';
import { openConfiguredDatabase } from './configured-database';

// The embedded database allows one process at a time: run this while the server is stopped.
const database = await openConfiguredDatabase();
try {
  const report = await seedDemo(database.db);
  console.log(
    `Demo data ready: ${report.catalogue} media items (${report.added} added now) and a shelf for ` +
      `${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}.`,
  );
} finally {
  await database.close();
}
