import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';

/**
 * The few parts of POSIX ustar (IEEE Std 1003.1, "pax" chapter, ustar interchange format) a
 * backup needs: regular files with short names, written and read as a stream. Written here
 * rather than taken from a package: the one in node_modules (tar-stream) is only a development
 * dependency of a tool, and the format is 512-byte blocks any `tar` reads.
 */
const BLOCK = 512;
const NAME_LENGTH = 100;
const MAX_SIZE = 8 ** 11 - 1;

export class BackupFileError extends Error {}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= NAME_LENGTH || !/^[\w./-]+$/.test(name)) throw new Error(`A backup part cannot be named ${name}`);
  if (size > MAX_SIZE) throw new Error(`A backup part of ${size} bytes is too large for the tar format`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'ascii');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function put(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes files into a tar stream, each entry's bytes read from its file on disk. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async addFile(name: string, path: string, size: number, mtime = new Date()): Promise<void> {
    await put(this.out, tarHeader(name, size, mtime));
    let written = 0;
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      written += chunk.length;
      await put(this.out, chunk);
    }
    if (written !== size) throw new Error(`${path} changed while it was being backed up`);
    await put(this.out, padding(size));
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await put(this.out, tarHeader(name, data.length, mtime));
    await put(this.out, data);
    await put(this.out, padding(data.length));
  }

  /** The two empty blocks that end an archive; the stream is ended too. */
  async finish(): Promise<void> {
    await put(this.out, Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Reads exact byte counts from a stream of chunks; running out is a truncated file. */
class ExactReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(source: Readable) {
    this.chunks = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  async read(count: number): Promise<Buffer> {
    while (this.length < count) {
      const next = await this.chunks.next();
      if (next.done) throw new BackupFileError('The backup file is truncated: it ends in the middle of a part');
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    this.buffered = [all.subarray(count)];
    this.length = all.length - count;
    return all.subarray(0, count);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Reads the entry's bytes in pieces; each call gives the next piece until `null`. */
  next(): Promise<Buffer | null>;
}

const PIECE = 64 * 1024;

function parseHeader(header: Buffer): { name: string; size: number } | null {
  if (header.every((byte) => byte === 0)) return null;
  const field = (start: number, length: number) => header.toString('ascii', start, start + length).replace(/\0.*$/s, '').trim();
  const expected = Number.parseInt(field(148, 8), 8);
  if (header.toString('ascii', 257, 262) !== 'ustar' || expected !== checksumOf(header)) {
    throw new BackupFileError('The backup file is damaged: a part header does not check out');
  }
  const type = field(156, 1);
  if (type !== '0' && type !== '') throw new BackupFileError(`The backup file holds an entry of a kind Shelfmark never writes (${type})`);
  const size = Number.parseInt(field(124, 12), 8);
  const name = field(0, NAME_LENGTH);
  if (!Number.isSafeInteger(size) || size < 0 || !/^[\w./-]+$/.test(name) || name.split('/').includes('..')) {
    throw new BackupFileError('The backup file is damaged: a part header does not check out');
  }
  return { name, size };
}

/**
 * The entries of a tar stream in order. Each entry must be read to its end (or skipped with
 * `drain`) before the next one is asked for.
 */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const reader = new ExactReader(source);
  for (;;) {
    const header = parseHeader(await reader.read(BLOCK));
    if (!header) return;
    let left = header.size;
    yield {
      ...header,
      next: async () => {
        if (left === 0) return null;
        const piece = await reader.read(Math.min(PIECE, left));
        left -= piece.length;
        return piece;
      },
    };
    while (left > 0) left -= (await reader.read(Math.min(PIECE, left))).length;
    await reader.read(padding(header.size).length);
  }
}
