/**
 * The feed worker's contract with the page: the queries a view can watch, the view model each one
 * gets, the commands the page can run, and what a command can be refused with. It is the only
 * worker module src/ imports (lint enforces it), so a new query or command is one entry here and
 * one case in the engine — never a new method in three places.
 *
 * A watch sends the whole view first, then per-frame patches (patches.ts); the page applies them to
 * a valtio proxy. Views are plain JSON: numbers, text, arrays and objects.
 */
import type { CashoutOffer, Ticket, TicketWithOffer } from '../../schemas/betting.ts';
import type { ErrorCode } from '../../schemas/errors.ts';
import type { TableState } from '../../schemas/live-casino.ts';
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { Play } from '../../schemas/play.ts';
import type { OddsAcceptance } from '../../domain/bet-maths.ts';
import type { TicketCashout } from '../../domain/cashout.ts';
import type { ClockState } from '../../domain/clock.ts';
import type { NamedSystem } from '../../domain/system-bets.ts';
import type { ListColumn } from '../../domain/list-columns.ts';
import type { PriceTrend } from '../../domain/odds.ts';
import type { MarketGroup, MarketTab } from '../../domain/market-groups.ts';
import type { PriceMove, PricePoint, PriceSummary } from '../../domain/price-movement.ts';
import type { Patch } from './patches.ts';

export { applyBatches, type Patch } from './patches.ts';
import type { catchUpViews } from './catch-up-views.ts';
type CatchUpViewsOf = typeof catchUpViews;

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

export type FeedQuery =
  | { readonly kind: 'live' }
  | { readonly kind: 'betslip' }
  | { readonly kind: 'bets' }
  | { readonly kind: 'match'; readonly matchId: number }
  | PriceHistoryQuery
  | PrematchQuery
  | LiveTableQuery;

/** A live casino table's rounds (issue #19): its `table/{key}` topic is followed while watched. */
export type LiveTableQuery = { readonly kind: 'live-table'; readonly tableKey: string };

/** One price's movement since the worker first saw it move (price-log.ts), its match followed meanwhile. */
export type PriceHistoryQuery = { readonly kind: 'price-history'; readonly matchId: number; readonly marketId: number; readonly outcomeId: number };

/**
 * A pre-match list (SPEC RTE-06, RTE-08, RTE-10..12): the listed matches of some sports' pre-match
 * topics, narrowed to a category or some tournaments, fixtures starting before `until` (SCR-05),
 * or the sports' outrights instead of fixtures. With `live` (the esports lists, RTE-15) the sports'
 * matches in play are listed too, first in each tournament.
 */
export type PrematchQuery = {
  readonly kind: 'prematch';
  readonly sportIds: readonly number[];
  readonly categoryId: number | null;
  readonly tournamentIds: readonly number[] | null;
  readonly until: number | null;
  /** Fixtures starting at or after this instant only (the Asian view's calendar day, ENT-60). */
  readonly from?: number | null;
  readonly sort: ListSort;
  /** The Asian layout (RTE-09): its groups' columns in Asian order, handicap and O/U first. */
  readonly asian?: boolean;
  readonly outrights: boolean;
  readonly live: boolean;
  /**
   * At most this many fixtures, taken in turn from the tournaments in `tournamentIds`' order, each
   * one's soonest first (SCR-10's most popular matches, domain/home-picks.ts popularMatchIds): a
   * block that shows eight is not sent, nor made to keep, a hundred.
   */
  readonly inTurns?: number | null;
};

/** SCR-06's sorting: tournaments by their rank, or by their first kick-off. */
export type ListSort = 'league' | 'time';

/** The queries that take no argument, as values (one object each, so a page need not build them). */
export const QUERIES = { live: { kind: 'live' }, betslip: { kind: 'betslip' }, bets: { kind: 'bets' } } as const satisfies Record<string, FeedQuery>;

