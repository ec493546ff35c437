/** A real PostgreSQL server through node-postgres, when DATABASE_URL is set. */
import pg from 'pg';
import type { Db, Queryable, Row } from './db.ts';
import { withRetries } from './db.ts';

const int8 = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: string) => (oid === int8 ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format as 'text'))) as typeof pg.types.getTypeParser,
};

export type PostgresOptions = {
  /** Use (and create) this schema instead of `public`: tests get a fresh one per run. */
  readonly schema?: string;
  readonly max?: number;
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name '${schema}'`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (server restart) must not crash the house; the next query reconnects.
  pool.on('error', () => {});
  if (schema) await pool.query(`create schema if not exists ${schema}`);

  const run = async <T extends Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) =>
    (await client.query<T>(sql, params as unknown[])).rows;

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: (fn) =>
      withRetries(async () => {
        const client = await pool.connect();
        try {
          await client.query('begin isolation level read committed');
          const tx: Queryable = { query: (sql, params) => run(client, sql, params) };
          const result = await fn(tx);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      if (schema && process.env.KEEP_TEST_SCHEMA !== '1' && schema.startsWith('test_')) await pool.query(`drop schema if exists ${schema} cascade`).catch(() => {});
      await pool.end();
    },
  };
}
