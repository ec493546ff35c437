/**
 * A finished match's result record: final and period scores, when it finished, and every market's
 * selections settled by the same rules that priced them (settle.ts) — the current outcomes, the
 * outcomes of earlier lines of a market re-lined in play (`retired`), and markets taken off the
 * page before the end (the first-period winner).
 */
import type { Odd } from '../../../schemas/market.ts';
import type { MatchResult, SettledMarket, SettledOutcome } from '../../../schemas/results.ts';
import { fixedOutlook } from './engines.ts';
import type { MatchEntry } from './match-entry.ts';
import type { MarketSlot } from './markets.ts';
import type { Prng } from './prng.ts';
import { settleOutcome } from './settle.ts';
import type { MarketSpec, MatchFacts } from './settle.ts';

function settleOdds(spec: MarketSpec, odds: readonly Odd[], facts: MatchFacts, retired: boolean): SettledOutcome[] {
  return odds.map((odd, index) => ({
    ID: odd.ID,
    Title: odd.Title,
    SpecialBetValue: odd.SpecialBetValue,
    Odds: odd.Value,
    Result: settleOutcome(spec, index, facts),
    IsRetired: retired,
  }));
}

function settleSlot(slot: MarketSlot, facts: MatchFacts): SettledMarket {
  const m = slot.market;
  const outcomes: SettledOutcome[] = [];
  for (const old of slot.retired) outcomes.push(...settleOdds(old.spec, old.odds, facts, true));
  outcomes.push(...settleOdds(slot.spec, m.Odds, facts, false));
  return {
    ID: m.ID,
    MarketID: m.MarketID,
    Title: m.Title,
    HeaderType: m.HeaderType,
    MarketSpecifications: { ...m.MarketSpecifications },
    IsAlternative: slot.kind === 'extra',
    Outcomes: outcomes,
  };
}

/**
 * The facts of a sport the book does not play in-play (races, fights): decided at the off by the
 * same chances that priced it, drawn from the generator given (one of the match's own, so the
 * feed's own draws do not shift).
 */
export function decideAtTheOff(entry: MatchEntry, rng: Prng): MatchFacts {
  // The draw's chance does not depend on the sides; the money line's model chances split the rest.
  const draw = fixedOutlook(entry.where.sport, 0).draw;
  const raw = entry.markets.find((slot) => slot.kind === 'moneyLine')?.raw ?? [];
  const home = raw.length === 3 ? (raw[0] ?? 0) : (1 - draw) * (raw[0] ?? 0.5);
  const r = rng.next();
  if (r < home) return { home: 1, away: 0, periods: [], scorers: [] };
  if (r < home + draw) return { home: 0, away: 0, periods: [], scorers: [] };
  return { home: 0, away: 1, periods: [], scorers: [] };
}

export function matchResult(entry: MatchEntry, facts: MatchFacts, finishedAt: number): MatchResult {
  const m = entry.match;
  const w = entry.where;
  const markets = [...entry.markets, ...entry.dropped].sort((a, b) => a.market.ID - b.market.ID).map((slot) => settleSlot(slot, facts));
  return {
    ID: m.ID,
    Name: m.Name,
    HomeTeamName: m.HomeTeamName,
    AwayTeamName: m.AwayTeamName,
    SportSystemID: m.SportSystemID,
    Sport: { ID: w.sportWire.ID, Name: w.sportWire.Name, Alias: w.sportWire.Alias, Rank: w.sportWire.Rank },
    Category: { ID: w.category.ID, Name: w.category.Name, Alias: w.category.Alias, Rank: w.category.Rank },
    Tournament: { ID: w.tournament.ID, Name: w.tournament.Name, Alias: w.tournament.Alias, Rank: w.tournament.Rank },
    DateOfMatch: m.DateOfMatch,
    StartDateJs: m.StartDateJs,
    FinishedDate: new Date(finishedAt).toISOString(),
    FinishedDateJs: finishedAt,
    HomeScore: facts.home,
    AwayScore: facts.away,
    PeriodScores: facts.periods.map((p) => ({ HomeScore: p.home, AwayScore: p.away })),
    Markets: markets,
  };
}
