import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { MIGRATIONS, migrate, PERSISTED_FEED_VERSION, type FeedStore, type PersistedFeed } from '../../workers/feed/persistence.ts';
import { emptyBook } from '../../workers/feed/projections/book.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { EPOCH, eventsMessage, snapshotMessage, T0, wireMatch } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

const record = (over: Record<string, unknown> = {}) => ({
  version: PERSISTED_FEED_VERSION,
  savedAt: T0,
  epochs: { live: EPOCH },
  book: emptyBook(),
  betslip: { selections: [], mode: 'single', stakes: {}, acceptance: 1 },
  ...over,
});

describe('persisted feed records', () => {
  test('a current record loads as it is', () => {
    expect(migrate(record())).toEqual(record());
  });

  test('every migration raises the version by exactly one, up to the current one', () => {
    for (const from of Object.keys(MIGRATIONS).map(Number)) expect(from).toBeLessThan(PERSISTED_FEED_VERSION);
    for (let v = 1; v < PERSISTED_FEED_VERSION; v++) expect(MIGRATIONS[v]).toBeTypeOf('function');
  });

  test('a version-1 record (no betslip) migrates to an empty betslip', () => {
    const { betslip: _none, ...v1 } = record({ version: 1 });
    expect(migrate(v1)).toEqual(record());
  });

  test('a version-2 slip (selections only) keeps its selections and gains the single tab, no stakes, accept better', () => {
    const selection = { matchId: 1, marketId: 100, outcomeId: 1000, shownPrice: 2.1, matchName: 'A – B', marketTitle: '1X2', outcomeTitle: '1' };
    const v2 = record({ version: 2, betslip: { selections: [selection] } });
    expect(migrate(v2)).toEqual(record({ betslip: { selections: [selection], mode: 'single', stakes: {}, acceptance: 1 } }));
  });

  test.each([
    ['a broken betslip', record({ betslip: { selections: 'x' } })],
    ['a betslip with an unknown tab', record({ betslip: { selections: [], mode: 'x', stakes: {}, acceptance: 1 } })],
    ['a newer, unknown version', record({ version: PERSISTED_FEED_VERSION + 1 })],
    ['no version', { book: emptyBook(), epochs: {} }],
    ['an older version with no migration', record({ version: 0 })],
    ['a broken book', record({ book: 'x' })],
    ['not an object', 'garbage'],
  ])('%s is dropped rather than trusted', (_name, stored) => {
    expect(migrate(stored)).toBeNull();
  });
});

describe('the engine and its store', () => {
  test('saves the book and the epochs it came from, at most every saveEveryMs', async () => {
    const saved: Omit<PersistedFeed, 'version'>[] = [];
    const store: FeedStore = { load: async () => null, save: async (f) => void saved.push(f) };
    const socket = createFakeSocket();
    const engine = createFeedEngine({ socket, store, saveEveryMs: 1000, scheduleFlush: () => undefined });
    engine.start();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 2, [wireMatch(1)]));
    vi.advanceTimersByTime(1500);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.epochs).toEqual({ live: EPOCH });
    expect(Object.keys(saved[0]!.book.matches)).toEqual(['1']);
    await engine.stop();
  });

  test('a restored book is shown at once, stale until the house has caught it up, then live', async () => {
    const seeding = createFakeSocket();
    const first = createFeedEngine({ socket: seeding, scheduleFlush: () => undefined });
    first.start();
    seeding.setState('started');
    seeding.deliver(snapshotMessage('live', 5, [wireMatch(1), wireMatch(2)]));
    const book = first.inspect().book;
    await first.stop();

    const socket = createFakeSocket();
    const engine = createFeedEngine({ socket, restored: { book, epochs: { live: EPOCH } }, scheduleFlush: () => undefined });
    engine.start();
    expect(engine.view({ kind: 'live' })).toMatchObject({ status: 'reconnecting', matchCount: 2 });
    socket.setState('started');
    expect(socket.subscriptions).toEqual([{ stream: 'live', lastSeq: 5, epoch: EPOCH }]);
    expect(engine.view({ kind: 'live' }).status).toBe('stale');
    socket.deliver(eventsMessage('live', 6, [{ kind: 'matchRemoved', MatchID: 2 }]));
    expect(engine.view({ kind: 'live' })).toMatchObject({ status: 'live', matchCount: 1 });
    await engine.stop();
  });
});
