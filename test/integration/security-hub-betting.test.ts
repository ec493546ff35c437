/**
 * Issue #12 (security and abuse findings), the hub and betting ones: revoked sessions still
 * streaming (3), the topic budget (4), open-ticket CPU (5) and idempotent retries over the bet
 * limit (16). Each test is named after its finding (#12.N) and reproduces it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Match } from '../../schemas/match.ts';
import { installAccounts } from '../../server/accounts/index.ts';
import { installBetting, type BettingService, type PriceSource } from '../../server/betting/index.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { createFeedStreams } from '../../server/feed/streams.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import { ADMIN_TOKEN, Browser, HTTP_DB_TARGETS, newPlayer, startTestHouse, type TestHouse } from '../fixtures/accounts-client.ts';
import { refusalOf } from '../fixtures/hub-refusal.ts';
import { connectCashout } from '../fixtures/cashout-client.ts';
import { openPick } from '../fixtures/open-picks.ts';

let keys = 0;
const newKey = (what: string) => `${what}-${Date.now().toString(36)}-${++keys}`;

async function fundedPlayer(base: string, amount = '50') {
  const b = await new Browser(base).ready();
  const p = newPlayer();
  expect((await b.post('/api/account/register', p)).status).toBe(201);
  const credit = await new Browser(base).post(
    '/api/admin/wallet/credit',
    { UserName: p.UserName, Amount: amount, Currency: p.Currency },
    { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': newKey('fund') },
  );
  expect(credit.status).toBe(201);
  return { b, p, userId: Number((await b.get('/api/user')).body.UserID) };
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('issue #12: the hub', { timeout: 90_000 }, () => {
  let t: TestHouse;
  beforeAll(async () => {
    t = await startTestHouse('embedded', { FEED_LIVE_MATCHES: '3', HUB_SESSION_RECHECK_MS: '200', HUB_TOPICS_PER_IP: '6' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });


  /** Subscribes to the cash-out topic, revokes the session with `end`, and proves nothing more arrives. */
  async function revokedStopsStreaming(end: (player: Awaited<ReturnType<typeof fundedPlayer>>) => Promise<void>) {
    const player = await fundedPlayer(t.base);
    const { conn, received } = await connectCashout(t.base, player.b);
    try {
      await conn.invoke('Subscribe', 'cashout', null, null);
      await expect.poll(() => received.length).toBeGreaterThan(0);
      await end(player);
      await sleep(100);
      const before = received.length;
      // The player bets from a new session: the old socket must hear nothing (not even heartbeats).
      const other = await new Browser(t.base).ready();
      const login = await other.post('/api/account/login', { UserName: player.p.UserName, Password: (player.p as { Password: string }).Password });
      if (login.status !== 200) await other.post('/api/account/login', { UserName: player.p.UserName, Password: 'a whole new password' });
      expect((await other.post('/api/betting/place', { BetType: 1, Stake: '1', OddsAcceptance: 2, Selections: [openPick(t)] }, { 'idempotency-key': newKey('bet') })).status).toBe(201);
      await sleep(1_500);
      expect(received.slice(before)).toEqual([]);
      // Subscribing again is refused: the connection's session has ended.
      await expect(refusalOf(conn.invoke('Subscribe', 'cashout', null, null))).resolves.toMatchObject({ code: 'sign-in-required' });
    } finally {
      await conn.stop();
    }
  }

  test('[SEC-03] #12.3 after logout, a socket subscribed to the cash-out topic with the old session receives nothing more', async () => {
    await revokedStopsStreaming(async ({ b }) => {
      expect((await b.post('/api/account/logout')).status).toBe(200);
    });
  });

  test('[SEC-03] #12.3 a password change from another session cuts the old session\'s cash-out stream', async () => {
    await revokedStopsStreaming(async ({ p }) => {
      const elsewhere = await new Browser(t.base).ready();
      expect((await elsewhere.post('/api/account/login', { UserName: p.UserName, Password: p.Password })).status).toBe(200);
      const changed = await elsewhere.post('/api/account/change-password', { CurrentPassword: p.Password, Password: 'a whole new password', PasswordConfirmation: 'a whole new password' });
      expect(changed.status).toBe(200);
    });
  });

  test('[SEC-03] #12.3 a session that expires while streaming is dropped by the periodic re-check', async () => {
    const player = await fundedPlayer(t.base);
    const { conn, received } = await connectCashout(t.base, player.b);
    try {
      await conn.invoke('Subscribe', 'cashout', null, null);
      await expect.poll(() => received.length).toBeGreaterThan(0);
      await t.db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [player.userId]);
      await sleep(2_500); // a heartbeat or two: the re-check (every 200 ms here) runs on them
      const before = received.length;
      await sleep(1_500);
      expect(received.slice(before)).toEqual([]);
    } finally {
      await conn.stop();
    }
  });

  test('[SEC-04] #12.4 REST snapshots start no topic, and ids the catalogue lacks are 404', async () => {
    const before = t.house.feed.streams!.derivedCount;
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => (await fetch(`${t.base}/api/feed/live/sport/${900_000 + batch * 50 + i}/snapshot`)).status),
      );
      for (const s of answers) statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[404, 500]]);
    const sport = t.house.feed.streams!.snapshotMessage('prematch').snapshot.Sports[0]!.ID;
    const known = await fetch(`${t.base}/api/feed/prematch/sport/${sport}/snapshot`);
    expect(known.status).toBe(200);
    expect(((await known.json()) as { snapshot: { Sports: { ID: number }[] } }).snapshot.Sports.map((s) => s.ID)).toEqual([sport]);
    const match = openPick(t).MatchID;
    expect((await fetch(`${t.base}/api/feed/match/${match}/snapshot`)).status).toBe(200);
    expect(t.house.feed.streams!.derivedCount).toBe(before);
  });

  test('[SEC-04] #12.4 the connections of one IP share one topic budget (HUB_TOPICS_PER_IP)', async () => {
    const sports = t.house.feed.streams!.snapshotMessage('prematch').snapshot.Sports.map((s) => s.ID);
    const topics = ['live', 'prematch', 'esport', ...sports.slice(0, 6).map((id) => `prematch/sport/${id}`)];
    const a = await connectCashout(t.base, null);
    const b = await connectCashout(t.base, null);
    try {
      for (const topic of topics.slice(0, 3)) await a.conn.invoke('Subscribe', topic, null, null);
      for (const topic of topics.slice(3, 6)) await b.conn.invoke('Subscribe', topic, null, null);
      await expect(refusalOf(b.conn.invoke('Subscribe', topics[6], null, null))).resolves.toMatchObject({ code: 'topic-limit', topic: topics[6] });
      // Unsubscribing, or closing a connection, gives its share back.
      await a.conn.invoke('Unsubscribe', topics[0]);
      await b.conn.invoke('Subscribe', topics[6], null, null);
      await a.conn.stop();
      await expect.poll(async () => refusalOf(b.conn.invoke('Subscribe', topics[7], null, null))).toBeNull();
    } finally {
      await Promise.all([a.conn.stop(), b.conn.stop()]);
    }
  });
});

