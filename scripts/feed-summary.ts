/**
 * A recording summary of the default feed (issue #15): steps the seeded simulator through a
 * stretch of simulated time (no real waiting) and prints how its live prices move.
 *
 *   npm run feed:summary [-- --seconds 60 --seed 1 --odds-rate 0 --live-matches 60 --json]
 *
 * A price is one outcome of one live market. It moved when an odds event changed it, or a market
 * event (a reopening) carried a new value. Every market of the live matches counts (what a match
 * topic carries), not only the list's preview markets.
 */
import { parseArgs } from 'node:util';
import type { FeedEvent } from '../schemas/feed.ts';
import { isPreviewMarket } from '../server/feed/preview-cut.ts';
import { createFeedSimulator } from '../server/feed/simulator/index.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string', default: '1' },
    'odds-rate': { type: 'string' },
    'live-matches': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

const seconds = Number(values.seconds);
const START = Date.UTC(2026, 0, 5, 19, 0, 0);
const sim = createFeedSimulator({
  seed: Number(values.seed),
  startTime: START,
  ...(values['odds-rate'] === undefined ? {} : { oddsChangesPerSecond: Number(values['odds-rate']) }),
  ...(values['live-matches'] === undefined ? {} : { liveMatches: Number(values['live-matches']) }),
});

/** Each live price's value now, when it moved in the window, and whether a list shows it (a preview market). */
type Price = { value: number; moves: number[]; listed: boolean };
const prices = new Map<string, Price>();
const key = (match: number, market: number, odd: number): string => `${match}/${market}/${odd}`;
type SeenMarket = { ID: number; HeaderType: number; Odds: readonly { ID: number; Value: number }[] };
function seed(matchId: number, market: SeenMarket): void {
  for (const o of market.Odds) if (!prices.has(key(matchId, market.ID, o.ID))) prices.set(key(matchId, market.ID, o.ID), { value: o.Value, moves: [], listed: isPreviewMarket(market) });
}
for (const id of [...sim.view('live').matches.keys()]) {
  const match = sim.match(id);
  if (match) for (const m of match.Markets) seed(id, m);
}

let oddsEvents = 0;
let suspensions = 0;
let betStops = 0;
let playEvents = 0;
const suspended = new Set<string>();
/** Markets of a match newly suspended this second; three or more is a bet stop of the match. */
function fold(e: FeedEvent, t: number, stopped: Map<number, number>): void {
  switch (e.kind) {
    case 'match':
      for (const m of e.Match.Markets) seed(e.Match.ID, m);
      break;
    case 'odds': {
      oddsEvents++;
      const p = prices.get(key(e.MatchID, e.MarketID, e.OddID));
      if (p && p.value !== e.Value) {
        p.value = e.Value;
        p.moves.push(t);
      }
      break;
    }
    case 'market': {
      const k = `${e.MatchID}/${e.Market.ID}`;
      if (e.Market.IsSuspended && !suspended.has(k)) {
        suspended.add(k);
        suspensions++;
        stopped.set(e.MatchID, (stopped.get(e.MatchID) ?? 0) + 1);
      }
      if (!e.Market.IsSuspended) suspended.delete(k);
      for (const o of e.Market.Odds) {
        const p = prices.get(key(e.MatchID, e.Market.ID, o.ID));
        if (!p) prices.set(key(e.MatchID, e.Market.ID, o.ID), { value: o.Value, moves: [], listed: isPreviewMarket(e.Market) });
        else if (p.value !== o.Value) {
          p.value = o.Value;
          p.moves.push(t);
        }
      }
      break;
    }
    case 'play':
      playEvents++;
      break;
    default:
      break;
  }
}

for (let s = 1; s <= seconds; s++) {
  const batch = sim.step(1000);
  const stopped = new Map<number, number>();
  for (const e of batch.live) fold(e, s, stopped);
  for (const n of stopped.values()) if (n >= 3) betStops++;
}

const median = (xs: readonly number[]): number => (xs.length === 0 ? NaN : (xs[Math.floor((xs.length - 1) / 2)] ?? NaN));
/** Per price, the window over its moves: how long it stays put on average (unmoved: longer than the window). */
function movement(of: readonly Price[]): { median: number; medianGap: number; share: number } {
  const perPrice = of.map((p) => (p.moves.length > 0 ? seconds / p.moves.length : Infinity)).sort((a, b) => a - b);
  const gaps = of.flatMap((p) => p.moves.slice(1).map((t, i) => t - (p.moves[i] ?? t))).sort((a, b) => a - b);
  return { median: median(perPrice), medianGap: median(gaps), share: of.filter((p) => p.moves.length > 0).length / of.length };
}
const all = [...prices.values()];
const every = movement(all);
const listed = movement(all.filter((p) => p.listed));
const summary = {
  seconds,
  liveMatches: sim.view('live').matches.size,
  prices: all.length,
  medianSecondsBetweenMovesOfOnePrice: every.median,
  medianGapOfPricesMovedTwice: every.medianGap,
  shareOfPricesThatMoved: every.share,
  listPrices: all.filter((p) => p.listed).length,
  listMedianSecondsBetweenMoves: listed.median,
  listShareThatMoved: listed.share,
  oddsEventsPerSecond: oddsEvents / seconds,
  marketSuspensionsPerMinute: (suspensions * 60) / seconds,
  matchBetStopsPerMinute: (betStops * 60) / seconds,
  playEventsPerSecond: playEvents / seconds,
};
if (values.json) console.log(JSON.stringify(summary));
else {
  const fmt = (x: number, d = 1): string => (Number.isFinite(x) ? x.toFixed(d) : `> ${seconds}`);
  const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
  console.log(`Feed summary: ${seconds} simulated s, ${summary.liveMatches} live matches, ${summary.prices} live prices (${summary.listPrices} in lists)`);
  console.log(`  median seconds between moves of one price   ${fmt(summary.medianSecondsBetweenMovesOfOnePrice)}  (list prices: ${fmt(summary.listMedianSecondsBetweenMoves)})`);
  console.log(`  (prices that moved twice: median gap, s)    ${fmt(summary.medianGapOfPricesMovedTwice)}`);
  console.log(`  share of prices that moved                  ${pct(summary.shareOfPricesThatMoved)}  (list prices: ${pct(summary.listShareThatMoved)})`);
  console.log(`  odds events per second                      ${fmt(summary.oddsEventsPerSecond)}`);
  console.log(`  market suspensions per minute               ${fmt(summary.marketSuspensionsPerMinute)}`);
  console.log(`  bet stops (a match's markets) per minute    ${fmt(summary.matchBetStopsPerMinute)}`);
  console.log(`  play events per second (match topics only)  ${fmt(summary.playEventsPerSecond)}`);
}
