/**
 * Outrights in the house's simulator (SPEC RTE-08, ENT-06, ENT-10, ERR-27): one "winner of the
 * tournament" event per top tournament, in the pre-match feed and its topics, titled odds priced
 * with a margin, drifting slowly; bettable as a single, refused in a combo with its tournament.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isScheduleEligible } from '../../domain/schedule.ts';
import { MARKET_TYPE_IDS } from '../../schemas/market-types.ts';
import { MATCH_TYPES, type Match } from '../../schemas/match.ts';
import { ESPORT_SPORT_SYSTEM_ID } from '../../schemas/protocol.ts';
import { SPEC_ERRORS } from '../../schemas/errors.ts';
import { createBetting, type BettingService } from '../../server/betting/index.ts';
import type { Db } from '../../server/db/db.ts';
import { openTestDatabase } from '../../server/db/open.ts';
import { matchTopic, sportTopic } from '../../server/feed/derived-topics.ts';
import { buildCatalog } from '../../server/feed/simulator/catalog.ts';
import { createFeedSimulator } from '../../server/feed/simulator/index.ts';
import type { FeedSimulator } from '../../server/feed/simulator/index.ts';
import { MIN_FIELD, outrightTournaments } from '../../server/feed/simulator/outrights.ts';
import { Prng } from '../../server/feed/simulator/prng.ts';
import { createWallet, openPlayerAccounts, type WalletAccount } from '../../server/wallet/ledger.ts';
import { toMatch } from '../../workers/feed/normalise/wire-to-domain.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 86_400_000;
const SEED = 21;

const outrightsOf = (matches: readonly Match[]) => matches.filter((m) => m.Type === MATCH_TYPES.outright);
const impliedSum = (m: Match) => m.Markets[0]!.Odds.reduce((sum, o) => sum + 1 / o.Value, 0);

describe('outrights in the simulator', () => {
  const sim = createFeedSimulator({ seed: SEED, startTime: START, liveMatches: 10, prematchMatches: 300 });
  const pre = sim.snapshot('prematch');
  const outrights = outrightsOf(pre.Matches);

  test('[RTE-08] [ENT-06] one outright per top tournament with a big enough field: Type 2, no sides, dated after the 7-day window', () => {
    // The catalogue is built from the seed's first fork, as the simulator builds it.
    const eligible = outrightTournaments(buildCatalog(new Prng(SEED).fork()));
    expect(eligible.length).toBeGreaterThan(50);
    expect(outrights.map((m) => m.Tournament.ID).sort()).toEqual(eligible.map((t) => t.tournament.ID).sort());
    const tournaments = new Map(pre.Tournaments.map((t) => [t.ID, t]));
    const categories = new Map(pre.Categories.map((c) => [c.ID, c]));
    for (const m of outrights) {
      const tournament = tournaments.get(m.Tournament.ID)!;
      expect(categories.get(m.Category.ID)?.TopTournaments).toContain(tournament.ID);
      expect(m).toMatchObject({ Name: `${tournament.Name} — Winner`, HomeTeamName: '', AwayTeamName: '', IsLive: false, LiveInfo: null, IsActive: true, IsFinished: false, MarketsCount: 1 });
      expect(m.StartDateJs).toBeGreaterThan(START + 7 * DAY);
      expect(m.MatchLink).toBe(`${tournament.TournamentLink}/match/${m.ID}`);
      // STA-50: never on the schedule; VAL-12: listed like any active match with markets.
      expect(isScheduleEligible({ type: m.Type, startsAt: m.StartDateJs }, START)).toBe(false);
      expect(toMatch(m).isListed).toBe(true);
    }
    // Fixtures stay Type 0 or 1 (schedule-eligible or not).
    expect(pre.Matches.filter((m) => m.Type !== MATCH_TYPES.outright).every((m) => m.Type === 0 || m.Type === 1)).toBe(true);
  });

  test('[ENT-10] [ENT-19] one winner market: the field’s names as titles, favourites first, Σ 1/price above 1 (the margin) and below 1.25', () => {
    for (const m of outrights) {
      const market = m.Markets[0]!;
      expect(market).toMatchObject({ MarketID: MARKET_TYPE_IDS.outrightWinner, HeaderType: 1, IsSuspended: false, Title: 'Winner' });
      const titles = market.Odds.map((o) => o.Title);
      expect(titles.length).toBeGreaterThanOrEqual(MIN_FIELD);
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.every((t) => t.length > 0)).toBe(true);
      expect(m.OutcomesCount).toBe(titles.length);
      const values = market.Odds.map((o) => o.Value);
      expect(values.every((v) => v >= 1.01 && v <= 1000 && Math.round(v * 100) / 100 === v)).toBe(true);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(impliedSum(m)).toBeGreaterThan(1.1);
      expect(impliedSum(m)).toBeLessThan(1.25);
    }
    // Esports outrights are in the esport feed too.
    expect(outrightsOf(sim.snapshot('esport').Matches).map((m) => m.ID).sort()).toEqual(outrights.filter((m) => m.SportSystemID === ESPORT_SPORT_SYSTEM_ID).map((m) => m.ID).sort());
  });

  test('[API-56] [API-57] the sport topic and the match topic serve an outright', () => {
    const outright = outrights.find((m) => m.SportSystemID === 1)!;
    const sport = sportTopic('prematch', 1, pre).snapshot((s) => sim.snapshot(s));
    expect(sport.Matches.some((m) => m.ID === outright.ID)).toBe(true);
    const own = matchTopic(outright.ID, (id) => sim.matchSnapshot(id)).snapshot((s) => sim.snapshot(s));
    expect(own.Matches).toEqual([outright]);
    expect(own.Tournaments.map((t) => t.ID)).toEqual([outright.Tournament.ID]);
  });

  test('prices drift slowly: some outright prices move over an hour, each stays near where it was, the margin holds; the same seed gives the same outrights', () => {
    const other = createFeedSimulator({ seed: SEED, startTime: START, liveMatches: 10, prematchMatches: 300 });
    expect(outrightsOf(other.snapshot('prematch').Matches)).toEqual(outrights);
    const before = new Map(outrights.flatMap((m) => m.Markets[0]!.Odds.map((o) => [o.ID, o.Value] as const)));
    let moves = 0;
    for (let minute = 0; minute < 60; minute++) {
      for (const e of other.step(60_000).prematch) if (e.kind === 'odds' && before.has(e.OddID)) moves++;
    }
    expect(moves).toBeGreaterThan(0);
    // A move re-prices most of a field; slow means a handful of moves an hour per outright.
    expect(moves).toBeLessThan(before.size * 10);
    for (const m of outrightsOf(other.snapshot('prematch').Matches)) {
      expect(impliedSum(m)).toBeGreaterThan(1.1);
      expect(impliedSum(m)).toBeLessThan(1.25);
      for (const o of m.Markets[0]!.Odds) {
        const was = before.get(o.ID)!;
        expect(Math.abs(Math.log(o.Value / was))).toBeLessThan(0.5);
      }
    }
  }, 60_000);
});

describe('betting on outrights', () => {
  let db: Db;
  let betting: BettingService;
  let sim: FeedSimulator;
  let account: WalletAccount;
  let keys = 0;
  const key = () => `outright-${++keys}`;

  beforeAll(async () => {
    db = await openTestDatabase('embedded');
    const wallet = createWallet(db);
    sim = createFeedSimulator({ seed: SEED, startTime: START, liveMatches: 0, prematchMatches: 600 });
    betting = createBetting({ db, wallet, prices: { match: (id) => sim.match(id) } });
    await betting.load();
    const [row] = await db.query<{ id: bigint }>(
      `insert into users (user_name, user_name_key, email, email_key, password_hash, user_type, currency, allow_email_notification, terms_accepted_at, privacy_accepted_at)
       values ('outrights', 'outrights', 'o@example.com', 'o@example.com', 'x', 0, 'EUR', false, now(), now()) returning id`,
    );
    account = { userId: Number(row!.id), currency: 'EUR', book: 'real' };
    await db.transaction((tx) => openPlayerAccounts(tx, account));
    await wallet.credit(account, 100_000n, { scope: 'fund', key: 'outrights' });
  }, 60_000);
  afterAll(async () => {
    await betting?.close();
    await db?.close();
  });

  const pick = (m: Match, index = 0) => {
    const market = m.Markets[0]!;
    const odd = market.Odds[index]!;
    return { MatchID: m.ID, MarketID: market.ID, OddID: odd.ID, Odds: odd.Value };
  };
  const place = (BetType: 1 | 2, Selections: ReturnType<typeof pick>[]) => betting.place(account, { BetType, Stake: '5', OddsAcceptance: 0, Selections }, key());

  test('[API-40] an outright is bettable as a single at its price, named by its event, market and team', async () => {
    const outright = outrightsOf(sim.snapshot('prematch').Matches)[0]!;
    const answer = await place(1, [pick(outright, 2)]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      BetType: 1,
      Selections: [{ MatchID: outright.ID, MatchName: outright.Name, MarketName: 'Winner', OutcomeTitle: outright.Markets[0]!.Odds[2]!.Title, Odds: outright.Markets[0]!.Odds[2]!.Value }],
    });
  });

  test('[ERR-27] a combo of an outright with a match of its tournament is refused with InvalidOutrightsCombinationException; with another tournament’s match it is taken', async () => {
    const all = sim.snapshot('prematch').Matches;
    const fixtures = all.filter((m) => m.Type !== MATCH_TYPES.outright && !m.Markets[0]!.IsSuspended);
    const outright = outrightsOf(all).find((o) => fixtures.some((m) => m.Tournament.ID === o.Tournament.ID))!;
    const same = fixtures.find((m) => m.Tournament.ID === outright.Tournament.ID)!;
    const other = fixtures.find((m) => m.Tournament.ID !== outright.Tournament.ID)!;

    const refused = await place(2, [pick(same), pick(outright)]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: SPEC_ERRORS.invalidOutrightsCombination, field: 'Selections' });

    const taken = await place(2, [pick(outright, 1), pick(other)]);
    expect(taken.status).toBe(201);
  });
});
