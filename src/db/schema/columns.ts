import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Exact money column: numeric(12,2), read as a string so no float ever touches it. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The row's parent, which it cannot be without: deleting the parent deletes the row. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });
