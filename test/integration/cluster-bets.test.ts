/**
 * Issue #20: the money and the per-player topics of a house on two nodes. Bets go through either
 * node; PostgreSQL alone holds the money, and a player's cash-out topic on one node hears of a bet
 * placed through the other (server/cluster/ticket-bus.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { audit } from '../../server/wallet/ledger.ts';
import type { StreamSnapshot } from '../../schemas/feed.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { Browser } from '../fixtures/accounts-client.ts';
import { fundedPlayer, newKey, place } from '../fixtures/controlled-house.ts';
import type { Pick } from '../fixtures/open-picks.ts';
import { CLUSTER_READY, testCluster, until, type ClusterNode } from '../fixtures/cluster.ts';
import { connectTable, tableEvents } from '../fixtures/table-client.ts';
import type { TableEvent, TableMessage } from '../../schemas/live-casino.ts';

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

/** Bettable pre-match outcomes, as a client of `node` sees them. */
async function picks(node: ClusterNode, count: number): Promise<Pick[]> {
  const snapshot = (await (await fetch(`${node.url}/api/feed/prematch/snapshot`)).json()) as { snapshot: StreamSnapshot };
  const found: Pick[] = [];
  for (const match of snapshot.snapshot.Matches) {
    const market = match.Markets.find((m) => !m.IsSuspended && m.Odds.some((o) => o.IsActive));
    const odd = market?.Odds.find((o) => o.IsActive);
    if (match.IsActive && !match.IsFinished && market && odd) found.push({ MatchID: match.ID, MarketID: market.ID, OddID: odd.ID, Odds: odd.Value });
    if (found.length === count) break;
  }
  return found;
}

/** The same signed-in player on another node (one session: the database holds it). */
function sameBrowserOn(b: Browser, node: ClusterNode): Browser {
  const other = new Browser(node.url);
  for (const [k, v] of b.cookies) other.cookies.set(k, v);
  return other;
}

const single = (pick: Pick, Stake = '1') => ({ BetType: 1, Stake, OddsAcceptance: 2, Selections: [pick] });

describe.skipIf(!CLUSTER_READY)('cluster: bets and per-player topics on two nodes (issue #20)', { timeout: 180_000 }, () => {
  const cluster = testCluster('bets', { LIVE_TABLE_SPEED: '10' });
  let a: ClusterNode;
  let b: ClusterNode;

  beforeAll(async () => {
    a = await cluster.start('a');
    await until(() => a.output().includes('feed producer started a run'), 'the producer', 30_000);
    b = await cluster.start('b');
  }, 180_000);
  afterAll(() => cluster.stop(), 60_000);

  test("a bet placed through node A shows on the player's cash-out topic through node B", async () => {
    const player = await fundedPlayer(a.url, '50');
    const onB = sameBrowserOn(player.b, b);
    const cookie = [...onB.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const conn = new HubConnectionBuilder()
      .withUrl(`${b.url}/hubs/feed`, { transport: HttpTransportType.WebSockets, headers: { cookie } })
      .configureLogging(LogLevel.None)
      .build();
    const received: { type: string; events?: { kind: string; Ticket?: { TicketID: string } }[] }[] = [];
    conn.on('Feed', (m: (typeof received)[number] & { stream: string }) => void (m.stream === 'cashout' && received.push(m)));
    await conn.start();
    await conn.invoke('Subscribe', 'cashout', null, null);
    await until(() => received.some((m) => m.type === 'snapshot'), 'the cash-out snapshot on B');

    const [pick] = await picks(a, 1);
    const placed = await place(player.b, single(pick!, '2'));
    expect(placed.status).toBe(201);
    const ticketId = String(placed.body.TicketID);
    await until(() => received.some((m) => m.events?.some((e) => e.kind === 'ticketPlaced' && e.Ticket?.TicketID === ticketId) ?? false), 'ticketPlaced on B', 10_000);
    // And B prices it from its own replica: the ticket list through B carries an offer.
    const listed = (await onB.get('/api/betting/tickets?status=open')).body.Tickets as { TicketID: string; CashoutOffer: unknown }[];
    expect(listed.find((t) => t.TicketID === ticketId)?.CashoutOffer).not.toBeNull();
    await conn.stop();
  });

  test('2 nodes × 50 parallel bets each: every bet placed once, and the ledger invariants hold', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => fundedPlayer(a.url, '100')));
    const choices = await picks(a, 10);
    expect(choices.length).toBe(10);
    const requests = players.flatMap((p, i) =>
      [a, b].flatMap((node) => Array.from({ length: 5 }, (_, j) => place(node === a ? p.b : sameBrowserOn(p.b, b), single(choices[(i + j) % 10]!, '3')))),
    );
    expect(requests.length).toBe(100);
    const answers = await Promise.all(requests);
    // A player's placements are one at a time per node (STA-09): a second under way is refused by code, never half done.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const placed = answers.filter((r) => r.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.error).toBe(ERROR_CODES.placeBetInProgress);

    const db = await cluster.db();
    try {
      const userIds = players.map((p) => p.userId);
      expect(await audit(db, userIds)).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
      const [tickets] = await db.query<{ count: bigint; staked: bigint }>(`select count(*) as count, coalesce(sum(stake), 0) as staked from bet_tickets where user_id = any($1::bigint[])`, [userIds]);
      expect(Number(tickets!.count)).toBe(placed.length);
      expect(Number(tickets!.staked)).toBe(placed.length * 300);
      // What each player holds plus what is staked is what was credited.
      const balances = await Promise.all(players.map(async (p) => (await p.b.get('/api/user')).body));
      const held = balances.reduce((sum, u) => sum + Number((u.Balances as { TotalBalanceMinor: string }).TotalBalanceMinor), 0);
      expect(held).toBe(10 * 10_000);
    } finally {
      await db.close();
    }
  });

  test('a live table is dealt by the lease holder alone, both nodes serve it with the same (epoch, seq), and a bet through the other node settles with the table', async () => {
    const TABLE = 'speed-roulette';
    const [onA, onB] = await Promise.all([connectTable(a.url), connectTable(b.url)]);
    for (const c of [onA, onB]) await c.conn.invoke('Subscribe', `table/${TABLE}`, null, null);
    // The player first: a registration's hash on a loaded machine can outlast a round's betting window.
    const player = await fundedPlayer(b.url, '20');
    // A round opened after we sat down, its bets still open.
    const seen = tableEvents(onB.received).length;
    await until(() => tableEvents(onB.received).slice(seen).some((e) => e.type === 'opened'), 'a round opened, seen on B', 20_000);
    const opened = tableEvents(onB.received).slice(seen).find((e) => e.type === 'opened') as Extract<TableEvent, { type: 'opened' }>;
    const placed = await player.b.post(`/api/casino/tables/${TABLE}/bets`, { RoundNo: opened.RoundNo, Bet: { Placements: [{ Kind: 'red', Numbers: RED, StakeMinor: '300' }] } }, { 'idempotency-key': newKey('table') });
    expect(placed.status).toBe(201);
    const resultOn = (received: TableMessage[]) => tableEvents(received).find((e) => e.type === 'result' && e.RoundNo === opened.RoundNo);
    await until(() => resultOn(onA.received) !== undefined && resultOn(onB.received) !== undefined, 'the result on both nodes', 20_000);
    const sameOn = (received: TableMessage[]) => received.filter((m) => m.type === 'events').map((m) => JSON.stringify(m));
    const common = sameOn(onA.received).filter((m) => sameOn(onB.received).includes(m));
    expect(common.length).toBeGreaterThanOrEqual(2);
    // Dealt once: one row per round number, whatever the nodes.
    const db = await cluster.db();
    try {
      const rounds = await db.query<{ n: bigint }>('select count(*) as n from live_table_rounds where table_key = $1 and round_no = $2', [TABLE, opened.RoundNo]);
      expect(Number(rounds[0]!.n)).toBe(1);
      expect(await audit(db, [player.userId])).toEqual({ unbalanced: [], cacheMismatches: [], negative: [], mixed: [] });
    } finally {
      await db.close();
    }
    const mine = ((await player.b.get(`/api/casino/tables/${TABLE}/bets`)).body.Rounds as { Status: string }[])[0]!;
    expect(mine.Status).toBe('settled');
    await Promise.all([onA.conn.stop(), onB.conn.stop()]);
  });
});
