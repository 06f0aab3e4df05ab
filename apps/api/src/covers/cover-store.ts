import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface CoverFile {
  etag: string;
  size: number;
  /** The bytes, read as they are sent; null when the caller's ETag still matches (not modified). */
  body: Readable | null;
}

/**
 * Where covers are kept. Names are checked by the caller (CoverNameSchema); every instance of a
 * fleet must see the same store, so only `disk` is per machine.
 */
export interface CoverStore {
  readonly kind: 'disk' | 'postgres' | 's3';
  /** Replaces the cover of this name; a reader sees the old cover or the new one, never a mix. */
  save(name: string, data: Buffer): Promise<void>;
  /** The cover, or null when there is none; `ifNoneMatch` is the ETag the client already has. */
  open(name: string, ifNoneMatch?: string): Promise<CoverFile | null>;
  /** Removes the cover of this name, if there is one. */
  remove(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A strong ETag from the bytes themselves, so every instance answers the same one for a cover. */
export function contentEtag(data: Buffer): string {
  return `"${data.length.toString(16)}-${createHash('sha256').update(data).digest('hex').slice(0, 20)}"`;
}

/** The ETag of the cover of this name, or null when there is none (its bytes are not read). */
export async function coverEtag(store: CoverStore, name: string): Promise<string | null> {
  const cover = await store.open(name);
  cover?.body?.destroy();
  return cover?.etag ?? null;
}

/** Whether the store has a cover of this name (its bytes are not read). */
export async function hasCover(store: CoverStore, name: string): Promise<boolean> {
  return (await coverEtag(store, name)) !== null;
}
