import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the server answers the `npm run backup` command with. */
export interface LocalBackupAnswer {
  file: string;
  bytes: number;
}

/** Unix socket paths are limited to about 100 bytes; a deep DATA_DIR gets one in the temporary folder. */
const SOCKET_PATH_LIMIT = 100;

/**
 * Where a server running on the embedded database listens for `npm run backup`: only it may
 * open the data directory, so the command asks it. Whoever can reach this socket can read
 * DATA_DIR anyway, which is all a backup gives.
 */
export function controlSocketPath(dataDir: string): string {
  const beside = join(dataDir, 'backup.sock');
  if (Buffer.byteLength(beside) <= SOCKET_PATH_LIMIT) return beside;
  return join(tmpdir(), `shelfmark-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/** Listens on the socket for POST /backups; answers once the backup is written. Resolves to a close function. */
export async function listenForLocalBackups(path: string, makeBackup: () => Promise<LocalBackupAnswer>): Promise<() => Promise<void>> {
  // A socket left by a server that was killed would refuse the listen.
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backups') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    makeBackup().then(
      (answer) => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
      (error: unknown) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: (error as Error).message })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  server.unref();
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(path, { force: true });
  };
}

/**
 * Asks the server listening on the socket to make a backup. `null` when no server listens there
 * (the command then opens the database itself).
 */
export function askServerForBackup(path: string): Promise<LocalBackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath: path, method: 'POST', path: '/backups' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as LocalBackupAnswer & { message?: string };
        if (res.statusCode === 201) resolve(body);
        else reject(new Error(`The server could not make the backup: ${body.message ?? res.statusCode}`));
      });
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    call.end();
  });
}
