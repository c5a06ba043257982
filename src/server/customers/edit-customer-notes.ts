import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { customerNotes } from '../../db/schema/auth';
import type { CustomerNote } from '#core/customers/customer-responses';
import { conflict, notFound } from '../lib/domain-error';
import { noteColumns, toNote } from './read-customer';
import { findCustomerForUpdate } from './find-customer-for-update';

/** A customer's notes are bounded, so the page that shows them all stays small. */
export const MAX_NOTES_PER_CUSTOMER = 200;

async function readNote(db: Executor, noteId: string): Promise<CustomerNote> {
  const [row] = await queryRows<{ note: Parameters<typeof toNote>[0] }>(
    db,
    sql`select ${noteColumns} as note from customer_notes n left join users a on a.id = n.author_id where n.id = ${noteId}`,
  );
  if (!row) throw notFound('Note not found');
  return toNote(row.note);
}

/** The owner writes a note on a customer (decision 174); the author is the signed-in admin. */
export async function createCustomerNote(
  db: Executor,
  input: { customerId: string; authorId: string | null; body: string },
): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    await findCustomerForUpdate(tx, input.customerId);
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from customer_notes where customer_id = ${input.customerId}`,
    );
    if ((counted?.n ?? 0) >= MAX_NOTES_PER_CUSTOMER)
      throw conflict(
        `A customer has at most ${MAX_NOTES_PER_CUSTOMER} notes; delete one first`,
        'too_many_notes',
      );
    const [row] = await tx.insert(customerNotes).values(input).returning({ id: customerNotes.id });
    return readNote(tx, row!.id);
  });
}

/** The owner rewrites a note; its author stays, its updatedAt moves. */
export async function updateCustomerNote(
  db: Executor,
  input: { customerId: string; noteId: string; body: string },
): Promise<CustomerNote> {
  const [row] = await db
    .update(customerNotes)
    .set({ body: input.body, updatedAt: sql`now()` })
    .where(and(eq(customerNotes.id, input.noteId), eq(customerNotes.customerId, input.customerId)))
    .returning({ id: customerNotes.id });
  if (!row) throw notFound('Note not found');
  return readNote(db, row.id);
}

export async function deleteCustomerNote(
  db: Executor,
  input: { customerId: string; noteId: string },
): Promise<void> {
  const [row] = await db
    .delete(customerNotes)
    .where(and(eq(customerNotes.id, input.noteId), eq(customerNotes.customerId, input.customerId)))
    .returning({ id: customerNotes.id });
  if (!row) throw notFound('Note not found');
}