/** One text per query: the key a query's view is kept and shared under, on both sides. */
export function queryKey(query: FeedQuery): string {
  switch (query.kind) {
    case 'match':
      return `match/${query.matchId}`;
    case 'price-history':
      return `price-history/${query.matchId}/${query.marketId}/${query.outcomeId}`;
    case 'live-table':
      return `live-table/${query.tableKey}`;
    case 'prematch':
      return ['prematch', query.sportIds.join(','), query.categoryId ?? '', query.tournamentIds?.join(',') ?? '*', query.until ?? '', query.from ?? '', query.sort, query.asian ? 'asian' : '', query.outrights ? 'outrights' : 'fixtures', query.live ? 'live' : '', query.inTurns ? `turns${query.inTurns}` : ''].join('/');
    default:
      return query.kind;
  }
}

/** The view model a query is answered with. */
export type ViewOf<Q extends FeedQuery> = Q extends { readonly kind: 'live' }
  ? LiveOverviewModel
  : Q extends { readonly kind: 'betslip' }
    ? BetslipModel
    : Q extends { readonly kind: 'bets' }
      ? MyBetsModel
      : Q extends { readonly kind: 'match' }
        ? MatchModel
        : Q extends { readonly kind: 'prematch' }
          ? PrematchListModel
          : Q extends { readonly kind: 'price-history' }
            ? PriceHistoryModel
            : Q extends { readonly kind: 'live-table' }
              ? LiveTableModel
              : never;

/** What a view shows before the worker has sent its first model. */
export type Loading = { readonly loading: true };
export const LOADING: Loading = { loading: true };

/**
 * What a view shows about its data: `connecting` before any, `live` when fresh, `stale` when the
 * data may be behind the house (heartbeat missed, resync in flight, restored from storage), and
 * `reconnecting` while the socket is down.
 */
export type FeedStatus = 'connecting' | 'live' | 'stale' | 'reconnecting';

// ── The live overview ──────────────────────────────────────────────────────────────────────

export type OutcomeView = {
  readonly id: number;
  /** The outcome's name with its line where it has one ("Over 2.5"). */
  readonly label: string;
  readonly price: number;
  readonly trend: PriceTrend;
  /** Changes so far: a new value restarts the flash even when the trend is unchanged. */
  readonly changes: number;
  readonly active: boolean;
};

export type MatchRowView = {
  readonly id: number;
  readonly sportAlias: string;
  readonly home: string;
  readonly away: string;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly status: string;
  readonly clock: ClockState | null;
  readonly link: string;
  /**
   * The match has ended and stays in the live stream a short while before it leaves (issue #15):
   * the row shows its final score, "Finished" and a link to its result instead of prices.
   */
  readonly finished: boolean;
  /** The money-line market's id (null when the match has none), its suspension and its outcomes. */
  readonly marketId: number | null;
  readonly suspended: boolean;
  readonly moneyLine: readonly OutcomeView[];
};

/** Names come with the keys the page translates them by (src/i18n/feed-names.ts): system id, aliases. */
export type CategoryGroupView = { readonly id: number; readonly alias: string; readonly name: string; readonly matchIds: readonly number[] };

export type SportGroupView = {
  readonly id: number;
  readonly systemId: number;
  readonly alias: string;
  readonly name: string;
  readonly labels: readonly string[];
  readonly matchCount: number;
  readonly categories: readonly CategoryGroupView[];
};

export type LiveOverviewModel = {
  readonly sports: readonly SportGroupView[];
  readonly matches: Readonly<Record<string, MatchRowView>>;
  readonly matchCount: number;
  readonly status: FeedStatus;
  /** House emit time of the newest live data shown (epoch ms), 0 before any. */
  readonly houseTime: number;
};

/**
 * What a live list's outline (its sports, categories, counts and status) leaves out of the overview:
 * the rows, which each row reads on its own, and the data's age, which changes with every batch.
 */
export const LIVE_ROWS_AND_AGE = ['matches', 'houseTime'] as const;
/** What the live overview's status and data age leave out: the rows and the sports tree. */
export const LIVE_ROWS_AND_SPORTS = ['matches', 'sports'] as const;

// ── Pre-match lists ────────────────────────────────────────────────────────────────────────

/** One list cell: a preview market's outcomes, or null where the match has none for the column. */
export type ListCellView = { readonly marketId: number; readonly suspended: boolean; readonly outcomes: readonly OutcomeView[] } | null;

