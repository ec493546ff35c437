/** Wire (SPEC field names) → domain entries and events. Pure; input is already validated. */
import { listColumnOf } from '../../../domain/list-columns.ts';
import { isMatchActive, isMatchListed } from '../../../domain/match-listing.ts';
import type { Category, Sport, Tournament } from '../../../schemas/catalog.ts';
import type { FeedEvent, FeedMessage, SnapshotMessage, StreamSnapshot } from '../../../schemas/feed.ts';
import type { Market } from '../../../schemas/market.ts';
import type { LiveMatchInfo, Match } from '../../../schemas/match.ts';
import { parseTopic, type FeedTopic } from '../../../schemas/protocol.ts';
import type {
  Catalog,
  CategoryEntry,
  DomainEvent,
  LiveEntry,
  MarketEntry,
  MatchEntry,
  OutcomeEntry,
  RecalledTrail,
  SportEntry,
  TournamentEntry,
} from '../model.ts';

export function toSport(s: Sport): SportEntry {
  return { id: s.ID, systemId: s.SportSystemID, name: s.Name, alias: s.Alias, rank: s.Rank, link: s.SportLink };
}

export function toCategory(c: Category): CategoryEntry {
  return { id: c.ID, sportId: c.SportTypeID, name: c.Name, alias: c.Alias, rank: c.Rank };
}

export function toTournament(t: Tournament): TournamentEntry {
  return { id: t.ID, sportId: t.SportTypeID, categoryId: t.SportCategoryID, name: t.Name, alias: t.Alias, rank: t.Rank };
}

export function toMarket(m: Market): MarketEntry {
  const outcomes: Record<number, OutcomeEntry> = {};
  for (const o of m.Odds) {
    outcomes[o.ID] = { id: o.ID, title: o.Title, line: o.SpecialBetValue, price: o.Value, previousPrice: null, changes: 0, active: o.IsActive };
  }
  return {
    id: m.ID,
    typeId: m.MarketID,
    title: m.Title,
    specialType: m.MarketSpecifications.SpecialType,
    period: m.MarketSpecifications.Period,
    periodType: m.MarketSpecifications.PeriodType,
    column: listColumnOf(m.HeaderType, m.MarketSpecifications.CompetitorType),
    suspended: m.IsSuspended,
    outcomeIds: m.Odds.map((o) => o.ID),
    outcomes,
  };
}

export function toLive(info: LiveMatchInfo): LiveEntry {
  return {
    status: info.Status,
    homeScore: info.HomeScore,
    awayScore: info.AwayScore,
    periods: info.Sets.Items.map((s) => [s.HomeScore, s.AwayScore] as const),
    clock: {
      running: info.IsClockStarted,
      countdown: info.IsCountDown,
      seconds: info.ClockCorrection,
      since: info.ClockStartTime,
      minute: info.MatchMinute,
    },
  };
}

export function toMatch(m: Match): MatchEntry {
  const markets: Record<number, MarketEntry> = {};
  for (const market of m.Markets) markets[market.ID] = toMarket(market);
  const isActive = isMatchActive(m);
  return {
    id: m.ID,
    sportId: m.SportTypeID,
    sportSystemId: m.SportSystemID,
    categoryId: m.Category.ID,
    tournamentId: m.Tournament.ID,
    home: m.HomeTeamName,
    away: m.AwayTeamName,
    name: m.Name,
    startsAt: m.StartDateJs,
    type: m.Type,
    marketsCount: m.MarketsCount,
    rank: m.Rank,
    link: m.MatchLink,
    isLive: m.IsLive,
    isActive,
    isListed: isMatchListed(m),
    isFinished: m.IsFinished,
    marketIds: m.Markets.map((market) => market.ID),
    markets,
    live: m.LiveInfo ? toLive(m.LiveInfo) : null,
    ...(m.Play ? { play: m.Play } : {}),
  };
}

function toCatalog(sports: readonly Sport[], categories: readonly Category[], tournaments: readonly Tournament[]): Catalog {
  return { sports: sports.map(toSport), categories: categories.map(toCategory), tournaments: tournaments.map(toTournament) };
}

function snapshotToEvent(stream: FeedTopic, seq: number, houseTime: number, s: StreamSnapshot): DomainEvent {
  return { type: 'stream-reset', stream, seq, houseTime, catalog: toCatalog(s.Sports, s.Categories, s.Tournaments), matches: s.Matches.map(toMatch) };
}

export function wireEventToDomain(stream: FeedTopic, e: FeedEvent): DomainEvent {
  switch (e.kind) {
    case 'catalog':
      return { type: 'catalog-upserted', stream, catalog: toCatalog(e.Sports, e.Categories, e.Tournaments) };
    case 'match':
      return { type: 'match-upserted', stream, match: toMatch(e.Match) };
    case 'matchRemoved':
      return { type: 'match-removed', stream, matchId: e.MatchID };
    case 'score':
      return { type: 'live-changed', stream, matchId: e.MatchID, live: toLive(e.LiveInfo) };
    case 'market':
      return { type: 'market-upserted', stream, matchId: e.MatchID, market: toMarket(e.Market) };
    case 'odds':
      return { type: 'price-changed', stream, matchId: e.MatchID, marketId: e.MarketID, outcomeId: e.OddID, price: e.Value };
    case 'play':
      return { type: 'play-changed', stream, matchId: e.MatchID, play: e.Play };
  }
}

/**
 * A match topic's trails, each ending at the price the snapshot holds; a trail of an outcome the
 * snapshot no longer has is dropped.
 */
function recalledPrices(message: SnapshotMessage): DomainEvent[] {
  const topic = parseTopic(message.stream);
  if (!message.trails || topic?.kind !== 'match') return [];
  const match = message.snapshot.Matches.find((m) => m.ID === topic.matchId);
  if (!match) return [];
  const trails: RecalledTrail[] = [];
  for (const [marketId, outcomeId, ...flat] of message.trails) {
    const price = match.Markets.find((m) => m.ID === marketId)?.Odds.find((o) => o.ID === outcomeId)?.Value;
    if (price === undefined) continue;
    const points: (readonly [number, number])[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!]);
    trails.push({ marketId: marketId!, outcomeId: outcomeId!, points, price });
  }
  return trails.length > 0 ? [{ type: 'prices-recalled', stream: message.stream, matchId: topic.matchId, trails }] : [];
}

/** One wire message → its domain events; an events batch ends with the stream's new position. */
export function normaliseMessage(message: FeedMessage): DomainEvent[] {
  if (message.type === 'snapshot') return [snapshotToEvent(message.stream, message.seq, message.ts, message.snapshot), ...recalledPrices(message)];
  if (message.type === 'heartbeat') return [];
  const out: DomainEvent[] = message.events.map((e) => wireEventToDomain(message.stream, e));
  out.push({ type: 'stream-advanced', stream: message.stream, seq: message.seq, houseTime: message.ts });
  return out;
}
