import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCover } from '../covers/cover-store';
import { diskCoverStore } from '../covers/disk-store';
import { postgresCoverStore } from '../covers/postgres-store';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { jpeg } from '../testing/multipart';
import { COVERS_USAGE, runCoversCommand } from './covers-command';

describe('npm run covers', () => {
  let server: TestApp;
  let folder: string;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await buildTestApp();
    folder = await mkdtemp(join(tmpdir(), 'shelfmark-covers-cli-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('moves the covers of DATA_DIR/covers into the configured store', async () => {
    await writeFile(join(folder, 'MOVIE8.jpg'), jpeg(300));
    const store = postgresCoverStore(server.app.database.db);
    const result = await runCoversCommand(['migrate'], { defaultFolder: folder, openStore: async () => store, log: (line) => lines.push(line) });
    expect(result).toEqual({ code: 0, message: `Moved 1 covers from ${folder} into the postgres store; 0 were there already.` });
    expect(lines).toEqual(['MOVIE8: moved']);
    expect(await hasCover(store, 'MOVIE8')).toBe(true);
    expect(await readdir(folder)).toEqual([]);
  });

  it('takes covers from another folder with --from', async () => {
    const other = await mkdtemp(join(tmpdir(), 'shelfmark-covers-from-'));
    await writeFile(join(other, 'TV9.jpg'), jpeg(300));
    const store = postgresCoverStore(server.app.database.db);
    const result = await runCoversCommand(['migrate', '--from', other], { defaultFolder: folder, openStore: async () => store, log: () => {} });
    expect(result.code).toBe(0);
    expect(await hasCover(store, 'TV9')).toBe(true);
    await rm(other, { recursive: true, force: true });
  });

  it('refuses to move the disk store onto itself', async () => {
    const result = await runCoversCommand(['migrate'], { defaultFolder: folder, openStore: async () => diskCoverStore(folder), log: () => {} });
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/kept as files in this folder already/);
  });

  it.each([[['move']], [['migrate', '--from']], [['migrate', 'extra']], [['migrate', '--from', 'x', 'y']]])('prints the usage for %j', async (args) => {
    expect(await runCoversCommand(args, { defaultFolder: folder, openStore: async () => diskCoverStore(folder), log: () => {} })).toEqual({
      code: 2,
      message: COVERS_USAGE,
    });
  });
});
