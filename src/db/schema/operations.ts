import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailContent } from '#core/mail/mail-content';
import { users } from './auth';
import { belongsTo, createdAt, id, updatedAt } from './columns';

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
    /** When the owner first answered it from the inbox (decision 175). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    // What waits for the owner counts the unread (migration 0031).
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
    index('contact_messages_email_lower_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('contact_messages_name_lower_pattern_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * A contact message's thread after the first message (decision 175): the owner's answers
 * ('out') and the customer's replies read from the shop's mailbox ('in'). `mailMessageId` is the
 * mail's Message-ID without brackets: replies find their thread by it, and a mail read twice is
 * stored once.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    contactMessageId: belongsTo('contact_message_id', () => contactMessages.id),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    body: text('body').notNull(),
    fromEmail: text('from_email').notNull(),
    mailMessageId: text('mail_message_id')
      .notNull()
      .unique('contact_replies_mail_message_id_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_replies_thread_idx').on(t.contactMessageId, t.createdAt),
    check('contact_replies_direction_valid', sql`${t.direction} in ('out', 'in')`),
  ],
);

/** The owner's saved answers for everyday questions. */
export const savedReplies = pgTable('saved_replies', {
  id: id(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A mail's threading headers, ids without angle brackets (decision 175). */
export type MailHeaders = { messageId: string; inReplyTo?: string; references?: string[] };

/**
 * Every e-mail the shop sends is written here first (by the outbox dispatcher, in the same
 * transaction that marks its event done); a sender delivers it when SMTP is set, retrying with
 * exponential backoff. After the last attempt `failed_at` is set: the owner sees it in the
 * admin and may resend it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part as it was sent; null until then (it is rendered from `content` at the send). */
    html: text('html'),
    /** A layout mail's content (decision 144), until it is sent. */
    content: jsonb('content').$type<MailContent>(),
    /** Where an answer goes: the shop's contact e-mail, or the customer an owner's mail is about. */
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    /** Threading headers (an answer to a contact message), sent the same on every attempt. */
    headers: jsonb('headers').$type<MailHeaders>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Delivery attempts so far (an attempt is counted when it is claimed). */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; also the lease of a claimed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the attempts ran out; cleared by a resend. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The outbox event that made this mail, if any. */
    eventId: uuid('event_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('mail_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The transactional outbox: a service writes its domain event (order placed, status changed, …)
 * in the same transaction as the change; the dispatcher, after the commit (and on a timer for
 * leftovers), fans it out to the live channel and to mail. Claimed with FOR UPDATE SKIP LOCKED
 * and a lease (`next_attempt_at`), so several API processes never dispatch one event at once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: id(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.dispatchedAt} is null`),
    check('outbox_events_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The owner's devices that asked for pushes (decision 176): a browser's push subscription. One
 * that its push service answers 404 or 410 for is deleted.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  userId: belongsTo('user_id', () => users.id),
  endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: createdAt(),
});

/** One row per day whose digest went out: the process that inserts it sends it (decision 176). */
export const ownerDigests = pgTable('owner_digests', {
  day: date('day').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  (t) => [
    primaryKey({ columns: [t.bucket, t.name] }),
    check('storage_objects_size_non_negative', sql`${t.size} >= 0`),
  ],
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
    foreignKey({
      columns: [t.bucket, t.name],
      foreignColumns: [storageObjects.bucket, storageObjects.name],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('storage_chunks_seq_non_negative', sql`${t.seq} >= 0`),
  ],
);

/**
 * Sliding-window attempt counters (every rate limit of the shop: sign-in, refresh, uploads,
 * contact messages, discount checks) shared by every API process on one PostgreSQL server, so N
 * processes don't allow N times the limit. `hits` holds the times of the allowed attempts still
 * in the window; `count` the number of the latest attempt in it. Expired rows are swept.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    hits: timestamp('hits', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('rate_limit_windows_reset_at_idx').on(t.resetAt),
    check('rate_limit_windows_count_positive', sql`${t.count} > 0`),
  ],
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
