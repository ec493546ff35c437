import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { columnHeader, cellLabel } from '../../domain/list-columns.ts';
import { sportTopic } from '../../schemas/protocol.ts';
import { queryKey, type PrematchQuery } from '../../workers/feed/contract.ts';
import { normaliseMessage } from '../../workers/feed/normalise/wire-to-domain.ts';
import { emptyBook, foldEvents } from '../../workers/feed/projections/book.ts';
import { prematchListView } from '../../workers/feed/views/prematch-list.ts';
import { popularMatchIds } from '../../domain/home-picks.ts';
import { createHouseFeed } from '../fixtures/house-feed.ts';
import { applyPatches } from '../../workers/feed/patches.ts';
import { SubscriptionRefused } from '../../workers/feed/socket.ts';
import { startedEngine } from '../fixtures/started-engine.ts';
import { T0, snapshotMessage, wireMatch } from '../fixtures/wire.ts';

const feed = createHouseFeed(5, 'house-5', 4, 50, 200);
const soccer = sportTopic('prematch', 1);
const book = feed.streams.resync(soccer, null, null).reduce((b, m) => foldEvents(b, normaliseMessage(m)), emptyBook());
const query = (over: Partial<PrematchQuery> = {}): PrematchQuery => ({ kind: 'prematch', sportIds: [1], categoryId: null, tournamentIds: null, until: null, sort: 'league', outrights: false, live: false, ...over });
const view = (over: Partial<PrematchQuery> = {}) => prematchListView(book, query(over), new WeakMap());

describe('pre-match lists', () => {
  test('[VAL-12] [RTE-12] a sport list holds exactly its listed fixtures, each once, grouped by tournament', () => {
    const all = view();
    const listed = Object.values(book.matches).filter((m) => m.isListed && m.sportId === 1 && m.type !== 2);
    expect(all.matchCount).toBe(listed.length);
    expect(all.groups.flatMap((g) => g.matchIds).sort()).toEqual(listed.map((m) => m.id).sort());
    for (const g of all.groups) for (const id of g.matchIds) expect(book.matches[id]?.tournamentId).toBe(g.id);
    const inactive = Object.values(book.matches)[0]!;
    const withInactive = foldEvents(book, [{ type: 'match-upserted', stream: soccer, match: { ...inactive, isActive: false, isListed: false } }]);
    expect(prematchListView(withInactive, query(), new WeakMap()).matches[inactive.id]).toBeUndefined();
  });

  test('[CON-25] [CON-26] [CON-28] [CON-29] [CON-30] [CON-31] [CON-32] soccer rows carry 1X2, HDP, O/U, 1H and Home/Away O/U with their labels', () => {
    const group = view().groups[0]!;
    expect(group.columns.map((c) => c.header)).toEqual(['1X2', 'HDP', 'O/U', '1H', 'Home O/U', 'Away O/U']);
    const row = view().matches[group.matchIds[0]!]!;
    expect(row.cells[0]?.outcomes.map((o) => o.label)).toEqual(['1', 'X', '2']);
    expect(row.cells[2]?.outcomes.map((o) => o.label[0])).toEqual(['O', 'U']);
    expect(row.moreMarkets).toBe(book.matches[row.id]!.marketsCount! - 6);
    expect(columnHeader('handicap', { alias: 'american-football', isEsport: false }, 0)).toBe('Spread');
    expect(columnHeader('moneyLine', { alias: 'tennis', isEsport: false }, 0)).toBe('12');
    expect(columnHeader('firstPeriod', { alias: 'tennis', isEsport: false }, 5)).toBe('1Set');
    expect(columnHeader('total', { alias: 'cs2', isEsport: true }, 0)).toBe('Maps O/U');
    expect(cellLabel('handicap', 0, ['1', '2'], '-1.5')).toBe('-1.5');
  });

  test('[SCR-05] [RTE-11] a window keeps fixtures starting before its end; [SCR-06] sorting by time orders tournaments by first kick-off', () => {
    const starts = Object.values(book.matches).map((m) => m.startsAt).sort((a, b) => a - b);
    const until = starts[Math.floor(starts.length / 3)]!;
    const soon = view({ until });
    expect(Object.values(soon.matches).every((r) => r.startsAt < until)).toBe(true);
    expect(soon.matchCount).toBeLessThan(view().matchCount);
    const firsts = view({ sort: 'time' }).groups.map((g) => view().matches[g.matchIds[0]!]!.startsAt);
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
  });

  test('[RTE-06] [RTE-10] a list narrowed to some tournaments or a category holds only theirs', () => {
    const [first, second] = view().groups;
    const two = view({ tournamentIds: [first!.id, second!.id] });
    expect(two.groups.map((g) => g.id).sort()).toEqual([first!.id, second!.id].sort());
    const categoryId = book.tournaments[first!.id]!.categoryId;
    expect(view({ categoryId }).groups.every((g) => book.tournaments[g.id]?.categoryId === categoryId)).toBe(true);
  });

  test('[#17] [SCR-10] a list of fixtures taken in turn holds exactly what popularMatchIds takes from the whole list, and keys apart from it', () => {
    const all = view();
    const tournamentIds = all.groups.map((g) => g.id).reverse();
    const wanted = popularMatchIds(tournamentIds, view({ tournamentIds }).groups, 5);
    const taken = view({ tournamentIds, inTurns: 5 });
    expect(wanted).toHaveLength(5);
    expect(Object.keys(taken.matches).map(Number).sort()).toEqual([...wanted].sort());
    expect(popularMatchIds(tournamentIds, taken.groups, 5)).toEqual(wanted);
    expect(taken.groups.every((g) => g.matchIds.length > 0)).toBe(true);
    expect(taken.matchCount).toBe(5);
    expect(queryKey(query({ tournamentIds, inTurns: 5 }))).not.toBe(queryKey(query({ tournamentIds })));
  });
});

describe('a pre-match list in the worker, waiting on its topics', () => {
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => vi.useRealTimers());

  test('[RTE-15] with live, the list says connecting until both topics have data, so a page does not draw half of it', async () => {
    const { socket, engine, frame } = startedEngine();
    const page: Record<string, unknown> = {};
    engine.watch(query({ live: true }), (p) => applyPatches(page, p));
    socket.deliver(snapshotMessage(sportTopic('prematch', 1), 0, [wireMatch(7, { IsLive: false, LiveInfo: null })]));
    frame();
    expect(page).toMatchObject({ status: 'connecting' });
    socket.deliver(snapshotMessage(sportTopic('live', 1), 0, [wireMatch(8)]));
    await vi.advanceTimersByTimeAsync(10);
    frame();
    expect(page).toMatchObject({ status: 'live', matchCount: 2 });
  });

  test('[RTE-15] with live, a live topic the house refuses (no match of the sport in play) is not waited for', async () => {
    const { socket, engine, frame } = startedEngine();
    socket.subscribe = async (topic) => {
      if (topic === sportTopic('live', 1)) throw new SubscriptionRefused({ code: 'topic-refused', topic, message: 'no sport 1 in the live feed' });
    };
    const page: Record<string, unknown> = {};
    engine.watch(query({ live: true }), (p) => applyPatches(page, p));
    await vi.advanceTimersByTimeAsync(10);
    socket.deliver(snapshotMessage(sportTopic('prematch', 1), 0, [wireMatch(7, { IsLive: false, LiveInfo: null })]));
    frame();
    expect(page).toMatchObject({ status: 'live', matchCount: 1 });
  });
});
