/**
 * A match as the simulator keeps it: the wire object (changed in place) together with its engine,
 * its priced markets and the timers that drive suspensions and re-pricing.
 */
import { ESPORT_SPORT_SYSTEM_ID } from '../../../schemas/protocol.ts';
import type { Match } from '../../../schemas/match.ts';
import { MATCH_TYPES } from '../../../schemas/match.ts';
import type { Play } from '../../../schemas/play.ts';
import type { TournamentEntry } from './catalog.ts';
import type { MatchEngine } from './engine.ts';
import { createEngine, fixedOutlook } from './engines.ts';
import { matchLink } from './links.ts';
import { matchModel } from './match-model.ts';
import { buildMarkets } from './markets.ts';
import type { MarketSlot, OddIdSource } from './markets.ts';
import type { Narrator } from './play.ts';
import type { Prng } from './prng.ts';

/** Match.BettingSourceType values the simulator sends. */
export const BETTING_SOURCE = { prematch: 1, live: 2 } as const;

/** Home sides win a little more often; individual and racing sports have no home. */
const HOME_ADVANTAGE = 0.15;

export type IdSource = OddIdSource & { nextMatchId(): number };

export type MatchEntry = {
  readonly match: Match;
  readonly where: TournamentEntry;
  readonly engine: MatchEngine | null;
  readonly markets: MarketSlot[];
  /** Markets taken off the page before the end (the first-period winner once that period is over); still settled. */
  readonly dropped: MarketSlot[];
  readonly esport: boolean;
  /** Position in the simulator's live list, -1 while not live. */
  liveIndex: number;
  nextRandomSuspendAt: number;
  nextRetargetAt: number;
  /** The match tracker's narrator while live (play.ts); null before kick-off and for sports not played live. */
  narrator: Narrator | null;
  /** Markets held by a dangerous moment (market-desk.ts holdAll). */
  held: boolean;
  /** When the tracker's state was last sent, and what was sent (a match topic's snapshot carries this, so it folds the same as the events). */
  playSentAt: number;
  playSent: Play | null;
};

function pickSides(where: TournamentEntry, rng: Prng): readonly [home: { name: string; rating: number }, away: { name: string; rating: number }] {
  const roster = where.roster;
  const home = rng.int(roster.length);
  let away = rng.int(roster.length - 1);
  if (away >= home) away++;
  const h = roster[home];
  const a = roster[away];
  if (!h || !a) throw new Error(`Roster of ${where.tournament.Name} is too small`);
  return [h, a];
}

export function syncCounts(entry: MatchEntry): void {
  const m = entry.match;
  m.Markets = entry.markets.map((slot) => slot.market);
  m.MarketsCount = m.Markets.length;
  m.OutcomesCount = m.Markets.reduce((sum, market) => sum + market.Odds.length, 0);
}


/**
 * What every event listed under a tournament shares, fixture or outright: its rank and link there,
 * its place in the catalogue, and the flags of an event not yet in play.
 */
export function listedAt(where: TournamentEntry, id: number) {
  const sport = where.sport;
  return {
    Rank: (where.category.Rank - 1) * 10 + where.tournament.Rank,
    HomeTeamLogo: '',
    AwayTeamLogo: '',
    MatchLink: matchLink(where.path, id, false),
    Tournament: { ID: where.tournament.ID },
    Category: { ID: where.category.ID },
    SportType: { ID: sport.systemId, SportSystemID: sport.systemId, OriginalName: sport.name, Rank: sport.rank },
    SportCategoryID: where.category.ID,
    IsActive: true,
    isIncomplete: false,
    IsVisible: true,
    IsFinished: false,
    IsLive: false,
    BettingSourceType: BETTING_SOURCE.prematch,
    LiveInfo: null,
  } satisfies Partial<Match>;
}

/** A new pre-match match starting at `start`, priced from the pre-match view of its engine. */
export function createMatchEntry(where: TournamentEntry, start: number, scheduleEligible: boolean, rng: Prng, ids: IdSource): MatchEntry {
  const sport = where.sport;
  const [home, away] = pickSides(where, rng);
  const strength = home.rating - away.rating + (sport.live ? HOME_ADVANTAGE : 0);
  const engine = createEngine(sport, start, strength);
  const model = matchModel(engine ? engine.outlook() : fixedOutlook(sport, strength));
  const markets = buildMarkets(sport, model, rng, ids);
  const id = ids.nextMatchId();
  const match: Match = {
    ID: id,
    SportSystemID: sport.systemId,
    SportTypeID: sport.systemId,
    Type: scheduleEligible ? MATCH_TYPES.scheduleEligible : MATCH_TYPES.unscheduled,
    DateOfMatch: new Date(start).toISOString(),
    StartDateJs: start,
    Name: `${home.name} - ${away.name}`,
    HomeTeamName: home.name,
    AwayTeamName: away.name,
    ...listedAt(where, id),
    MarketsCount: 0,
    OutcomesCount: 0,
    Markets: [],
  };
  const entry: MatchEntry = { match, where, engine, markets, dropped: [], esport: sport.systemId === ESPORT_SPORT_SYSTEM_ID, liveIndex: -1, nextRandomSuspendAt: 0, nextRetargetAt: 0, narrator: null, held: false, playSentAt: 0, playSent: null };
  syncCounts(entry);
  return entry;
}

/** Flips the wire object to its in-play form; the engine's LiveInfo becomes the match's. */
export function markLive(entry: MatchEntry): void {
  if (!entry.engine) throw new Error(`Match ${entry.match.ID} has no in-play engine`);
  const m = entry.match;
  m.IsLive = true;
  m.BettingSourceType = BETTING_SOURCE.live;
  m.MatchLink = matchLink(entry.where.path, m.ID, true);
  m.LiveInfo = entry.engine.info;
}
