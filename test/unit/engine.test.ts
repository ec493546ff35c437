import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LiveOverviewModel } from '../../workers/feed/contract.ts';
import { createFeedEngine, GAP_WAIT_MS, RESYNC_RETRY_MS, STALE_AFTER_MS } from '../../workers/feed/engine.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { EPOCH, T0, eventsMessage, heartbeatMessage, snapshotMessage, wireLiveInfo, wireMatch } from '../fixtures/wire.ts';

function setup() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const invalid: string[] = [];
  const engine = createFeedEngine({
    socket,
    freeze: true,
    scheduleFlush: (f) => void flushes.push(f),
    onInvalidMessage: (failure) => void invalid.push(failure.field),
  });
  const mirror: Record<string, unknown> = {};
  const batches: Patch[][] = [];
  engine.start();
  const watchId = engine.watch({ kind: 'live' }, (patches) => {
    batches.push(patches);
    applyPatches(mirror, patches);
  });
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { socket, engine, watchId, mirror: mirror as unknown as LiveOverviewModel, batches, invalid, frame };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('feed engine', () => {
  test('[STA-53] subscribes to the live stream every time the transport starts', () => {
    const { socket, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 4, [wireMatch(1)]));
    socket.setState('disconnected');
    socket.setState('started');
    frame();
    expect(socket.subscriptions).toEqual([
      { stream: 'live', lastSeq: null, epoch: null },
      { stream: 'live', lastSeq: 4, epoch: EPOCH },
    ]);
  });

  test('a snapshot then events reach the view, grouped with 1/X/2 labels', () => {
    const { socket, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2)]));
    frame();
    expect(mirror.status).toBe('live');
    expect(mirror.matchCount).toBe(2);
    expect(mirror.sports[0]?.labels).toEqual(['1', 'X', '2']);
    expect(mirror.sports[0]?.categories[0]?.matchIds).toEqual([1, 2]);

    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 2.3 }]));
    frame();
    const outcome = mirror.matches[1]?.moneyLine[0];
    expect(outcome).toMatchObject({ price: 2.3, trend: 'up', changes: 1 });
  });

  test('only rows on the page\'s screen send their changes; a row coming into view is brought up to date', () => {
    const { socket, engine, watchId, mirror, batches, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2)]));
    frame();
    engine.setVisible(watchId, [1]);
    frame();
    batches.length = 0;
    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 2, MarketID: 200, OddID: 2000, Value: 2.5 }]));
    frame();
    expect(batches.flat().filter(([path]) => path[0] === 'matches')).toEqual([]); // match 2 is off screen: none of it crosses
    expect(mirror.matches[2]?.moneyLine[0]?.price).toBe(2.1);

    socket.deliver(eventsMessage('live', 3, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: 2.4 }, { kind: 'matchRemoved', MatchID: 2 }]));
    socket.deliver(eventsMessage('live', 4, [{ kind: 'match', Match: wireMatch(3) }]));
    frame();
    // On-screen rows and the list's structure stay current; a new row arrives whole.
    expect(mirror.matches[1]?.moneyLine[0]?.price).toBe(2.4);
    expect(Object.keys(mirror.matches).sort()).toEqual(['1', '3']);
    expect(mirror.matches[3]?.moneyLine[0]?.price).toBe(2.1);

    socket.deliver(eventsMessage('live', 5, [{ kind: 'odds', MatchID: 3, MarketID: 300, OddID: 3000, Value: 1.9 }]));
    frame();
    expect(mirror.matches[3]?.moneyLine[0]?.price).toBe(2.1);
    engine.setVisible(watchId, [1, 3]);
    frame();
    expect(mirror.matches[3]?.moneyLine[0]?.price).toBe(1.9);
    engine.setVisible(watchId, null);
    frame();
    expect(mirror).toEqual(engine.view({ kind: 'live' }));
  });

  test('one frame coalesces many messages into one patch batch holding only what changed', () => {
    const { socket, batches, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2)]));
    frame();
    batches.length = 0;
    for (let seq = 2; seq < 12; seq++) {
      socket.deliver(eventsMessage('live', seq, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1001, Value: 3 + seq / 100 }]));
    }
    frame();
    expect(batches).toHaveLength(1);
    const paths = batches[0]!.map(([path]) => path.join('.'));
    expect(paths.every((p) => p.startsWith('matches.1.') || p === 'houseTime')).toBe(true);
  });

  test('a malformed message is refused, names its field, and changes nothing', () => {
    const { socket, engine, invalid } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1)]));
    const before = engine.inspect().book;
    socket.deliver(eventsMessage('live', 2, [{ kind: 'odds', MatchID: 1, MarketID: 100, OddID: 1000, Value: -4 } as never]));
    socket.deliver({ v: 1, type: 'events', stream: 'live', epoch: EPOCH, seq: 'x' });
    expect(invalid).toEqual(['events.0.Value', 'seq']);
    expect(engine.inspect().book).toBe(before);
    expect(engine.inspect().invalidMessages).toBe(2);
  });

  test('events at or below the applied sequence are ignored', () => {
    const { socket, engine } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 5, [wireMatch(1)]));
    const before = engine.inspect().book;
    socket.deliver(eventsMessage('live', 5, [{ kind: 'matchRemoved', MatchID: 1 }]));
    expect(engine.inspect().book).toBe(before);
  });

  test('the view shows reconnecting while the transport is down, with the last data kept', () => {
    const { socket, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1)]));
    socket.setState('disconnected');
    frame();
    expect(mirror.status).toBe('reconnecting');
    expect(mirror.matchCount).toBe(1);
  });

  test('[VAL-12] inactive, incomplete, finished or market-less matches are not listed; a finished one shows only as its result', () => {
    const { socket, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(
      snapshotMessage('live', 1, [
        wireMatch(1),
        wireMatch(2, { IsActive: false }),
        wireMatch(3, { isIncomplete: true }),
        wireMatch(4, { IsFinished: true }),
        wireMatch(5, { MarketsCount: 0 }),
      ]),
    );
    frame();
    // The finished match (4) stays on the live list a short while as its result (issue #15):
    // no prices, nothing to bet on, not counted among the live matches.
    expect(Object.keys(mirror.matches).sort()).toEqual(['1', '4']);
    expect(mirror.matches[4]).toMatchObject({ finished: true, moneyLine: [], marketId: null, suspended: true });
    expect(mirror.matches[1]).toMatchObject({ finished: false });
    expect(mirror.matchCount).toBe(1);
    expect(mirror.sports[0]).toMatchObject({ matchCount: 1, categories: [{ matchIds: [1, 4] }] });
  });

  test('a finished match that is not active (VAL-12) is not shown at all, not even as its result', () => {
    const { socket, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2, { IsFinished: true, IsActive: false }), wireMatch(3, { IsFinished: true, isIncomplete: true })]));
    frame();
    expect(Object.keys(mirror.matches)).toEqual(['1']);
  });

  test('a match ending in play turns its row into its result, then leaves when the house removes it', () => {
    const { socket, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1), wireMatch(2)]));
    frame();
    expect(mirror.matches[2]).toMatchObject({ finished: false, moneyLine: [{ price: 2.1 }, { price: 3.3 }, { price: 3.6 }] });
    const ended = wireMatch(2, { IsFinished: true, LiveInfo: wireLiveInfo({ Status: 'Finished', HomeScore: 2, AwayScore: 1 }) });
    socket.deliver(eventsMessage('live', 2, [{ kind: 'match', Match: ended }]));
    frame();
    expect(mirror.matches[2]).toMatchObject({ finished: true, homeScore: 2, awayScore: 1, moneyLine: [] });
    expect(mirror.matchCount).toBe(1);
    socket.deliver(eventsMessage('live', 3, [{ kind: 'matchRemoved', MatchID: 2 }]));
    frame();
    expect(mirror.matches[2]).toBeUndefined();
  });

  test('the book is frozen in development mode', () => {
    const { socket, engine } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1)]));
    const { book } = engine.inspect();
    expect(Object.isFrozen(book.matches[1])).toBe(true);
    expect(() => {
      (book.matches[1] as { home: string }).home = 'x';
    }).toThrow();
  });

  test('[STA-54] a subscription is pending until the house answers, then fulfilled or rejected', async () => {
    const socket = createFakeSocket();
    let answer!: (ok: boolean) => void;
    socket.subscribe = () => new Promise<void>((resolve, reject) => (answer = (ok) => (ok ? resolve() : reject(new Error('no')))));
    const engine = createFeedEngine({ socket, scheduleFlush: () => undefined });
    engine.start();
    socket.setState('started');
    expect(engine.inspect().subscriptions.get('live')).toBe('pending');
    answer(true);
    await vi.waitFor(() => expect(engine.inspect().subscriptions.get('live')).toBe('fulfilled'));
    socket.setState('disconnected');
    socket.setState('started');
    answer(false);
    await vi.waitFor(() => expect(engine.inspect().subscriptions.get('live')).toBe('rejected'));
    await engine.stop();
  });

  test('data goes stale when the house falls silent, and fresh again with its heartbeat', () => {
    const { socket, engine, mirror, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 3, [wireMatch(1)]));
    frame();
    expect(mirror.status).toBe('live');
    vi.advanceTimersByTime(STALE_AFTER_MS + 500);
    frame();
    expect(mirror.status).toBe('stale');
    socket.deliver(heartbeatMessage('live', 3));
    frame();
    expect(mirror.status).toBe('live');
    void engine.stop();
  });

  test('a gap that does not fill in time resyncs that stream from where it stands', () => {
    const { socket, engine, frame, mirror } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 3, [wireMatch(1)]));
    socket.deliver(eventsMessage('live', 5, []));
    frame();
    expect(socket.subscriptions).toHaveLength(1);
    vi.advanceTimersByTime(GAP_WAIT_MS + 10);
    frame();
    expect(socket.subscriptions.at(-1)).toEqual({ stream: 'live', lastSeq: 3, epoch: EPOCH });
    expect(mirror.status).toBe('stale');
    socket.deliver(eventsMessage('live', 4, []));
    frame();
    expect(engine.inspect().sync.get('live')?.seq).toBe(5);
    expect(mirror.status).toBe('live');
    void engine.stop();
  });

  test('events from a restarted house (new epoch) trigger a resync, and its snapshot replaces the book', () => {
    const { socket, engine, frame, mirror } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 40, [wireMatch(1), wireMatch(2)]));
    socket.deliver(eventsMessage('live', 2, [], 'epoch-2'));
    expect(socket.subscriptions.at(-1)).toEqual({ stream: 'live', lastSeq: 40, epoch: EPOCH });
    socket.deliver(snapshotMessage('live', 2, [wireMatch(7)], 'epoch-2'));
    frame();
    expect(Object.keys(mirror.matches)).toEqual(['7']);
    expect(engine.inspect().sync.get('live')).toMatchObject({ epoch: 'epoch-2', seq: 2, resyncing: false });
    void engine.stop();
  });

  test('regression (model seed: lose(0), tick(1)): a lost first snapshot is asked for again', () => {
    const { socket, engine, frame, mirror } = setup();
    socket.setState('started');
    socket.deliver(eventsMessage('live', 2, []));
    expect(socket.subscriptions).toHaveLength(1);
    vi.advanceTimersByTime(RESYNC_RETRY_MS + 300);
    expect(socket.subscriptions).toHaveLength(2);
    socket.deliver(snapshotMessage('live', 2, [wireMatch(1)]));
    frame();
    expect(mirror.status).toBe('live');
    void engine.stop();
  });

  test('regression (model: tick(3), lose, deliver(2), restartHouse, reconnect): messages held from the old house are dropped by the new snapshot', () => {
    const { socket, engine, frame, mirror } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 0, [wireMatch(1)]));
    socket.deliver(eventsMessage('live', 2, [])); // 1 was lost: 2 is held
    socket.setState('disconnected');
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 0, [wireMatch(9)], 'epoch-2'));
    socket.deliver(heartbeatMessage('live', 0, 'epoch-2'));
    frame();
    expect(engine.inspect().sync.get('live')?.pending.size).toBe(0);
    expect(mirror.status).toBe('live');
    void engine.stop();
  });
});
