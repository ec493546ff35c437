import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MatchModel } from '../../workers/feed/contract.ts';
import { createFeedEngine } from '../../workers/feed/engine.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { SubscriptionRefused } from '../../workers/feed/socket.ts';
import { createFakeSocket } from '../fixtures/fake-socket.ts';
import { T0, eventsMessage, snapshotMessage, wireMatch, wireMoneyLine } from '../fixtures/wire.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

const EPOCH_7 = 'epoch-1.7';

function setup() {
  const socket = createFakeSocket();
  const flushes: (() => void)[] = [];
  const engine = createFeedEngine({ socket, freeze: true, scheduleFlush: (f) => void flushes.push(f) });
  engine.start();
  socket.setState('started');
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { socket, engine, frame };
}

describe('[API-57] the match query', () => {
  test('watching a match follows its topic and shows every market; the last watcher leaving unfollows it', () => {
    const { socket, engine, frame } = setup();
    const page: Record<string, unknown> = {};
    const id = engine.watch({ kind: 'match', matchId: 5 }, (p) => applyPatches(page, p));
    expect(socket.subscriptions.at(-1)).toEqual({ stream: 'match/5', lastSeq: null, epoch: null });
    frame();
    expect(page).toMatchObject({ match: null, status: 'connecting', available: true });

    const full = wireMatch(5, { Markets: [wireMoneyLine(500, [2.1, 3.3, 3.6]), { ...wireMoneyLine(501, [1.9, 1.9]), Title: 'Total 2.5' }] });
    socket.deliver(snapshotMessage('match/5', 0, [full], EPOCH_7));
    socket.deliver(eventsMessage('match/5', 1, [{ kind: 'odds', MatchID: 5, MarketID: 501, OddID: 5010, Value: 2.05 }], EPOCH_7));
    frame();
    const model = page as unknown as MatchModel;
    expect(model.status).toBe('live');
    expect(model.match?.markets.map((m) => m.title)).toEqual(['1X2', 'Total 2.5']);
    expect(model.match?.markets[1]?.outcomes[0]).toMatchObject({ price: 2.05, trend: 'up' });
    expect(model.match).toMatchObject({ home: 'Home 5', away: 'Away 5', sportAlias: 'soccer', tournamentName: 'Premier League' });

    engine.unwatch(id);
    expect(socket.unsubscriptions).toEqual(['match/5']);
    expect(engine.inspect().book.matches[5]).toBeUndefined();
  });

  test('a match the house no longer holds is said to be unavailable', async () => {
    const { socket, engine, frame } = setup();
    socket.subscribe = async (topic) => {
      if (topic === 'match/9') throw new SubscriptionRefused({ code: 'topic-refused', topic, message: 'no match 9 in play or before kick-off' });
    };
    const page: Record<string, unknown> = {};
    engine.watch({ kind: 'match', matchId: 9 }, (p) => applyPatches(page, p));
    await vi.advanceTimersByTimeAsync(10);
    frame();
    expect(page).toMatchObject({ match: null, available: false });
  });
});
