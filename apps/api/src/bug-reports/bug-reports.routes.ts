import { BugReportRecordSchema, BugReportSchema } from '@shelfmark/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../http/schemas';
import { allowedTo, currentUser, signedIn } from '../plugins/auth';
import { insertBugReport, listBugReports } from './bug-reports.repository';
import { adminEmails } from '../accounts/users.repository';

const tags = ['bugreports'];

export const bugReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/bugreports',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Report a bug',
        description:
          'The /bugreport form: {title, circumstances?, content}. Stored, and mailed with the caller’s user id to BUG_REPORT_EMAIL, or to every admin when that is unset (SMTP, or the local outbox). Answers the stored report.',
        body: BugReportSchema,
        response: { 201: BugReportRecordSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const report = await insertBugReport(db, { userId, ...request.body });
      const recipients = app.config.bugReportEmail ? [app.config.bugReportEmail] : await adminEmails(db);
      for (const to of recipients) {
        app.mailer.send({
          to,
          subject: `Shelfmark bug report #${report.bugreportID}: ${report.title}`,
          text: [`From user ${userId}`, '', `Bug: ${report.title}`, '', 'Circumstances:', report.circumstances, '', 'What happened:', report.content].join('\n'),
        });
      }
      return reply.code(201).send(report);
    },
  );

  app.get(
    '/bugreports',
    {
      onRequest: allowedTo('readBugReports'),
      schema: { tags, summary: 'Bug reports, newest first (admin)', response: { 200: z.array(BugReportRecordSchema), ...errors(401, 403) } },
    },
    async () => listBugReports(db),
  );
};
