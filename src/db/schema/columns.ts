import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Exact money column: numeric(12,2), read as a string so no float ever touches it. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