export type PrematchRowView = {
  readonly id: number;
  /** The match's name: "Home - Away", or an outright's "Premier League — Winner". */
  readonly name: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: number;
  readonly isLive: boolean;
  /** Home and away score while in play; null before. */
  readonly score: readonly [number, number] | null;
  readonly link: string;
  /** Markets beyond the ones in the row ("+24"). */
  readonly moreMarkets: number;
  /** One cell per column of its group, in the group's order. */
  readonly cells: readonly ListCellView[];
};

export type ListColumnView = { readonly key: ListColumn; readonly header: string };

export type TournamentGroupView = {
  readonly id: number;
  readonly sportAlias: string;
  readonly sportSystemId: number;
  readonly sportName: string;
  readonly categoryAlias: string;
  readonly categoryName: string;
  readonly alias: string;
  readonly name: string;
  readonly link: string;
  readonly columns: readonly ListColumnView[];
  readonly matchIds: readonly number[];
};

export type PrematchListModel = {
  readonly groups: readonly TournamentGroupView[];
  readonly matches: Readonly<Record<string, PrematchRowView>>;
  readonly matchCount: number;
  readonly status: FeedStatus;
};

// ── One match ──────────────────────────────────────────────────────────────────────────────

export type MarketView = {
  readonly id: number;
  readonly title: string;
  readonly suspended: boolean;
  /** The tab it is listed under besides All (domain/market-groups.ts). */
  readonly group: MarketGroup;
  readonly outcomes: readonly OutcomeView[];
};

export type MatchView = {
  readonly id: number;
  readonly sportAlias: string;
  readonly sportSystemId: number;
  readonly sportName: string;
  readonly categoryAlias: string;
  readonly categoryName: string;
  readonly tournamentAlias: string;
  readonly tournamentName: string;
  readonly home: string;
  readonly away: string;
  /** "Home – Away", or an outright's own name ("Premier League — Winner"). */
  readonly name: string;
  /** The match page's path under the language, as the house sends it (`/live/soccer/…/match/1`). */
  readonly link: string;
  /** A tournament winner market (Match.Type 2): no sides, no score; `startsAt` is the season's end. */
  readonly outright: boolean;
  readonly startsAt: number;
  readonly isLive: boolean;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly status: string;
  readonly clock: ClockState | null;
  /** The score of each period or set so far, oldest first (LiveInfo.Sets, SPEC ENT-11). */
  readonly periods: readonly (readonly [number, number])[];
  /** The final whistle has gone (Match.IsFinished): the page shows the final state, no longer live. */
  readonly finished: boolean;
  /**
   * The tracker's state of play and the statistics (schemas/play.ts), as the match topic last sent
   * them; null until the first arrives (or for a match the house sends none for). Passed on as the
   * house sent it: the page's tracker model (src/features/match/tracker-model.ts) reads it.
   */
  readonly play: Play | null;
  readonly markets: readonly MarketView[];
  /** The market tabs, All first; empty when the markets all fall in one group. */
  readonly tabs: readonly MarketTab[];
};

/** One match with its full market list; `available` is false once the house no longer holds it. */
export type MatchModel = { readonly match: MatchView | null; readonly status: FeedStatus; readonly available: boolean };

// ── Odds history ────────────────────────────────────────────────────────────────────────────

/**
 * A price's movement: its points (oldest first, at most price-log.ts POINTS_PER_PRICE), their open,
 * high, low and last, a steam or drift flag at `at` (domain/price-movement.ts), and the price as the
 * book holds it now; `price` is null while the match is not in the book.
 */
/** A live table as its topic tells it: null until the first snapshot. */
export type LiveTableModel = {
  readonly status: FeedStatus;
  readonly table: TableState | null;
  /** The house's clock minus this one, from the table's last message (for the phase's countdown). */
  readonly clockOffsetMs: number;
};

export type PriceHistoryModel = {
  readonly points: readonly PricePoint[];
  readonly summary: PriceSummary | null;
  readonly move: PriceMove | null;
  readonly price: number | null;
  /** When the model was made (epoch ms): ages and the move are judged at this time. */
  readonly at: number;
  readonly status: FeedStatus;
};

// ── The betslip ────────────────────────────────────────────────────────────────────────────

