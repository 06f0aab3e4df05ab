import { loadConfig } from '../config/config';
import { type Database, openDatabase } from '../db/database';
import { defaultWebRoot, migrationsFolder } from '../paths';

/**
 * The database the server would use with this environment (DATA_DIR or DATABASE_URL),
 * migrated. The embedded database allows one process at a time: stop the server first.
 */
export function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const config = loadConfig(env, { webRoot: defaultWebRoot });
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder });
}
