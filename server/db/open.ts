/** Opens the house database named by the configuration, migrated to the latest version. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from './db.ts';
import { embeddedImage, openEmbedded } from './embedded.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openPostgres } from './postgres.ts';

export type DbConfig = { readonly dataDir: string; readonly databaseUrl: string | undefined };

export async function openDatabase(config: DbConfig): Promise<Db> {
  let db: Db;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    const dir = path.join(config.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    const release = lockEmbedded(config.dataDir);
    const embedded = await openEmbedded(dir);
    db = { ...embedded, close: () => embedded.close().finally(release) };
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process's files: a second opener (a CLI while the house runs)
 * would corrupt it, so the first writes its pid to DATA_DIR/pg.lock and others refuse.
 */
function lockEmbedded(dataDir: string): () => void {
  const file = path.join(dataDir, 'pg.lock');
  let holder = NaN;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock yet.
  }
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
    throw new Error(`the embedded database in ${dataDir} is in use by process ${holder} (the house?); stop it first, or use the admin route (README)`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/**
 * A database for tests: in-memory PGlite, or a fresh schema on TEST_DATABASE_URL when `real` is
 * asked for. Migrated and empty.
 */
export async function openTestDatabase(target: 'embedded' | 'postgres' = 'embedded'): Promise<Db> {
  let db: Db;
  if (target === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    db = await openPostgres(url, { schema, max: 12 });
  } else {
    db = await openEmbedded(undefined, await migratedImage());
  }
  await migrate(db);
  return db;
}

let image: Promise<Blob> | null = null;

/**
 * An empty, migrated embedded database, made once: a new PGlite cluster costs seconds of CPU (its
 * initdb), a copy of this image a fraction of that. Kept in memory for the process, and in the OS
 * temp directory for the next test file, named by the migrations and the PGlite version.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(tmpdir(), `sportsbook-test-db-${embeddedSchemaKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const made = await embeddedImage((db) => migrate(db));
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
    renameSync(partial, file);
    return made;
  })();
  return image;
}

/** Names an embedded database's schema: the migrations and the PGlite version that made it (test caches). */
export function embeddedSchemaKey(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = readFileSync(path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'), 'utf8');
  return createHash('sha256').update(pglite).update(JSON.stringify(loadMigrations())).digest('hex').slice(0, 16);
}