// A small book (the pools, not the book, are under test): the default 7-day book took 8 s on a loaded CI machine.
test('[SEC-04] #12.4 sport topics have a pool of their own: filling it never refuses a betslip\'s match topic', { timeout: 90_000 }, () => {
  const simulator = createFeedSimulator({ seed: 7, startTime: Date.UTC(2026, 0, 1), liveMatches: 4, prematchMatches: 40, oddsChangesPerSecond: 0 });
  const streams = createFeedStreams(simulator, () => {}, { maxDerived: 2, maxSportTopics: 1 });
  const prematch = streams.snapshotMessage('prematch').snapshot;
  const [first, second] = prematch.Sports.map((s) => s.ID) as [number, number];
  streams.resync(`prematch/sport/${first}`, null, null);
  expect(() => streams.resync(`prematch/sport/${second}`, null, null)).toThrow(/too many topics/);
  const [m1, m2] = prematch.Matches.map((m) => m.ID) as [number, number];
  expect(streams.resync(`match/${m1}`, null, null)[0]).toMatchObject({ type: 'snapshot' });
  expect(streams.resync(`match/${m2}`, null, null)[0]).toMatchObject({ type: 'snapshot' });
  expect(() => streams.resync('live/sport/987654', null, null)).toThrow(/no sport 987654/);
});

// ── Betting against prices the test controls ──────────────────────────────────────────────────

type FakeMatch = { ID: number; Name: string; Type: number; Tournament: { ID: number }; IsActive: boolean; IsFinished: boolean; Markets: { ID: number; Title: string; TitleSuffix: string; IsSuspended: boolean; Odds: { ID: number; Title: string; TitleSuffix: string; Value: number; IsActive: boolean }[] }[] };

