/**
 * Numbered SQL migrations (server/db/migrations/NNNN_name.sql), one set for embedded and real
 * PostgreSQL. Each applies in its own transaction together with its row in schema_migrations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.ts';

export type Migration = { readonly version: number; readonly name: string; readonly sql: string };

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`migration file '${file}' must be named NNNN_name.sql`);
      return { version: Number(match[1]), name: match[2] ?? '', sql: readFileSync(path.join(dir, file), 'utf8') };
    });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations must be numbered 1, 2, 3… without gaps; found ${m.version} at position ${i + 1}`);
  });
  return migrations;
}

export async function appliedVersions(db: Db): Promise<number[]> {
  const rows = await db.query<{ version: number }>('select version from schema_migrations order by version');
  return rows.map((r) => Number(r.version));
}

/** Applies every pending migration; returns the versions it applied. Safe against a concurrent start. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<number[]> {
  // The advisory lock makes a second house starting on the same database wait (even `if not exists`
  // races in PostgreSQL's catalogue), then fail on the version row and move on instead of applying a
  // migration twice.
  const lock = db.kind === 'postgres' ? 'select pg_advisory_xact_lock(727274);' : '';
  await db.exec(`begin; ${lock}
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
    commit;`);
  const applied: number[] = [];
  for (const migration of migrations) {
    if ((await appliedVersions(db)).includes(migration.version)) continue;
    const record = `insert into schema_migrations (version, name) values (${migration.version}, '${migration.name}');`;
    try {
      await db.exec(`begin; ${lock}\n${migration.sql}\n${record}\ncommit;`);
      applied.push(migration.version);
    } catch (error) {
      await db.exec('rollback').catch(() => {});
      // Whatever the error (a table, column or index already there…), a version recorded meanwhile
      // was applied by the other house: a cluster's nodes starting at once on a fresh database.
      const raced = (await appliedVersions(db)).includes(migration.version);
      if (!raced) throw new Error(`migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}
