import type { Sql } from '../db/client.ts';

export interface TableInfo {
  name: string;
  /** Primary key columns, for a stable dump order. */
  key: string[];
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The application's tables in the public schema, parents before children (by their foreign keys),
 * so a restore inserts them in this order with every constraint checked.
 */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const tables = await sql(
    `select c.relname as name,
            coalesce((select array_agg(a.attname::text order by k.ord)
                        from pg_index i
                        cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
                        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                       where i.indrelid = c.oid and i.indisprimary), '{}') as key
       from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const edges = await sql(
    `select child.relname as child, parent.relname as parent
       from pg_constraint f
       join pg_class child on child.oid = f.conrelid
       join pg_class parent on parent.oid = f.confrelid
      where f.contype = 'f' and f.connamespace = 'public'::regnamespace and f.conrelid <> f.confrelid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const edge of edges) {
    const set = parents.get(String(edge.child)) ?? new Set();
    set.add(String(edge.parent));
    parents.set(String(edge.child), set);
  }
  const byName = new Map(tables.map((row) => [String(row.name), { name: String(row.name), key: toArray(row.key) }]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Foreign keys form a cycle through ${name}: the backup cannot order its tables.`);
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) if (byName.has(parent)) visit(parent);
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const name of byName.keys()) visit(name);
  return ordered;
}

/** Every sequence of the public schema with its position (identity columns own one each). */
export async function listSequences(sql: Sql): Promise<{ name: string; last_value: string | null }[]> {
  const rows = await sql(`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' order by sequencename`);
  return rows.map((row) => ({ name: String(row.name), last_value: row.last_value === null ? null : String(row.last_value) }));
}

/** node-postgres parses name[] into an array; PGlite may hand back the text form. */
function toArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value ?? '').replace(/^\{|\}$/g, '');
  return text ? text.split(',') : [];
}
