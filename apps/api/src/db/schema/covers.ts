import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** Covers kept in the database when it is a PostgreSQL server, so every instance serves every cover. */
export const covers = pgTable('covers', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  etag: text('etag').notNull(),
  size: integer('size').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Settings the instances of one database share. `jwt_secret_fingerprint`: a one-way digest of the
 * secret that signs sessions, so an instance with a different secret refuses to start.
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
