// The data model stays visible (issue 23): schema.ts declares every table, column, index and constraint the
// migrations build, drizzle-kit would generate nothing from it, and docs/data-model.md names every trigger, function
// and session setting.

import { readFile } from 'node:fs/promises'
import { is, sql, type SQL } from 'drizzle-orm'
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '@/db/schema'
import { rowsOf } from '@/db/rows'
import { useTestApp } from '@/testing/test-app'

const t = useTestApp()

// drizzle-kit's API adds an enumerable Array.prototype.random (and String helpers) when it loads. Test files share a
// worker's globals (vitest `isolate: false`), and a later file's pdf.js refuses an Array.prototype with an enumerable
// property: the helper stays, no longer enumerable.
for (const [proto, key] of [
  [Array.prototype, 'random'],
  [String.prototype, 'camelCase'],
  [String.prototype, 'capitalise'],
  [String.prototype, 'concatIf'],
  [String.prototype, 'squashSpaces'],
  [String.prototype, 'trimChar'],
] as const) {
  if (Object.prototype.propertyIsEnumerable.call(proto, key))
    Object.defineProperty(proto, key, { enumerable: false })
}

describe('schema.ts and docs/data-model.md against the database the migrations build', () => {
  const exported: unknown[] = Object.values(schema)
  const declared = exported.filter((value): value is PgTable => is(value, PgTable)).map(getTableConfig)
  const lines = async (statement: SQL) =>
    (await rowsOf<{ line: string }>(t.db, statement)).map((row) => row.line).sort()
  const unique = (values: string[]) => [...new Set(values)].sort()

  it('declares every table and column: its type, NOT NULL, and whether it has a default or is generated', async () => {
    const inDatabase = await lines(sql`
      select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || case when a.attnotnull then ' not null' else '' end
        || case when a.attgenerated <> '' then ' generated' when a.atthasdef then ' default' else '' end as line
      from pg_attribute as a join pg_class as c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`)
    const inSchema = declared.flatMap(({ name, columns }) =>
      columns.map(
        (column) =>
          // A serial column is an integer type with a sequence's default in the database.
          `${name}.${column.name} ${column
            .getSQLType()
            .replace(/^bigserial$/, 'bigint')
            .replace(/^serial$/, 'integer')}` +
          `${column.notNull ? ' not null' : ''}` +
          (column.generated ? ' generated' : column.hasDefault ? ' default' : ''),
      ),
    )
    expect(unique(inSchema)).toEqual(inDatabase)
  })

  it('declares every index and constraint by its name, on its table', async () => {
    const inDatabase = await lines(sql`
      select t.relname || ': ' || i.relname as line
      from pg_index as x join pg_class as i on i.oid = x.indexrelid join pg_class as t on t.oid = x.indrelid
      where t.relnamespace = 'public'::regnamespace
      union
      select conrelid::regclass::text || ': ' || conname from pg_constraint
      where connamespace = 'public'::regnamespace and contype in ('p', 'u', 'f', 'c')`)
    const inSchema = declared.flatMap((table) =>
      [
        ...table.indexes.map((index) => index.config.name ?? ''),
        ...table.checks.map((check) => check.name),
        ...table.foreignKeys.map((key) => key.getName()),
        ...table.primaryKeys.map((key) => key.getName()),
        ...table.uniqueConstraints.map((constraint) => constraint.getName() ?? ''),
        ...table.columns.filter((column) => column.primary).map(() => `${table.name}_pkey`),
        ...table.columns.filter((column) => column.isUnique).map((column) => column.uniqueName ?? ''),
      ].map((name) => `${table.name}: ${name}`),
    )
    expect(unique(inSchema)).toEqual(inDatabase)
  })

  it('leaves drizzle-kit nothing to generate: the last snapshot in migrations/meta is what schema.ts declares', async () => {
    const meta = (name: string) => readFile(new URL(`./migrations/meta/${name}`, import.meta.url), 'utf8')
    const journal = JSON.parse(await meta('_journal.json')) as { entries: { idx: number }[] }
    const last = String(journal.entries.at(-1)?.idx ?? 0).padStart(4, '0')
    const snapshot = JSON.parse(await meta(`${last}_snapshot.json`)) as DrizzleSnapshotJSON
    expect(await generateMigration(snapshot, generateDrizzleJson(schema))).toEqual([])
  })

  it('names every trigger, function and session setting they read in docs/data-model.md', async () => {
    const doc = await readFile(new URL('../../../../docs/data-model.md', import.meta.url), 'utf8')
    // Functions of our own: not those pg_trgm and unaccent put in the schema.
    const names = await lines(sql`
      select p.proname as line from pg_proc as p
      where p.pronamespace = 'public'::regnamespace and not exists (
        select 1 from pg_depend as d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      union
      select tgname from pg_trigger as g join pg_class as c on c.oid = g.tgrelid
      where c.relnamespace = 'public'::regnamespace and not g.tgisinternal`)
    const code = await lines(sql`
      select prosrc as line from pg_proc where pronamespace = 'public'::regnamespace
      union all
      select pg_get_triggerdef(g.oid) from pg_trigger as g join pg_class as c on c.oid = g.tgrelid
      where c.relnamespace = 'public'::regnamespace and not g.tgisinternal`)
    const settings = unique(
      code.flatMap((text) => [...text.matchAll(/current_setting\('([\w.]+)'/g)].map((m) => m[1] ?? '')),
    )
    expect(names.length).toBeGreaterThan(30)
    expect(settings).toContain('bookstore.stock_sale')
    expect([...names, ...settings].filter((name) => !doc.includes(`\`${name}\``))).toEqual([])
  })
})
