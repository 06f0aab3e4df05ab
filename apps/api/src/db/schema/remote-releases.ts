import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One immutable release of a remote (migration 0032, ADR 0043), with what it was built against. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    builtAgainst: jsonb('built_against').notNull(),
    /** Released with --force over the compatibility check's objections. */
    forced: boolean('forced').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/** Which release of a remote each user gets; every change is heard by every instance (the table's trigger). */
export const remoteRollouts = pgTable('remote_rollouts', {
  remote: text('remote').primaryKey(),
  currentVersion: text('current_version'),
  previousVersion: text('previous_version'),
  canaryVersion: text('canary_version'),
  canaryAudience: text('canary_audience').$type<'share' | 'staff'>(),
  canaryPercent: integer('canary_percent'),
  canaryStartedAt: timestamp('canary_started_at', { withTimezone: true }),
  stoppedVersion: text('stopped_version'),
  stoppedReason: text('stopped_reason'),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One load of a remote as the shell saw it. */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    loadId: bigserial('load_id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    ok: boolean('ok').notNull(),
    phase: text('phase'),
    ms: integer('ms').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_loads_version_idx').on(t.remote, t.version, t.reportedAt)],
);
