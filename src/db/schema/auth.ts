import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuthMethod } from '#core/auth/session';
import { belongsTo, createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_email_lower_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_first_name_lower_pattern_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('profiles_last_name_lower_pattern_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** The owner's notes on a customer (decision 174): who wrote each and when; gone with the account. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: id(),
    customerId: belongsTo('customer_id', () => users.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_notes_customer_created_idx').on(t.customerId, t.createdAt),
    check('customer_notes_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** The owner's tags on a customer (decision 174), one row a tag. */
export const customerTags = pgTable(
  'customer_tags',
  {
    customerId: belongsTo('customer_id', () => users.id),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_tags_pk', columns: [t.customerId, t.tag] }),
    index('customer_tags_tag_idx').on(t.tag),
    check('customer_tags_tag_length', sql`char_length(${t.tag}) between 1 and 32`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['customer', 'admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('user_roles_role_valid', sql`${t.role} in ('customer', 'admin')`)],
);

/** One row per signed-in device; refresh tokens rotate inside it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** How the session began: a recovery link lets the password be changed without the old one for 10 minutes. */
    method: text('method', { enum: ['password', 'signup', 'recovery', 'admin'] })
      .$type<AuthMethod>()
      .notNull()
      .default('password'),
    /** Supabase's assurance level: aal2 once a second factor was verified in this session. */
    aal: text('aal', { enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: belongsTo('session_id', () => authSessions.id),
    userId: belongsTo('user_id', () => users.id),
    parentId: uuid('parent_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use tokens for e-mail confirmation and password recovery, stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ['confirmation', 'recovery', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link applies when used: a new address, or the password of a sign-up over an unconfirmed account. */
    payload: jsonb('payload').$type<OneTimePayload>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    check(
      'one_time_tokens_kind_valid',
      sql`${t.kind} in ('confirmation', 'recovery', 'email_change')`,
    ),
  ],
);

export type OneTimePayload = {
  passwordHash?: string;
  userMetadata?: Record<string, unknown>;
  newEmail?: string;
};

/** A TOTP second factor (RFC 6238); one per account, usable once verified. */
export const mfaFactors = pgTable('mfa_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: text('last_step'),
  createdAt: createdAt(),
});

/** Single-use recovery codes for a lost authenticator, stored hashed. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);
