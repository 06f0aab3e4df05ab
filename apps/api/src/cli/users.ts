import { openConfiguredDatabase } from './configured-database';
import { runUsersCommand, USERS_USAGE } from './users-command';

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help')) {
  console.log(USERS_USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}

const database = await openConfiguredDatabase();
try {
  const result = await runUsersCommand(database.db, args);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.code;
} finally {
  await database.close();
}
