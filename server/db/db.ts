/**
 * The thin database interface the rest of the house uses. Two implementations: embedded PGlite
 * (default, under DATA_DIR) and a real PostgreSQL server (DATABASE_URL). The same SQL runs on both.
 */

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with $1… parameters and returns its rows. int8 columns come back as bigint. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  /**
   * Runs `fn` in one transaction: commit when it resolves, roll back whole when it throws.
   * Serialization failures and deadlocks (40001, 40P01) are retried with a fresh transaction, so
   * `fn` must have no side effects outside the database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** SQLSTATE of a database error, when it has one. */
export function sqlState(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export const RETRYABLE_STATES = new Set(['40001', '40P01']);

/** Retries a transaction body on serialization failures, with a little jitter between tries. */
export async function withRetries<T>(attempt: () => Promise<T>, tries = 12): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !RETRYABLE_STATES.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}
