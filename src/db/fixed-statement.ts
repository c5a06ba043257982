import { PGlite } from '@electric-sql/pglite';
import type { Executor } from './client';
import { queryPrepared } from './pglite-prepared';

/**
 * A statement whose SQL text is written once, when its module loads, and run straight on the
 * driver with positional parameters: no query is built per call, and on PostgreSQL it is a named
 * prepared statement, so each connection parses and plans it once. For the statements every
 * order pays for (decision 043); the rest of the shop builds its SQL with Drizzle. On PGlite it
 * is a named prepared statement outside a transaction (`queryPrepared`); inside one, PGlite's own
 * query runs it, since a transaction holds the database and the locks it would take.
 *
 * The drivers answer in their own types: numeric as a string on both, timestamptz as a Date,
 * jsonb and arrays parsed (but node-postgres reads numeric[] as floats: answer numeric scalars).
 * Callers map the row themselves.
 */
export type FixedStatement = { readonly name: string; readonly text: string };

const texts = new Map<string, string>();

export function fixedStatement(name: string, text: string): FixedStatement {
  // PostgreSQL keeps a prepared statement per connection by name: two texts under one name fail.
  if (texts.has(name)) throw new Error(`fixed statement "${name}" is defined twice`);
  const statement = Object.freeze({ name, text: text.replace(/\s+/g, ' ').trim() });
  texts.set(name, statement.text);
  return statement;
}

/** A fixed statement's text by its name (what a Bind message names, for the tests that count). */
export const fixedStatementText = (name: string): string | undefined => texts.get(name);

type QueryResult = { rows: unknown[] };
/** node-postgres (Pool or PoolClient) takes a config object; PGlite (or its transaction) text and params. */
type PgClient = {
  query(config: { name: string; text: string; values: unknown[] }): Promise<QueryResult>;
};
type PgliteClient = { exec: unknown; query(text: string, params: unknown[]): Promise<QueryResult> };

/**
 * The driver under a Drizzle database or transaction. Drizzle keeps it as `session.client`
 * (the pool or the transaction's pooled connection; PGlite or its transaction), which is the
 * connection its own queries in that transaction use, so a fixed statement in `db.transaction`
 * runs inside it.
 */
function driverOf(executor: Executor): PgClient | PgliteClient {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function')
    throw new Error('fixed statements need a Drizzle database or transaction over pg or PGlite');
  return client as PgClient | PgliteClient;
}

export async function runFixed<Row>(
  executor: Executor,
  statement: FixedStatement,
  params: readonly unknown[],
): Promise<Row[]> {
  const client = driverOf(executor);
  const values = params as unknown[];
  const result =
    client instanceof PGlite
      ? await queryPrepared(client, statement.name, statement.text, values)
      : 'exec' in client
        ? await client.query(statement.text, values)
        : await client.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
}
