import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept here instead of sent, when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  mailId: integer('mail_id').primaryKey().generatedAlwaysAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
