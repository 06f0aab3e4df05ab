import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's release reminders; no row means both are off. */
export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  weeklyMail: boolean('weekly_mail').notNull().default(false),
  /** ISO weekday of the weekly mail, 1 (Monday) to 7 (Sunday). */
  weekday: smallint('weekday').notNull().default(1),
  push: boolean('push').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One browser (device) that subscribed to Web Push; its endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscriptionId: serial('subscription_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A reminder claimed for sending: the primary key lets only one instance claim it. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['weekly_mail', 'release_push'] }).notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);
