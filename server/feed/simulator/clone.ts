/**
 * Copies of the simulator's live wire objects. Everything the simulator hands out (events and
 * snapshots) is a copy, because it keeps mutating its own objects as play goes on. Hand-written
 * rather than structuredClone: these run for every market and score event, and key order must
 * stay the schema's so JSON of a snapshot and of a replayed feed compare byte for byte.
 */
import type { Category, Sport, Tournament } from '../../../schemas/catalog.ts';
import type { Market, Odd } from '../../../schemas/market.ts';
import type { LiveMatchInfo, Match } from '../../../schemas/match.ts';

export function cloneOdd(o: Odd): Odd {
  return { ID: o.ID, Title: o.Title, OriginalTitle: o.OriginalTitle, TitleSuffix: o.TitleSuffix, SpecialBetValue: o.SpecialBetValue, Value: o.Value, IsActive: o.IsActive };
}

export function cloneMarket(m: Market): Market {
  const s = m.MarketSpecifications;
  return {
    ID: m.ID,
    MarketID: m.MarketID,
    Title: m.Title,
    TitleSuffix: m.TitleSuffix,
    IsSuspended: m.IsSuspended,
    HeaderType: m.HeaderType,
    MarketSpecifications: { Period: s.Period, SpecialType: s.SpecialType, StatType: s.StatType, CompetitorType: s.CompetitorType, PeriodType: s.PeriodType },
    Odds: m.Odds.map(cloneOdd),
  };
}

export function cloneLiveInfo(i: LiveMatchInfo): LiveMatchInfo {
  return {
    StreamUrl: i.StreamUrl,
    StreamType: i.StreamType,
    Status: i.Status,
    HomeScore: i.HomeScore,
    AwayScore: i.AwayScore,
    SportSystemID: i.SportSystemID,
    MatchMinute: i.MatchMinute,
    IsClockStarted: i.IsClockStarted,
    ClockStartTime: i.ClockStartTime,
    ClockCorrection: i.ClockCorrection,
    IsCountDown: i.IsCountDown,
    Sets: { Items: i.Sets.Items.map((s) => ({ HomeScore: s.HomeScore, AwayScore: s.AwayScore })) },
  };
}

export function cloneMatch(m: Match): Match {
  return {
    ID: m.ID,
    SportSystemID: m.SportSystemID,
    SportTypeID: m.SportTypeID,
    Type: m.Type,
    DateOfMatch: m.DateOfMatch,
    StartDateJs: m.StartDateJs,
    Name: m.Name,
    Rank: m.Rank,
    HomeTeamName: m.HomeTeamName,
    AwayTeamName: m.AwayTeamName,
    HomeTeamLogo: m.HomeTeamLogo,
    AwayTeamLogo: m.AwayTeamLogo,
    MatchLink: m.MatchLink,
    Tournament: { ID: m.Tournament.ID },
    Category: { ID: m.Category.ID },
    SportType: { ID: m.SportType.ID, SportSystemID: m.SportType.SportSystemID, OriginalName: m.SportType.OriginalName, Rank: m.SportType.Rank },
    SportCategoryID: m.SportCategoryID,
    MarketsCount: m.MarketsCount,
    OutcomesCount: m.OutcomesCount,
    IsActive: m.IsActive,
    isIncomplete: m.isIncomplete,
    IsVisible: m.IsVisible,
    IsFinished: m.IsFinished,
    IsLive: m.IsLive,
    BettingSourceType: m.BettingSourceType,
    Markets: m.Markets.map(cloneMarket),
    LiveInfo: m.LiveInfo ? cloneLiveInfo(m.LiveInfo) : null,
  };
}

export function cloneSport(s: Sport): Sport {
  return { ...s };
}

export function cloneCategory(c: Category): Category {
  return { ...c, TopTournaments: [...c.TopTournaments] };
}

export function cloneTournament(t: Tournament): Tournament {
  return { ...t };
}
