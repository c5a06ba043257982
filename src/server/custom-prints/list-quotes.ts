import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { printModels, printQuotes } from '../../db/schema/custom-prints';
import type { AdminQuotesQuery } from '#core/lists/admin-list-queries';
import { pageOffset, prefixPattern, type Page } from '#core/lists/list-query';
import { notFound } from '../lib/domain-error';
import type { ModelRow } from './model-view';
import type { QuoteRow } from './quote-view';

export type QuoteWithModel = { quote: QuoteRow; model: ModelRow };

/** One quote with its model; `forUpdate` locks the quote row inside a transaction. */
export async function findQuote(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteWithModel> {
  const query = db
    .select()
    .from(printQuotes)
    .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
    .where(eq(printQuotes.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: printQuotes }) : await query;
  if (!row) throw notFound('This quote does not exist.', 'quote_not_found');
  return { quote: row.print_quotes, model: row.print_models };
}

/** A customer's quote requests (instant prices they never asked about are not listed). */
export async function listQuotesOfUser(db: Executor, userId: string): Promise<QuoteWithModel[]> {
  const rows = await db
    .select()
    .from(printQuotes)
    .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
    .where(and(eq(printQuotes.userId, userId), ne(printQuotes.status, 'priced')))
    .orderBy(desc(printQuotes.createdAt))
    .limit(200);
  return rows.map((r) => ({ quote: r.print_quotes, model: r.print_models }));
}

/** The owner's list: requests by default, or any status; searched by customer e-mail or file name (prefix); a page at a time. */
export async function listQuotesForAdmin(
  db: Executor,
  query: AdminQuotesQuery,
): Promise<Page<QuoteWithModel & { customerEmail: string | null }>> {
  const pattern = query.q ? prefixPattern(query.q) : undefined;
  const where = and(
    query.status ? eq(printQuotes.status, query.status) : ne(printQuotes.status, 'priced'),
    pattern
      ? or(
          sql`lower(${users.email}) like ${pattern}`,
          sql`lower(${printModels.originalName}) like ${pattern}`,
        )
      : undefined,
  );
  const by = query.dir === 'asc' ? asc : desc;
  const [items, [counted]] = await Promise.all([
    db
      .select({ quote: printQuotes, model: printModels, customerEmail: users.email })
      .from(printQuotes)
      .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
      .leftJoin(users, eq(users.id, printQuotes.userId))
      .where(where)
      .orderBy(by(printQuotes.createdAt), by(printQuotes.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(printQuotes)
      .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
      .leftJoin(users, eq(users.id, printQuotes.userId))
      .where(where),
  ]);
  return { items, total: counted?.count ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The custom prints of an order, with their files: what the owner prints from. */
export async function listQuotesOfOrder(db: Executor, orderId: string): Promise<QuoteWithModel[]> {
  const rows = await db
    .select()
    .from(printQuotes)
    .innerJoin(printModels, eq(printModels.id, printQuotes.modelId))
    .where(eq(printQuotes.orderId, orderId))
    .orderBy(desc(printQuotes.createdAt));
  return rows.map((r) => ({ quote: r.print_quotes, model: r.print_models }));
}
