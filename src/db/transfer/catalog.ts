import type { SqlSession } from './sql-session';

export type ColumnInfo = { name: string; type: string };
export type TableInfo = {
  name: string;
  columns: ColumnInfo[];
  hasUserTriggers: boolean;
  hasIdentityAlways: boolean;
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteIdent = quote;

/**
 * Every table of the shop's schema, read from the database itself (not a hard-coded list), in
 * foreign-key order: a table comes after every table it references, so rows can be inserted
 * with all constraints checked.
 */
export async function listTables(session: SqlSession, schema = 'public'): Promise<TableInfo[]> {
  const tables = await session.query<{ name: string; triggers: boolean; identity_always: boolean }>(
    `select c.relname as name,
            exists(select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as triggers,
            exists(select 1 from pg_attribute a where a.attrelid = c.oid and a.attidentity = 'a') as identity_always
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
    [schema],
  );
  const columns = await session.query<{ table: string; name: string; type: string }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by c.relname, a.attnum`,
    [schema],
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
    [schema],
  );
  const byName = new Map(
    tables.map((t) => [
      t.name,
      {
        name: t.name,
        columns: columns
          .filter((c) => c.table === t.name)
          .map(({ name, type }) => ({ name, type })),
        hasUserTriggers: t.triggers,
        hasIdentityAlways: t.identity_always,
      },
    ]),
  );
  return topologicalOrder([...byName.values()], references);
}

/** Kahn's algorithm, alphabetical among equals so the order is stable; a cycle is an error. */
export function topologicalOrder<T extends { name: string }>(
  items: T[],
  edges: { child: string; parent: string }[],
): T[] {
  const parents = new Map(items.map((i) => [i.name, new Set<string>()]));
  for (const e of edges)
    if (parents.has(e.child) && parents.has(e.parent)) parents.get(e.child)!.add(e.parent);
  const done = new Set<string>();
  const ordered: T[] = [];
  while (ordered.length < items.length) {
    const ready = items.filter(
      (i) => !done.has(i.name) && [...parents.get(i.name)!].every((p) => done.has(p)),
    );
    if (ready.length === 0) {
      const left = items.filter((i) => !done.has(i.name)).map((i) => i.name);
      throw new Error(`Foreign keys form a cycle between: ${left.join(', ')}`);
    }
    for (const item of ready) {
      done.add(item.name);
      ordered.push(item);
    }
  }
  return ordered;
}

export type SequenceState = { name: string; lastValue: string; isCalled: boolean };

/** Every sequence (order numbers, serial and identity columns) with its exact position. */
export async function readSequences(
  session: SqlSession,
  schema = 'public',
): Promise<SequenceState[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'S' order by c.relname`,
    [schema],
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${quote(schema)}.${quote(name)}`,
    );
    states.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
  }
  return states;
}

/** The migrations applied to this database (drizzle's journal), oldest first. */
export async function readMigrations(session: SqlSession): Promise<string[]> {
  const [exists] = await session.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return [];
  const rows = await session.query<{ hash: string }>(
    `select hash from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((r) => r.hash);
}
