/**
 * The worker keeps its last book in IndexedDB (idb-keyval), so a reload paints the last known
 * prices at once — marked stale until the house has resynced them. Records carry a format version;
 * older formats are migrated step by step, unknown ones are dropped (the house resends everything).
 */
import { del, get, set } from 'idb-keyval';
import type { FeedTopic } from '../../schemas/protocol.ts';
import { BET_MODES, type Betslip } from './betslip.ts';
import type { Book } from './model.ts';

export const PERSISTED_FEED_VERSION = 3;

export type PersistedFeed = {
  readonly version: typeof PERSISTED_FEED_VERSION;
  readonly savedAt: number;
  readonly epochs: Partial<Record<FeedTopic, string>>;
  readonly book: Book;
  /** The player's selections: a reload keeps the slip (its prices are stale until resynced). */
  readonly betslip: Betslip;
};

/** `MIGRATIONS[n]` turns a version-n record into a version-(n+1) one. */
export const MIGRATIONS: Readonly<Record<number, (record: Record<string, unknown>) => Record<string, unknown>>> = {
  // v2 keeps the betslip; a v1 record had none.
  1: (record) => ({ ...record, betslip: { selections: [] } }),
  // v3 keeps the slip's tab, stakes and odds-acceptance setting with its selections.
  2: (record) => ({ ...record, betslip: { mode: 'single', stakes: {}, acceptance: 1, ...(record.betslip as object) } }),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a record of the current version has the shape the engine reads (the book itself is trusted as written). */
function isCurrent(record: Record<string, unknown>): record is Record<string, unknown> & PersistedFeed {
  const { book, epochs, betslip: slip } = record;
  if (record.version !== PERSISTED_FEED_VERSION || !isRecord(book) || !isRecord(epochs) || !isRecord(book.streams)) return false;
  return isRecord(slip) && Array.isArray(slip.selections) && isRecord(slip.stakes) && (BET_MODES as readonly unknown[]).includes(slip.mode);
}

/** Brings a stored record to the current version, or null when it cannot be trusted. */
export function migrate(stored: unknown): PersistedFeed | null {
  if (!isRecord(stored) || typeof stored.version !== 'number') return null;
  let record = stored;
  for (let v = stored.version; v < PERSISTED_FEED_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return null;
    record = { ...step(record), version: v + 1 };
  }
  return isCurrent(record) ? record : null;
}

export type FeedStore = {
  load(): Promise<PersistedFeed | null>;
  save(feed: Omit<PersistedFeed, 'version'>): Promise<void>;
};

const KEY = 'feed-book';

export function createIdbFeedStore(): FeedStore {
  return {
    async load() {
      try {
        const record = migrate(await get(KEY));
        if (!record) await del(KEY);
        return record;
      } catch {
        return null; // storage unavailable (private mode, quota): start empty
      }
    },
    async save(feed) {
      try {
        await set(KEY, { version: PERSISTED_FEED_VERSION, ...feed });
      } catch {
        // Losing a cache write only costs a slower first paint next time.
      }
    },
  };
}
