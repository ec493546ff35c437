/** Embedded PostgreSQL (PGlite, WebAssembly): nothing to install, data under DATA_DIR. */
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';
import { withRetries } from './db.ts';

const parsers = { [types.INT8]: (value: string) => BigInt(value) };

/**
 * `dir` undefined gives an in-memory database (tests); `image`, a database dumped by
 * `embeddedImage`, starts it as a copy of that one instead of an empty cluster.
 */
export async function openEmbedded(dir: string | undefined, image?: Blob): Promise<Db> {
  return asDb(await PGlite.create(dir, { parsers, ...(image ? { loadDataDir: image } : {}) }));
}

/** An in-memory database made ready by `prepare` (migrated, say), dumped as an image for `openEmbedded`. */
export async function embeddedImage(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pg = await PGlite.create(undefined, { parsers });
  try {
    await prepare(asDb(pg));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function asDb(pg: PGlite): Db {
  const query = async <T extends Row>(q: Queryable | PGlite, sql: string, params: readonly unknown[] = []) =>
    (await (q as PGlite).query<T>(sql, [...params])).rows;
  return {
    kind: 'embedded',
    query: (sql, params) => query(pg, sql, params),
    // PGlite is one connection: its transaction() queues callers, so transactions never interleave.
    transaction: (fn) =>
      withRetries(() =>
        pg.transaction(async (tx) => {
          const wrapped: Queryable = { query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows };
          return fn(wrapped);
        }),
      ),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
