/**
 * Outrights (SPEC RTE-08, ENT-06, ENT-10): "winner of the tournament" markets. Every top tournament
 * (Category.TopTournaments) of an in-play sport whose field has at least MIN_FIELD sides gets one
 * event in the pre-match feed: a Match of Type 2 (MATCH_TYPES.outright) with no home or away side,
 * dated at the season's end — after the pre-match window, so it stays in the feed all week — and
 * one winner market whose outcomes are the field's names, priced from the sides' ratings with an
 * outright margin. Its prices drift slowly around the ratings (odds-walk.ts). The season ends after
 * the window, so nothing here is ever settled; an outright whose date comes leaves the feed.
 *
 * Everything is drawn from a generator of the outrights' own, seeded from the feed's seed, so they
 * are the same on every start and do not shift the rest of the feed's draws.
 */
import type { Market, Odd } from '../../../schemas/market.ts';
import { HEADER_TYPES, MARKET_TYPE_IDS } from '../../../schemas/market-types.ts';
import type { Match } from '../../../schemas/match.ts';
import { MATCH_TYPES } from '../../../schemas/match.ts';
import { ESPORT_SPORT_SYSTEM_ID } from '../../../schemas/protocol.ts';
import type { Catalog, TournamentEntry } from './catalog.ts';
import { listedAt } from './match-entry.ts';
import type { IdSource } from './match-entry.ts';
import { walkMarket } from './odds-walk.ts';
import type { WalkingMarket } from './odds-walk.ts';
import { boundProbabilities, priceOf } from './pricing.ts';
import { Prng } from './prng.ts';
import type { Competitor } from './team-names.ts';

/** A tournament needs at least this many sides for a winner market. */
export const MIN_FIELD = 6;
/** Outright books carry a wider margin than a match's markets (the sum of 1/price lands here). */
export const OUTRIGHT_MARGIN = { min: 1.12, max: 1.2 } as const;
/** How strongly a rating gap turns into title chances (a softmax over the field's ratings). */
const STRENGTH_SCALE = 3.5;
/** Outright prices drift slowly: moves per second per outright (a move re-prices most of the field). */
export const OUTRIGHT_MOVES_PER_SECOND = 0.001;
/** The season ends this many days after the pre-match window closes, at SEASON_END_HOUR UTC. */
const SEASON_END_DAYS = { min: 14, max: 90 } as const;
const SEASON_END_HOUR = 20;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Title of the winner market; the event is named "{tournament} — Winner". */
export const OUTRIGHT_MARKET_TITLE = 'Winner';

/** An outright as the simulator keeps it: the wire object, its catalogue place and its priced market. */
export type OutrightEntry = {
  readonly match: Match;
  readonly where: TournamentEntry;
  readonly esport: boolean;
  /** Outrights are never in play. */
  readonly liveIndex: -1;
  readonly book: WalkingMarket;
};

/** The tournaments that get an outright, in catalogue order. */
export function outrightTournaments(catalog: Catalog): TournamentEntry[] {
  return catalog.sports.flatMap((sport) =>
    sport.definition.live ? sport.tournaments.filter((t) => t.category.TopTournaments.includes(t.tournament.ID) && t.roster.length >= MIN_FIELD) : [],
  );
}

/** Each side's chance of winning the tournament, from the ratings (sums to 1, bounded like every market). */
export function titleChances(field: readonly Competitor[]): number[] {
  const top = Math.max(...field.map((c) => c.rating));
  const weights = field.map((c) => Math.exp(STRENGTH_SCALE * (c.rating - top)));
  return boundProbabilities(weights);
}

function odd(id: number, name: string): Odd {
  return { ID: id, Title: name, OriginalTitle: name, TitleSuffix: '', SpecialBetValue: '', Value: 1.01, IsActive: true };
}

function createOutright(where: TournamentEntry, seasonEnd: number, rng: Prng, ids: IdSource): OutrightEntry {
  const chances = titleChances(where.roster);
  // Favourites first, as a book lists a winner market.
  const order = where.roster.map((_, i) => i).sort((a, b) => (chances[b] ?? 0) - (chances[a] ?? 0) || a - b);
  const target = order.map((i) => chances[i] ?? 0);
  const market: Market = {
    ID: 1,
    MarketID: MARKET_TYPE_IDS.outrightWinner,
    Title: OUTRIGHT_MARKET_TITLE,
    TitleSuffix: '',
    IsSuspended: false,
    HeaderType: HEADER_TYPES.moneyLine,
    MarketSpecifications: { Period: 0, SpecialType: 0, StatType: 0, CompetitorType: 0, PeriodType: 0 },
    Odds: order.map((i) => odd(ids.nextOddId(), where.roster[i]?.name ?? '')),
  };
  const book: WalkingMarket = { market, fair: [...target], target, raw: target, margin: rng.range(OUTRIGHT_MARGIN.min, OUTRIGHT_MARGIN.max) };
  market.Odds.forEach((o, i) => (o.Value = priceOf(book.fair[i] ?? 0, book.margin)));
  const id = ids.nextMatchId();
  const sport = where.sport;
  const match: Match = {
    ID: id,
    SportSystemID: sport.systemId,
    SportTypeID: sport.systemId,
    Type: MATCH_TYPES.outright,
    DateOfMatch: new Date(seasonEnd).toISOString(),
    StartDateJs: seasonEnd,
    Name: `${where.tournament.Name} — ${OUTRIGHT_MARKET_TITLE}`,
    HomeTeamName: '',
    AwayTeamName: '',
    ...listedAt(where, id),
    MarketsCount: 1,
    OutcomesCount: market.Odds.length,
    Markets: [market],
  };
  return { match, where, esport: sport.systemId === ESPORT_SPORT_SYSTEM_ID, liveIndex: -1, book };
}

/** The outrights' own generator, from the feed's seed. */
export function outrightRng(seed: number): Prng {
  return new Prng(Math.imul(seed ^ 0x0bad5eed, 0x2c1b3c6d) | 0);
}

/** One outright per eligible tournament, each season ending some weeks after `windowEnd`. */
export function buildOutrights(catalog: Catalog, windowEnd: number, rng: Prng, ids: IdSource): OutrightEntry[] {
  const firstDay = Math.ceil(windowEnd / DAY) * DAY;
  return outrightTournaments(catalog).map((where) => {
    const seasonEnd = firstDay + rng.intBetween(SEASON_END_DAYS.min, SEASON_END_DAYS.max) * DAY + SEASON_END_HOUR * HOUR;
    return createOutright(where, seasonEnd, rng, ids);
  });
}

/**
 * One slow random move of the outright's prices; the outcomes whose price changed. Compared by
 * value, not by walkMarket's bit mask: a field can have more than 31 sides.
 */
export function driftOutright(entry: OutrightEntry, rng: Prng): Odd[] {
  const odds = entry.book.market.Odds;
  const before = odds.map((o) => o.Value);
  walkMarket(entry.book, rng);
  return odds.filter((o, i) => o.Value !== before[i]);
}
