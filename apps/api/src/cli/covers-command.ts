import { resolve } from 'node:path';
import type { CoverStore } from '../covers/cover-store';
import { migrateCovers } from '../covers/migrate-covers';
import type { CommandResult } from './users-command';

export const COVERS_USAGE = `Usage: npm run covers -- migrate [--from <folder>]

Moves the covers kept as files (DATA_DIR/covers, or the folder given) into the cover store the
server is configured with (the PostgreSQL database when DATABASE_URL is set, the S3 bucket when
S3_BUCKET is): run it with the server's settings. Each file is removed once the store has it; a
cover the store already has is kept and its file removed. Safe to run again, and while the servers run.`;

export interface CoversCommandContext {
  /** The folder the disk store uses, DATA_DIR/covers. */
  defaultFolder: string;
  openStore(): Promise<CoverStore>;
  log(line: string): void;
}

export async function runCoversCommand(args: readonly string[], context: CoversCommandContext): Promise<CommandResult> {
  const [command, option, folderArgument, ...rest] = args;
  const fromGiven = option === '--from' && Boolean(folderArgument);
  if (command !== 'migrate' || rest.length > 0 || (option !== undefined && !fromGiven)) return { code: 2, message: COVERS_USAGE };
  const folder = fromGiven ? resolve(folderArgument ?? '') : context.defaultFolder;
  const store = await context.openStore();
  try {
    if (store.kind === 'disk' && folder === context.defaultFolder) {
      return { code: 1, message: 'Covers are kept as files in this folder already: set DATABASE_URL, S3_BUCKET or COVER_STORE to move them elsewhere.' };
    }
    const report = await migrateCovers(folder, store, (name, moved) => context.log(`${name}: ${moved ? 'moved' : 'already in the store, file removed'}`));
    return {
      code: 0,
      message: `Moved ${report.moved.length} covers from ${folder} into the ${store.kind} store; ${report.alreadyThere.length} were there already.`,
    };
  } finally {
    await store.close();
  }
}