/** Which tab of the slip is in use (SPEC STA-07, ENT-41). */
export type BetMode = 'single' | 'combo' | 'system' | 'ifbet' | 'reversebet' | 'teaser';

/** A tab's own rule failing (SPEC STA-11, STA-15..18), said even while something else blocks. */
export type TabRule = 'combo-min' | 'same-match' | 'system-count' | 'chain-count' | 'teaser-legs';

/** Why Place bet waits, in the order the slip says it; the page translates the code. */
export type SlipBlock = 'guest' | 'placing' | 'stale' | 'price-changed' | 'unavailable' | TabRule | 'bad-stake' | 'no-stake' | 'limit';

/** The house's limits in the player's currency (API-40, CON-08, CON-09), as exact amounts. */
export type SlipLimits = {
  readonly minStake: string;
  readonly maxStakePerSelection: string;
  readonly maxStakePerTicket: string;
  readonly maxPayout: string;
  /** SPEC CON-08: the stake quick-buttons. */
  readonly quickStakes: readonly string[];
};

/** A limit the slip as it stands breaks, and the limit's amount. */
export type SlipLimitBreach = { readonly limit: 'min-stake' | 'max-stake-per-selection' | 'max-stake-per-ticket' | 'max-payout'; readonly amount: string };

/** A system the slip can be placed as (domain/system-bets.ts): `key` names it in commands. */
export type SystemOptionView = { readonly key: string; readonly sizes: readonly number[]; readonly name: NamedSystem | null; readonly bets: number };

/** A teaser type the slip's selections can be teased by (ENT-43). */
export type TeaserOptionView = { readonly id: number; readonly points: number; readonly odds: number };

export type SelectionView = {
  /** `matchId:outcomeId`: how a selection is named in commands. */
  readonly key: string;
  readonly matchId: number;
  readonly marketId: number;
  readonly outcomeId: number;
  readonly matchName: string;
  readonly marketTitle: string;
  /** The outcome with its line: "Over 2.5" (domain/selection-label.ts), as on the ticket. */
  readonly outcomeTitle: string;
  /** The current price (the shown one when the selection is no longer in the book). */
  readonly price: number;
  readonly shownPrice: number;
  /** SPEC STA-10: the price moved since the player accepted it, and their odds setting (ENM-07) does not take the move. */
  readonly priceChanged: boolean;
  /** The price a bet is placed at: the current one when the setting takes the move, else the shown one. */
  readonly betPrice: number;
  readonly stale: boolean;
  /** The match, market or outcome is gone, suspended or inactive. */
  readonly available: boolean;
  /** The single stake as typed, whether it is an amount, and what it returns at the shown price. */
  readonly stake: string;
  readonly stakeInvalid: boolean;
  readonly potentialReturn: string | null;
  /** System tab: in every bet of the system. */
  readonly banker: boolean;
  /** Teaser tab: the line after teasing by the chosen type ("+2.5"), null when not teased. */
  readonly teasedLine: string | null;
};

/** A bet the house refused, with what it was about ("Over 2.5 · A – B"; null for the combo). */
export type PlacementFailure = { readonly about: string | null; readonly code: ErrorCode | 'network'; readonly field: string | null };

/**
 * The house's answer to a stake over a maximum (SPEC ENT-42, API-40, STA-20; ADR 0027): the same
 * ticket at the largest stake it takes, until it expires; or, for a bet type with no trader offers,
 * the ERR-08 code to show as the offered value.
 */
export type SlipTraderOffer = {
  /** Why the stake asked was refused (LineBettingLimitReachedException, maximum-stake, maximum-payout). */
  readonly refusal: ErrorCode;
  /** STA-20 / ERR-08: no offer for this bet type (`trader-offer-unavailable`); null with an offer. */
  readonly unavailable: ErrorCode | null;
  /** Single, combo: the offered stake; multiple singles: each selection's, in the slip's order of staked selections. */
  readonly stake: string | null;
  readonly stakes: readonly string[] | null;
  readonly potentialReturn: string | null;
  /** When it expires, epoch ms on this machine's clock; null without an offer. */
  readonly expiresAt: number | null;
  /** open; being accepted; expired (the house no longer takes it). */
  readonly state: 'open' | 'accepting' | 'expired';
};

