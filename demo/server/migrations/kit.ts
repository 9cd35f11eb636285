/**
 * What the landed migrations share. Frozen like them: a helper here never changes once a migration
 * calls it (a different one is a new helper), so each migration still builds what it built when it
 * landed. Migrations import only this, portable.ts and platform/ (they call no live code).
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely'
import { kindOf } from '../platform/dialect'

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder

/** A required reference to `table.column`, deleted with the row it names. */
export const cascade =
  (ref: string): Column =>
  (c) =>
    c.notNull().references(ref).onDelete('cascade')

/** `create index name on table (columns)`. */
export async function index(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}

/** `create unique index name on table (columns)`. */
export async function uniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).unique().on(table).columns(columns).execute()
}

// The tables as data (issue 29): a column map instead of a chain of addColumn calls.

/** A reference to `table.column` that may be null, deleted with the row it names. */
export const nullableCascade =
  (ref: string): Column =>
  (c) =>
    c.references(ref).onDelete('cascade')

type DataType = Parameters<CreateTableBuilder<string>['addColumn']>[1]
/** What a column is besides its type, in SQL's words, or any other modifier (`cascade(ref)`). */
export type Modifier = 'primary key' | 'not null' | 'unique' | { default: string | number } | Column
/**
 * A column: its type alone (nullable, no default), or its type and its modifiers:
 * `[int, 'not null', { default: 0 }]`, `['text', 'unique', cascade('sites.site_uuid')]`. kysely
 * prints a column's modifiers in an order of its own (`integer default 0 not null`), whatever
 * order they are given in.
 */
export type ColumnSpec = DataType | readonly [DataType, ...Modifier[]]

const modify = (c: ColumnDefinitionBuilder, modifier: Modifier): ColumnDefinitionBuilder =>
  modifier === 'primary key'
    ? c.primaryKey()
    : modifier === 'not null'
      ? c.notNull()
      : modifier === 'unique'
        ? c.unique()
        : typeof modifier === 'function'
          ? modifier(c)
          : c.defaultTo(modifier.default)

/** A spec's type and what builds the rest of the column. */
function parts(spec: ColumnSpec): [DataType, Column] {
  if (!Array.isArray(spec)) return [spec as DataType, (c) => c]
  const [type, ...modifiers] = spec as readonly [DataType, ...Modifier[]]
  return [type, (c) => modifiers.reduce(modify, c)]
}

/** Columns that share one spec, in the order of `names`: `alike(['loads', 'clicks'], spec)`. */
export const alike = (names: readonly string[], spec: ColumnSpec): Record<string, ColumnSpec> =>
  Object.fromEntries(names.map((name) => [name, spec]))

/** What follows the columns: a constraint, or a modifier of the whole statement. */
export type TableExtra = (
  t: CreateTableBuilder<string, string>,
) => CreateTableBuilder<string, string>

/** `primary key (columns)` under the constraint name `name`. */
export const compositeKey =
  (name: string, columns: string[]): TableExtra =>
  (t) =>
    t.addPrimaryKeyConstraint(name, columns)

/** `unique (columns)` under the constraint name `name`. */
export const uniqueTogether =
  (name: string, columns: string[]): TableExtra =>
  (t) =>
    t.addUniqueConstraint(name, columns)

/**
 * Clustered by its primary key on SQLite (`without rowid`); on PostgreSQL the primary key index
 * serves the same reads, and nothing is added.
 */
export const clustered =
  (db: Kysely<unknown>): TableExtra =>
  (t) =>
    kindOf(db) === 'postgres' ? t : t.modifyEnd(sql`without rowid`)

/**
 * `create table name (columns, extras)`: the columns in the order of the map (no column is named
 * by an integer, which an object would put first), then the extras in order.
 */
export async function table(
  db: Kysely<unknown>,
  name: string,
  columns: Record<string, ColumnSpec>,
  ...extras: TableExtra[]
): Promise<void> {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(name)
  for (const [column, spec] of Object.entries(columns))
    builder = builder.addColumn(column, ...parts(spec))
  for (const extra of extras) builder = extra(builder)
  await builder.execute()
}

/** `alter table name add column column spec`. */
export async function addColumn(
  db: Kysely<unknown>,
  name: string,
  column: string,
  spec: ColumnSpec,
): Promise<void> {
  await db.schema
    .alterTable(name)
    .addColumn(column, ...parts(spec))
    .execute()
}
