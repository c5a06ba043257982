import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Shop settings as named JSON documents; the shape of each lives in core's settings schema. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/** Every e-mail the shop sends is written here first; a sender delivers it when SMTP is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/** Keys the server generates once and shares between its processes (e.g. the JWT key). */
export const serverSecrets = pgTable('server_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Metadata of every stored file (product images, 3D models); the bytes live in the storage backend. */
export const storageObjects = pgTable(
  'storage_objects',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull(),
    cacheControl: text('cache_control').notNull().default('max-age=3600'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.name] }), check('storage_objects_size_non_negative', sql`${t.size} >= 0`)],
);

/** bytea; node-postgres answers with a Buffer, PGlite with a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of stored files when the shop runs on a PostgreSQL server (every API process sees
 * them), cut into chunks so a download streams without loading a whole 3D model in memory.
 * Rows go with their object (cascade), so a delete or an upsert never leaves stray bytes.
 */
export const storageChunks = pgTable(
  'storage_chunks',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.name, t.seq] }),
    foreignKey({ columns: [t.bucket, t.name], foreignColumns: [storageObjects.bucket, storageObjects.name] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('storage_chunks_seq_non_negative', sql`${t.seq} >= 0`),
  ],
);

/**
 * Fixed-window attempt counters (sign-in, sign-up, token refresh) shared by every API process on
 * one PostgreSQL server, so N processes don't allow N times the limit. Expired rows are swept.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_at_idx').on(t.resetAt), check('rate_limit_windows_count_positive', sql`${t.count} > 0`)],
);

/** Rows the demo seed created, so the owner can remove all demo data in one action. */
export const demoRecords = pgTable(
  'demo_records',
  {
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);