export type BetslipModel = {
  readonly selections: readonly SelectionView[];
  readonly mode: BetMode;
  /** The tabs the selections can be placed as (STA-13..18), with the chosen one even when its rule fails. */
  readonly tabs: readonly BetMode[];
  readonly acceptance: OddsAcceptance;
  /** The stake box of a one-ticket tab (combo; system and reverse: each bet's stake; if-bet; teaser) as typed. */
  readonly tabStake: string;
  readonly tabStakeInvalid: boolean;
  /** The combo's odds: the exact product of the shown prices. */
  readonly totalOdds: number;
  /** How many bets the tab makes (a system's combinations, a reverse's if-bets, the singles with a stake). */
  readonly betCount: number;
  /** Exact decimal amounts in the player's currency (two decimals for a guest). */
  readonly totalStake: string;
  readonly potentialReturn: string;
  /** System tab: the systems on offer and the chosen one's key. */
  readonly systems: readonly SystemOptionView[];
  readonly systemKey: string | null;
  /** Teaser tab: the types on offer and the chosen one. */
  readonly teaserTypes: readonly TeaserOptionView[];
  readonly teaserTypeId: number | null;
  /** The house's limits; null until they have loaded (the house checks them anyway). */
  readonly limits: SlipLimits | null;
  readonly limitBreach: SlipLimitBreach | null;
  /** The player's currency; null for a guest. */
  readonly currency: CurrencyCode | null;
  /** Some selection's data is stale: betting is blocked until it is fresh again. */
  readonly stale: boolean;
  /** Some selection's price moved in a way the odds setting does not take: the player must accept it first (STA-10). */
  readonly priceChanged: boolean;
  readonly unavailable: boolean;
  /** SPEC STA-15: two selections of one match cannot be combined. */
  readonly sameMatch: boolean;
  /** The tab's own rule (STA-11, STA-15..18), said even while something else blocks. */
  readonly tabRule: TabRule | null;
  readonly blocked: SlipBlock | null;
  readonly placing: boolean;
  readonly failures: readonly PlacementFailure[];
  /** Bets placed by the last Place bet; the page moves on when it placed all it was asked. */
  readonly placed: number;
  /** The balance the house answered the last placement with, in minor units (the header shows it at once). */
  readonly balance: { readonly availableMinor: string; readonly pendingMinor: string; readonly currency: CurrencyCode } | null;
  /** The house's trader offer for the last placement's stake over a maximum, until accepted, declined or replaced. */
  readonly traderOffer: SlipTraderOffer | null;
};

// ── My bets ────────────────────────────────────────────────────────────────────────────────

/** The player's tickets with their cash-out state, and how fresh the offers are. */
export type MyBetsModel = {
  /** Tickets by id; `order` lists them newest first. */
  readonly tickets: Readonly<Record<string, TicketWithOffer>>;
  readonly order: readonly string[];
  readonly cashout: Readonly<Record<string, TicketCashout>>;
  /** House emit time of the last message applied (epoch ms); 0 before any. */
  readonly houseTime: number;
  /** The balance the last settled ticket left (minor units): the header shows it at once; null before any. */
  readonly balance: { readonly availableMinor: string; readonly pendingMinor: string; readonly currency: CurrencyCode } | null;
  readonly status: FeedStatus | 'signed-out';
};

export type { CashoutOffer, Ticket, TicketCashout, TicketWithOffer };

// ── Commands ───────────────────────────────────────────────────────────────────────────────

/** A selection as the page names it. */
export type SelectionPick = { readonly matchId: number; readonly marketId: number; readonly outcomeId: number };

