import { KOREADER_ERRORS, KOREADER_MEDIA_TYPE } from '@shelfmark/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors';
import { applyProgress } from './book-progress.service';
import { findProgress, findSyncAccount, saveProgress, setAppliedPercentage, type SyncAccount } from './koreader.repository';
import { credentialsOf, hashOfUserKey, isKeyField, KoreaderFailure, readProgressBody } from './koreader-protocol';

const tags = ['koreader'];
const AUTH = `KOReader's own credentials: x-auth-user (the Shelfmark username) and x-auth-key (md5 of the sync key, as the plugin sends it); a wrong pair is 401 {code: 2001}. Accept: ${KOREADER_MEDIA_TYPE}.`;
const FailureSchema = z.object({ code: z.number().int(), message: z.string() });
const failures = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, FailureSchema]));

const ProgressSchema = z.object({
  document: z.string().optional(),
  percentage: z.number().optional(),
  progress: z.string().optional(),
  device: z.string().optional(),
  device_id: z.string().optional(),
  timestamp: z.number().optional(),
});

/** The reference server's error number for a refusal that is not its own (a body too large, a bad character). */
const codeOf = (status: number) => (status === 401 ? KOREADER_ERRORS.unauthorized.code : KOREADER_ERRORS.invalidFields.code);

/**
 * KOReader's progress-sync protocol (the "Progress sync" plugin with a custom server), answered
 * as koreader/koreader-sync-server answers it: status codes and JSON {code, message} refusals
 * the plugin shows to the reader. Accounts are Shelfmark's; the password is a sync key.
 */
export const koreaderSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof KoreaderFailure) return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    const status = error instanceof DomainError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) return reply.code(status).send({ code: codeOf(status), message: error.message });
    throw error;
  });

  const authorize = async (request: FastifyRequest): Promise<SyncAccount> => {
    const credentials = credentialsOf(request.headers);
    const account = credentials && (await findSyncAccount(db, credentials.username, hashOfUserKey(credentials.userKey)));
    if (!account) throw new KoreaderFailure('unauthorized');
    return account;
  };

  app.post(
    '/koreader/users/create',
    {
      schema: {
        tags,
        summary: 'KOReader: register (refused)',
        description: 'Accounts are made in Shelfmark, never through KOReader: always 402 {code: 2005} with a message saying where the sync key comes from.',
        response: failures(402),
      },
    },
    async () => {
      throw new KoreaderFailure('registrationDisabled');
    },
  );

  app.get(
    '/koreader/users/auth',
    { schema: { tags, summary: 'KOReader: check the credentials', description: AUTH, response: { 200: z.object({ authorized: z.literal('OK') }), ...failures(401) } } },
    async (request) => {
      await authorize(request);
      return { authorized: 'OK' as const };
    },
  );

  app.put(
    '/koreader/syncs/progress',
    {
      schema: {
        tags,
        summary: 'KOReader: record a document’s progress',
        description: `${AUTH} Body {document, progress, percentage, device, device_id}. Answers {document, timestamp} (Unix seconds). A document linked to a book moves it on the shelf. Refusals as the reference server's: 403 {code: 2004} without a document, 2007 for one not made of letters, digits and _, 2003 for other missing fields.`,
        response: { 200: z.object({ document: z.string(), timestamp: z.number() }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const account = await authorize(request);
      const progress = readProgressBody(request.body, new Date());
      const saved = await saveProgress(db, account.integrationId, progress);
      if (saved.mediaId !== null && !account.paused && saved.appliedPercentage !== saved.percentage) {
        try {
          const viewer = { userId: account.userId, role: account.role };
          await applyProgress(db, viewer, {
            integrationId: account.integrationId,
            mediaId: saved.mediaId,
            share: saved.percentage,
            source: `KOReader (${saved.device})`,
            verb: 'Read',
            autoMarkDone: account.settings.autoMarkDone,
          });
          await setAppliedPercentage(db, saved.documentId, saved.percentage);
        } catch (error) {
          // The reader's sync has worked; the shelf catches up with the next progress.
          request.log.warn({ err: error }, 'KOReader progress not applied to the shelf');
        }
      }
      return { document: progress.document, timestamp: progress.syncedAt };
    },
  );

  app.get(
    '/koreader/syncs/progress/:document',
    {
      schema: {
        tags,
        summary: 'KOReader: the latest progress of a document',
        description: `${AUTH} The progress any device sent last: {document, percentage, progress, device, device_id, timestamp}, or {} when none has been sent.`,
        params: z.object({ document: z.string() }),
        response: { 200: ProgressSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const account = await authorize(request);
      const { document } = request.params;
      if (!isKeyField(document)) throw new KoreaderFailure('documentMissing');
      const found = await findProgress(db, account.integrationId, document);
      if (!found) return {};
      return {
        percentage: found.percentage,
        progress: found.progress,
        device: found.device,
        ...(found.deviceId === null ? {} : { device_id: found.deviceId }),
        timestamp: found.syncedAt,
        document: found.document,
      };
    },
  );
};
