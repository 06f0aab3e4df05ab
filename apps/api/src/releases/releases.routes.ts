import {
  PromoteRequestSchema,
  REMOTE_RELEASE_MESSAGES as M,
  RemoteLoadsReportSchema,
  RemoteNameSchema,
  RemoteRolloutSchema,
  RollbackRequestSchema,
} from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../errors';
import { errors, NoContentSchema } from '../http/schemas';
import { withRole } from '../plugins/auth';
import { listRollouts, promote, recordLoads, rollback, stopCanary, stopFailingCanaries } from './releases.repository';

const tags = ['admin'];
const adminOnly = withRole('admin');
const RemoteParams = z.object({ remote: RemoteNameSchema });
const DoneSchema = z.object({ message: z.string() });
/** Reports a minute per user (or anonymous visitor) and address: a page load sends one or two. */
export const REMOTE_LOAD_REPORTS_PER_MINUTE = 30;

/** The admin screen's remote releases (ADR 0043), and the shell's reports of its remote loads. */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const reports = app.attemptCounter('remote-loads', REMOTE_LOAD_REPORTS_PER_MINUTE, 60_000);

  app.get(
    '/admin/remote-releases',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Each remote’s releases and rollout (admin)',
        description: 'Per remote: the current version, the canary (its audience) and the last stopped canary with why; per release, newest first: loads reported by the shell, failure rate and median load time.',
        response: { 200: z.array(RemoteRolloutSchema), ...errors(401, 403) },
      },
    },
    async () => listRollouts(db, app.releases.fixed),
  );

  app.post(
    '/admin/remote-releases/:remote/promote',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Promote a release of a remote (admin)',
        description:
          'audience everyone (the default) makes the version current for every user on every instance at once; share (with percent) or staff makes it the canary. Without a version, the running canary goes to everyone. An unknown version is 404, nothing changed.',
        params: RemoteParams,
        body: PromoteRequestSchema,
        response: { 200: DoneSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: await promote(db, request.params.remote, request.body) }),
  );

  app.post(
    '/admin/remote-releases/:remote/rollback',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Roll a remote back (admin)',
        description: 'To the given version, or to the one before the current; ends any canary. Unknown version, or nothing to go back to: 404, nothing changed.',
        params: RemoteParams,
        body: RollbackRequestSchema,
        response: { 200: DoneSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: await rollback(db, request.params.remote, request.body.version) }),
  );

  app.post(
    '/admin/remote-releases/:remote/stop',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Stop a remote’s canary (admin)',
        description: 'Every user gets the current version again. No canary running: 404.',
        params: RemoteParams,
        response: { 200: DoneSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({ message: await stopCanary(db, request.params.remote, 'Stopped by an admin') }),
  );

  app.post(
    '/remote-loads',
    {
      preHandler: async (request, reply) => {
        const waitMs = await reports.hit(`${request.user?.userId ?? '-'}:${request.ip}`);
        if (waitMs === 0) return;
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        reply.header('Retry-After', String(seconds));
        throw Object.assign(new Error(M.tooManyReports(seconds)), { statusCode: 429 });
      },
      schema: {
        tags: ['remote-loads'],
        summary: 'Report how the shell’s remote loads went',
        description: `The shell sends, after loading, each remote's load: its version, whether it loaded, where a failure happened, and how long it took (at most 20 a report). Signed in or not; rate-limited to ${REMOTE_LOAD_REPORTS_PER_MINUTE} reports a minute per user and address. A canary failing clearly more than the current version stops itself.`,
        security: [],
        body: RemoteLoadsReportSchema,
        response: { 204: NoContentSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { loads } = request.body;
      await recordLoads(db, loads, request.user ? request.user.userId : null);
      const canaries = new Set(loads.filter((load) => !load.ok).map((load) => load.remote));
      // Two reports at once may both find the canary failing: the second finds it stopped already.
      await stopFailingCanaries(db, canaries).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
      });
      return reply.code(204).send(null);
    },
  );
};
