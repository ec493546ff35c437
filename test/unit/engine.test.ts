import { describe, expect, test } from 'vitest';
import { createFeedEngine, type LiveOverviewModel } from '../../workers/feed/engine.ts';
import { applyPatches, type Patch } from '../../workers/feed/patches.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { eventsMessage, snapshotMessage, wireMatch } from '../fixtures/wire.ts';

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
  engine.watchLiveOverview((patches) => {
    batches.push(patches);
    applyPatches(mirror, patches);
  });
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { socket, engine, mirror: mirror as unknown as LiveOverviewModel, batches, invalid, frame };
}

describe('feed engine', () => {
  test('[STA-53] subscribes to the live stream every time the transport starts', () => {
    const { socket, frame } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 4, [wireMatch(1)]));
    socket.setState('disconnected');
    socket.setState('started');
    frame();
    expect(socket.subscriptions).toEqual([
      { stream: 'live', lastSeq: null },
      { stream: 'live', lastSeq: 4 },
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
    socket.deliver({ v: 1, type: 'events', stream: 'live', seq: 'x' });
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

  test('[VAL-12] inactive, incomplete, finished or market-less matches are not listed', () => {
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
    expect(Object.keys(mirror.matches)).toEqual(['1']);
  });

  test('log entries are frozen in development mode', () => {
    const { socket, engine } = setup();
    socket.setState('started');
    socket.deliver(snapshotMessage('live', 1, [wireMatch(1)]));
    const { log } = engine.inspect();
    expect(Object.isFrozen(log.buffer[0])).toBe(true);
    expect(() => {
      (log.buffer[0] as { type: string }).type = 'x';
    }).toThrow();
  });
});
