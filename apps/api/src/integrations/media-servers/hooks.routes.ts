import { HookAnswerSchema, INTEGRATION_LABELS, type MediaServerKind, MEDIA_SERVER_HOOK_MAX_BYTES, MEDIA_SERVER_MESSAGES } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError, invalid, notFound } from '../../errors';
import { errors } from '../../http/schemas';
import { readEmby } from '../emby/emby-payload';
import { readJellyfin } from '../jellyfin/jellyfin-payload';
import { readPlex } from '../plex/plex-payload';
import { type HookIntegration, mediaServerSettingsOf, recordEvent, recordFailure } from '../integrations.repository';
import { findHook, forgetHook, reloadHook } from './hook-cache';
import { READ_AGAIN, takePlay } from './plays.service';
import { type ReadPayload, UnreadablePayload } from './reported-play';

const tags = ['integrations'];
const NOT_FOUND = 'Not found';
const PAUSED = { outcome: 'ignored' as const, message: 'This integration is paused: nothing was recorded' };
const TOO_LARGE = `A webhook body is at most ${MEDIA_SERVER_HOOK_MAX_BYTES / 1024 / 1024} MB`;

const READERS: Record<MediaServerKind, (body: unknown, received: Date) => ReadPayload> = { jellyfin: readJellyfin, plex: readPlex, emby: readEmby };
/** The form field holding the JSON: Plex's `payload`, Emby's `data`. */
const JSON_FIELDS = new Set(['payload', 'data']);

function parsedJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new UnreadablePayload('The form’s payload is not JSON');
  }
}

/**
 * The JSON a server posted: the body itself, or the `payload` (Plex) or `data` (Emby) field of a
 * multipart form, whose other parts (Plex's thumbnail) are read and dropped, 1 MB in all.
 */
async function hookBody(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) throw new UnreadablePayload('The webhook has no body');
    return request.body;
  }
  let json: unknown;
  try {
    const limits = { fileSize: MEDIA_SERVER_HOOK_MAX_BYTES, fieldSize: MEDIA_SERVER_HOOK_MAX_BYTES, files: 4, fields: 20 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        await part.toBuffer();
        continue;
      }
      if (part.valueTruncated) throw new DomainError(413, TOO_LARGE);
      if (!JSON_FIELDS.has(part.fieldname)) continue;
      // A part sent as application/json arrives parsed (Plex labels its payload so).
      json = typeof part.value === 'string' ? parsedJson(part.value) : part.value;
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof UnreadablePayload) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(413, TOO_LARGE);
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw new UnreadablePayload('The form’s payload is not JSON');
    throw new UnreadablePayload('The form cannot be read');
  }
  if (json === undefined) throw new UnreadablePayload('The form has no payload (Plex) or data (Emby) field');
  return json;
}

/** Where Jellyfin, Plex and Emby post their plays: authenticated by the secret in the address, not a session. */
export const hookRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const lookUp = (row: Parameters<typeof app.lookup.fill>[0]) => app.lookup.fill(row);

  app.post(
    '/integrations/hooks/:integrationID/:secret',
    {
      bodyLimit: MEDIA_SERVER_HOOK_MAX_BYTES,
      schema: {
        tags,
        summary: 'Receive a play from Jellyfin, Plex or Emby',
        description:
          'The address the Integrations page shows, with its secret (compared in constant time): an unknown id or a wrong secret is a 404 that tells nothing more. Jellyfin: JSON from the template the page gives (Playback Stop); Plex: multipart/form-data with a `payload` JSON part (and a thumbnail part, dropped); Emby: JSON, or a form with the JSON in `data`. At most 1 MB (413). A body the server would not send is a 400 with a message and changes nothing; five refused in a row pause the integration, which says why. Events that record nothing (other notifications, other users, under the minimum share) are answered 200 with outcome ignored; a paused integration answers 202 and records nothing; a play reported before, by this server or another, is answered duplicate.',
        params: z.object({ integrationID: z.string().max(20), secret: z.string().max(200) }),
        response: { 200: HookAnswerSchema, 202: HookAnswerSchema, ...errors(400, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > MEDIA_SERVER_HOOK_MAX_BYTES) throw new DomainError(413, TOO_LARGE);
      const found = await findHook(db, request.params.integrationID, request.params.secret);
      if (!found) throw notFound(NOT_FOUND);
      let { hook } = found;
      if (hook.integration.paused) return reply.code(202).send(PAUSED);
      const kind = hook.integration.kind as MediaServerKind;
      const received = new Date();
      let read: ReadPayload;
      try {
        read = READERS[kind](await hookBody(request), received);
      } catch (error) {
        if (!(error instanceof UnreadablePayload)) throw error;
        const message = `${MEDIA_SERVER_MESSAGES.unreadable(INTEGRATION_LABELS[kind])}: ${error.message}`;
        forgetHook(db, hook.integration.integrationId);
        await recordFailure(db, hook.integration.integrationId, message, received);
        throw invalid(message);
      }
      // Anything the server could send, taken or ignored, is an event: the failures in a row start again.
      if ('ignored' in read) {
        await recordEvent(db, hook.integration, received);
        return { outcome: 'ignored' as const, message: read.ignored };
      }
      const take = (current: HookIntegration, fresh: boolean) => {
        const settings = mediaServerSettingsOf(current.integration);
        if (!settings || !current.ownerRole) throw notFound(NOT_FOUND);
        return takePlay(db, current, settings, { userId: current.integration.userId, role: current.ownerRole }, read.play, { lookUp, fresh });
      };
      let answer = await take(hook, found.fresh);
      if (answer === READ_AGAIN) {
        const reread = await reloadHook(db, request.params.integrationID, request.params.secret);
        if (!reread) throw notFound(NOT_FOUND);
        hook = reread;
        if (hook.integration.paused) return reply.code(202).send(PAUSED);
        answer = await take(hook, true);
        if (answer === READ_AGAIN) throw new Error('a fresh integration was answered as a copy');
      }
      await recordEvent(db, hook.integration, received);
      return answer;
    },
  );
};