/** Prices for matches 1..n, counting every look-up (each is a piece of re-pricing work). */
function countingPrices(n: number) {
  const matches = new Map<number, FakeMatch>();
  for (let id = 1; id <= n; id++) {
    matches.set(id, {
      ID: id,
      Name: `Home ${id} - Away ${id}`,
      Type: 1,
      Tournament: { ID: id },
      IsActive: true,
      IsFinished: false,
      Markets: [{ ID: id * 10, Title: 'Winner', TitleSuffix: '', IsSuspended: false, Odds: [{ ID: id * 100 + 1, Title: '1', TitleSuffix: '', Value: 2, IsActive: true }] }],
    });
  }
  const counter = { lookups: 0 };
  const source: PriceSource = {
    match: (id) => {
      counter.lookups++;
      return matches.get(id) as unknown as Match | undefined;
    },
  };
  const pick = (id: number) => ({ MatchID: id, MarketID: id * 10, OddID: id * 100 + 1, Odds: matches.get(id)!.Markets[0]!.Odds[0]!.Value });
  return { matches, source, counter, pick };
}

describe.each(HTTP_DB_TARGETS)('issue #12: betting (%s PostgreSQL)', { timeout: 90_000 }, (target) => {
  const prices = countingPrices(6);
  let app: FastifyInstance;
  let db: Db;
  let betting: BettingService;
  let base: string;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    app = Fastify({ bodyLimit: 64 * 1024 });
    const module = await installAccounts(app, db, { allowedOrigins: [], adminToken: ADMIN_TOKEN, loginLimit: { perUser: 100, perIp: 1000 } }, { sendPasswordReset: () => {} });
    betting = await installBetting(app, { db, wallet: module.wallet, prices: prices.source, placeLimitPerMinute: 4, maxOpenTickets: 3 });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const place = (b: Browser, matchId: number, key = newKey('bet')) =>
    b.post('/api/betting/place', { BetType: 1, Stake: '1', OddsAcceptance: 0, Selections: [prices.pick(matchId)] }, { 'idempotency-key': key });

  test('[SEC-05] #12.5 a tick re-prices only the tickets of watched players on matches that moved', async () => {
    const watched = await fundedPlayer(base);
    const idle = await fundedPlayer(base);
    for (const id of [1, 2]) expect((await place(watched.b, id)).status).toBe(201);
    for (const id of [1, 2, 3]) expect((await place(idle.b, id)).status).toBe(201);

    prices.counter.lookups = 0;
    betting.pricesMoved(new Set([1, 2, 3]), new Set());
    expect(prices.counter.lookups).toBe(0); // nobody watches: no work at all
    betting.pricesMoved(new Set(), new Set([watched.userId, idle.userId]));
    expect(prices.counter.lookups).toBe(0); // nothing moved: no work at all
    betting.pricesMoved(new Set([2]), new Set([watched.userId]));
    expect(prices.counter.lookups).toBe(1); // one ticket of the watched player, on match 2

    // The idle player's offers are priced on demand when they look.
    prices.matches.get(3)!.Markets[0]!.Odds[0]!.Value = 1.5;
    const snapshot = await betting.cashoutSnapshot(idle.userId);
    const on3 = snapshot.Tickets.find((ticket) => ticket.Selections[0]!.MatchID === 3)!;
    expect(on3.CashoutOffer?.CashoutOddsValues).toEqual([1.5]);
    prices.matches.get(3)!.Markets[0]!.Odds[0]!.Value = 2;
  });

  test('[SEC-05] #12.5 open tickets per player are bounded (MAX_OPEN_TICKETS): 409 too-many-open-tickets', async () => {
    const { b } = await fundedPlayer(base);
    for (const id of [4, 5, 6]) expect((await place(b, id)).status).toBe(201);
    const fourth = await place(b, 1);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ error: 'too-many-open-tickets' });
  });

  test('[SEC-16] #12.16 over the bet limit, a retry with the same Idempotency-Key gets its stored answer, not 429', async () => {
    const { b } = await fundedPlayer(base);
    const key = newKey('first');
    const first = await place(b, 1, key);
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i++) await b.post('/api/betting/place', { BetType: 1 }, { 'idempotency-key': newKey('junk') });
    const fresh = await place(b, 2);
    expect(fresh.status).toBe(429);
    const retry = await place(b, 1, key);
    expect(retry.status).toBe(201);
    expect(retry.body.TicketID).toBe(first.body.TicketID);
    // The same key for another bet is still refused as over the limit.
    expect((await place(b, 3, key)).status).toBe(429);
  });
});