export type FeedCommand =
  /** Adds a selection at its current price, or takes it off when it is on the slip already. */
  | { readonly kind: 'toggle-selection'; readonly pick: SelectionPick }
  | { readonly kind: 'remove-selection'; readonly key: string }
  | { readonly kind: 'clear-betslip' }
  /** SPEC STA-10: the player takes the moved prices. */
  | { readonly kind: 'accept-prices' }
  | { readonly kind: 'set-mode'; readonly mode: BetMode }
  /** A stake as typed: `key` is a selection's key for a single, else the tab's name (`combo`, `system`…). */
  | { readonly kind: 'set-stake'; readonly key: string; readonly stake: string }
  /** A quick-stake button (CON-08): the tab's stake, or on the single tab every selection's. */
  | { readonly kind: 'quick-stake'; readonly stake: string }
  /** System tab: the system by its key (SystemOptionView). */
  | { readonly kind: 'set-system'; readonly key: string }
  /** System tab: a selection becomes a banker, or stops being one. */
  | { readonly kind: 'toggle-banker'; readonly key: string }
  /** Teaser tab: the teaser type. */
  | { readonly kind: 'set-teaser'; readonly teaserTypeId: number }
  | { readonly kind: 'set-acceptance'; readonly acceptance: OddsAcceptance }
  /** Places the slip as it stands, at the prices the player accepted. */
  | { readonly kind: 'place-bets' }
  /** Takes the house's trader offer: places the ticket at the offered stake (ADR 0027). */
  | { readonly kind: 'accept-trader-offer' }
  /** Turns the trader offer down (or puts away an expired one). */
  | { readonly kind: 'decline-trader-offer' }
  /** Cashes a ticket out at its current offer (SPEC STA-37); with `amount` (decimal text), only that part of it. */
  | { readonly kind: 'cash-out'; readonly ticketId: string; readonly amount?: string }
  /** Sets the offer (decimal text) at which the house cashes the ticket out by itself; null clears it. */
  | { readonly kind: 'set-auto-cashout'; readonly ticketId: string; readonly target: string | null }
  /** Who is playing: the connection is opened anew so the hub sees the session; null is a guest. */
  | { readonly kind: 'set-player'; readonly player: { readonly currency: CurrencyCode } | null };

/** Why a command was not carried out. */
export type CommandRefusal =
  /** The selection's data is stale (or nothing has loaded yet): it cannot be added now. */
  | 'stale'
  | 'unavailable'
  /** The slip holds as many selections as it may (SPEC CON-11). */
  | 'full'
  /** Place bet while the slip says why not (its `blocked`). */
  | 'blocked'
  /** The house refused some of the bets: the slip's `failures` say which and why. */
  | 'refused'
  /** No such ticket, or it has no offer to take. */
  | 'no-offer';

export type CommandResult = CommandRefusal | null;

// ── The worker's API (comlink) ─────────────────────────────────────────────────────────────

export type FeedConfig = { readonly protocol: 'messagepack' | 'json'; readonly origin: string; readonly freeze: boolean };

export type FeedApi = {
  /** Paints from the stored book (if any) first, then connects. */
  start(config: FeedConfig): Promise<void>;
  /** Watches a query: `send` gets the whole view first, then per-frame patches. Returns the watch's id. */
  watch(query: FeedQuery, send: (patches: Patch[]) => void): number;
  unwatch(id: number): void;
  /** The match rows watch `id` has on screen (`null`: all): only their changes are sent. */
  setVisible(id: number, matchIds: readonly number[] | null): void;
  /** At most one batch per `paceMs` to watch `id` (0: every frame): the page asks for less when its frames run long (domain/frame-pace.ts). */
  setPace(id: number, paceMs: number): void;
  run(command: FeedCommand): Promise<CommandResult>;
};

/**
 * The feed's API to one window of several that share it (a SharedWorker, ADR 0032): the same calls,
 * with the window's watches let go when it goes.
 */
export type WindowFeedApi = FeedApi & {
  /**
   * Lets the window's watches go once the page holding the Web Lock `lockName` has gone. False when
   * the worker has no Web Locks: the page then says `closeWindow` itself as it hides.
   */
  followWindow(lockName: string): boolean;
  /** The window is going: its watches are let go. */
  closeWindow(): void;
};

/** The same API on the page's own thread (`?worker=off`, for benchmarks only), loaded on demand. */
export const loadSameThreadFeedApi = (): Promise<FeedApi> => import('./api.ts').then(({ createFeedApi }) => createFeedApi());

/** The feed's views as a page connecting now would get them, for the house's render of a page (ADR 0044). */
export const loadCatchUpViews = (): Promise<CatchUpViewsOf> => import('./catch-up-views.ts').then((m) => m.catchUpViews);
