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
import type { CurrencyCode } from '../../schemas/wallet.ts';
import type { OddsAcceptance } from '../../domain/bet-maths.ts';
import type { TicketCashout } from '../../domain/cashout.ts';
import type { ClockState } from '../../domain/clock.ts';
import type { PriceTrend } from '../../domain/odds.ts';
import type { Patch } from './patches.ts';

export { applyPatches, type Patch } from './patches.ts';

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

export type FeedQuery =
  | { readonly kind: 'live' }
  | { readonly kind: 'betslip' }
  | { readonly kind: 'bets' }
  | { readonly kind: 'match'; readonly matchId: number };

/** The queries that take no argument, as values (one object each, so a page need not build them). */
export const QUERIES = { live: { kind: 'live' }, betslip: { kind: 'betslip' }, bets: { kind: 'bets' } } as const satisfies Record<string, FeedQuery>;

/** One text per query: the key a query's view is kept and shared under, on both sides. */
export function queryKey(query: FeedQuery): string {
  return query.kind === 'match' ? `match/${query.matchId}` : query.kind;
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
  /** The money-line market's id (null when the match has none), its suspension and its outcomes. */
  readonly marketId: number | null;
  readonly suspended: boolean;
  readonly moneyLine: readonly OutcomeView[];
};

export type CategoryGroupView = { readonly id: number; readonly name: string; readonly matchIds: readonly number[] };

export type SportGroupView = {
  readonly id: number;
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

// ── One match ──────────────────────────────────────────────────────────────────────────────

export type MarketView = {
  readonly id: number;
  readonly title: string;
  readonly suspended: boolean;
  readonly outcomes: readonly OutcomeView[];
};

export type MatchView = {
  readonly id: number;
  readonly sportAlias: string;
  readonly sportName: string;
  readonly categoryName: string;
  readonly tournamentName: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: number;
  readonly isLive: boolean;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly status: string;
  readonly clock: ClockState | null;
  readonly periods: readonly (readonly [number, number])[];
  readonly markets: readonly MarketView[];
};

/** One match with its full market list; `available` is false once the house no longer holds it. */
export type MatchModel = { readonly match: MatchView | null; readonly status: FeedStatus; readonly available: boolean };

// ── The betslip ────────────────────────────────────────────────────────────────────────────

/** Which tab of the slip is in use (SPEC STA-07). */
export type BetMode = 'single' | 'combo';

/** Why Place bet waits, in the order the slip says it; the page translates the code. */
export type SlipBlock = 'guest' | 'placing' | 'stale' | 'price-changed' | 'unavailable' | 'combo-min' | 'same-match' | 'bad-stake' | 'no-stake';

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
};

/** A bet the house refused, with what it was about ("Over 2.5 · A – B"; null for the combo). */
export type PlacementFailure = { readonly about: string | null; readonly code: ErrorCode | 'network'; readonly field: string | null };

export type BetslipModel = {
  readonly selections: readonly SelectionView[];
  readonly mode: BetMode;
  readonly acceptance: OddsAcceptance;
  readonly comboStake: string;
  readonly comboStakeInvalid: boolean;
  /** The combo's odds: the exact product of the shown prices. */
  readonly totalOdds: number;
  /** Exact decimal amounts in the player's currency (two decimals for a guest). */
  readonly totalStake: string;
  readonly potentialReturn: string;
  /** The player's currency; null for a guest. */
  readonly currency: CurrencyCode | null;
  /** Some selection's data is stale: betting is blocked until it is fresh again. */
  readonly stale: boolean;
  /** Some selection's price moved in a way the odds setting does not take: the player must accept it first (STA-10). */
  readonly priceChanged: boolean;
  readonly unavailable: boolean;
  /** SPEC STA-15: two selections of one match cannot be combined. */
  readonly sameMatch: boolean;
  /** The combo tab's own rule (STA-11, STA-15), said even while something else blocks. */
  readonly comboRule: 'combo-min' | 'same-match' | null;
  readonly blocked: SlipBlock | null;
  readonly placing: boolean;
  readonly failures: readonly PlacementFailure[];
  /** Bets placed by the last Place bet; the page moves on when it placed all it was asked. */
  readonly placed: number;
  /** The balance the house answered the last placement with, in minor units (the header shows it at once). */
  readonly balance: { readonly availableMinor: string; readonly pendingMinor: string; readonly currency: CurrencyCode } | null;
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
  /** A stake as typed: `key` is a selection's key for a single, or `combo`. */
  | { readonly kind: 'set-stake'; readonly key: string; readonly stake: string }
  | { readonly kind: 'set-acceptance'; readonly acceptance: OddsAcceptance }
  /** Places the slip as it stands, at the prices the player accepted. */
  | { readonly kind: 'place-bets' }
  /** Cashes a ticket out at its current offer (SPEC STA-37). */
  | { readonly kind: 'cash-out'; readonly ticketId: string }
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
  run(command: FeedCommand): Promise<CommandResult>;
};

/** The same API on the page's own thread (`?worker=off`, for benchmarks only), loaded on demand. */
export const loadSameThreadFeedApi = (): Promise<FeedApi> => import('./api.ts').then(({ createFeedApi }) => createFeedApi());
