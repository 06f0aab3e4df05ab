import { readFileSync } from 'node:fs';
import type { MediaServerKind, MediaServerSettings } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import { insertIntegration } from '../integrations.repository';
import { hashHookSecret } from '../media-servers/hook-cache';

/** A fixture of ../fixtures (see its README for where each comes from), parsed. */
export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** A media server integration straight in the database, and the path of its receiving address. */
export async function mediaServerOf(app: FastifyInstance, userId: number, kind: MediaServerKind, settings: Partial<MediaServerSettings> = {}) {
  const secret = `secret-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  const row = await insertIntegration(app.database.db, {
    userId,
    kind,
    name: `My ${kind}`,
    settings: { serverUsers: ['ana'], libraries: [], minimumPercent: 10, createUnknown: false, ...settings },
    secretHash: hashHookSecret(secret),
  });
  return { integrationId: row.integrationId, path: `/api/v1/integrations/hooks/${row.integrationId}/${secret}` };
}

/** Plex's post: multipart/form-data with the JSON in `payload` and a JPEG thumbnail in `thumb`, as Plex Media Server sends it. */
/** A JPEG's first bytes, then filler: what Plex attaches as the poster. */
function thumbnailBytes(size = 2048): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return data;
}

export function plexForm(payload: object, thumbnail: Buffer | null = thumbnailBytes()) {
  const boundary = `------------------------${Math.random().toString(16).slice(2, 18)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(payload)}\r\n`)];
  if (thumbnail) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="thumb"; filename="thumb.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), thumbnail, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
