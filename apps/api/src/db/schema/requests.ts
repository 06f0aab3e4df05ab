import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MEDIA_TYPE_VALUES } from '@shelfmark/contract';
import { users } from './users';

export const mediaRequests = pgTable(
  'media_requests',
  {
    requestId: integer('request_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type', { enum: MEDIA_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    creator: text('creator'),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'done', 'declined'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('media_requests_status_idx').on(t.status, t.requestId),
    index('media_requests_user_idx').on(t.userId, t.requestId),
    check('media_requests_status_check', sql`${t.status} in ('open', 'done', 'declined')`),
  ],
);

export const bugReports = pgTable('bug_reports', {
  bugreportId: integer('bugreport_id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  title: text('title').notNull(),
  circumstances: text('circumstances').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
