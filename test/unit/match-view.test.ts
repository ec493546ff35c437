import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MatchModel } from '../../workers/feed/contract.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { SubscriptionRefused } from '../../workers/feed/socket.ts';
import { startedEngine } from '../fixtures/started-engine.ts';
import { T0, eventsMessage, snapshotMessage, wireLiveInfo, wireMatch, wireMoneyLine, wirePlay } from '../fixtures/wire.ts';
import type { Patch } from '../../workers/feed/patches.ts';

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

const EPOCH_7 = 'epoch-1.7';

describe('[API-57] the match query', () => {
  test('watching a match follows its topic and shows every market; the last watcher leaving unfollows it', () => {
    const { socket, engine, frame } = startedEngine();
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
    const { socket, engine, frame } = startedEngine();
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

describe('[ENT-11] the match query: state of play and period scores (issue #15)', () => {
  test('the page gets the state of play from the snapshot, each play event replacing it, and the period scores', () => {
    const { socket, engine, frame } = startedEngine();
    const page: Record<string, unknown> = {};
    engine.watch({ kind: 'match', matchId: 5 }, (p) => applyPatches(page, structuredClone(p)) /* as comlink copies them */);
    socket.deliver(snapshotMessage('match/5', 0, [wireMatch(5)], EPOCH_7));
    frame();
    const model = page as unknown as MatchModel;
    expect(model.match).toMatchObject({ play: null, finished: false, periods: [] });

    const withPlay = wireMatch(5, { Play: wirePlay(), LiveInfo: wireLiveInfo({ HomeScore: 1, Sets: { Items: [{ HomeScore: 1, AwayScore: 0 }] } }) });
    socket.deliver(snapshotMessage('match/5', 1, [withPlay], EPOCH_7));
    frame();
    expect(model.match?.play).toEqual(wirePlay());
    expect(model.match?.periods).toEqual([[1, 0]]);

    const next = wirePlay({ Phase: 'danger', Team: 'away', Zone: 12, Incident: 'corner' });
    socket.deliver(eventsMessage('match/5', 2, [{ kind: 'play', MatchID: 5, Play: next }], EPOCH_7));
    frame();
    expect(model.match?.play).toEqual(next);
  });

  test('a play event sends only the state of play: the markets are not rebuilt, so the patch leaves them alone', () => {
    const { socket, engine, frame } = startedEngine();
    const batches: Patch[][] = [];
    engine.watch({ kind: 'match', matchId: 5 }, (p) => batches.push(p));
    const markets = [wireMoneyLine(500, [2.1, 3.3, 3.6]), { ...wireMoneyLine(501, [1.9, 1.9]), Title: 'Total 2.5' }];
    socket.deliver(snapshotMessage('match/5', 0, [wireMatch(5, { Markets: markets, Play: wirePlay() })], EPOCH_7));
    frame();
    const before = engine.view({ kind: 'match', matchId: 5 });
    batches.length = 0;
    socket.deliver(eventsMessage('match/5', 1, [{ kind: 'play', MatchID: 5, Play: wirePlay({ Zone: 75 }) }], EPOCH_7));
    frame();
    const after = engine.view({ kind: 'match', matchId: 5 });
    expect(after.match?.markets[0]).toBe(before.match?.markets[0]);
    expect(after.match?.markets[1]).toBe(before.match?.markets[1]);
    expect(batches.flat()).toEqual([[['match', 'play', 'Zone'], 75]]);
  });

  test('a finished match says so, with its final state of play', () => {
    const { socket, engine, frame } = startedEngine();
    const page: Record<string, unknown> = {};
    engine.watch({ kind: 'match', matchId: 5 }, (p) => applyPatches(page, structuredClone(p)) /* as comlink copies them */);
    const ended = wirePlay({ Phase: 'ended', Team: null });
    socket.deliver(snapshotMessage('match/5', 0, [wireMatch(5, { IsFinished: true, Play: ended, LiveInfo: wireLiveInfo({ Status: 'Finished', HomeScore: 2, AwayScore: 1 }) })], EPOCH_7));
    frame();
    expect(page).toMatchObject({ match: { finished: true, play: ended, homeScore: 2, awayScore: 1 } });
  });
});
