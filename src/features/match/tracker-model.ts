/**
 * The match tracker's maths (SPEC ENM-16, ENT-11, CON-38; issue #15): what surface a sport is
 * drawn on, where the ball is and who attacks, which part of the field the phase lights up, the
 * events' "when", the statistics as bars and the period scores as a table. Pure: the components
 * (match-tracker.tsx, match-stats.tsx) only draw what this returns and translate its keys.
 */
import type { Play, PlayEvent, PlayEventKind, PlayIncident, PlayPhase, StatKey } from '../../../schemas/play.ts';

/**
 * `pitch`: an outdoor field with goals (soccer and the like); `court`: an indoor court or rink
 * (basketball, ice hockey, handball…); `net`: a court split by a net, where the tracker shows
 * who serves (tennis, volleyball…); `board`: no field at all (darts, snooker, esports, innings).
 */
export type TrackerSurface = 'pitch' | 'court' | 'net' | 'board';

const PITCH_SPORTS: ReadonlySet<string> = new Set([
  'soccer',
  'futsal',
  'beach-soccer',
  'field-hockey',
  'rugby-union',
  'rugby-league',
  'american-football',
  'aussie-rules',
  'gaelic-football',
  'hurling',
  'lacrosse',
  'bandy',
]);
const NET_SPORTS: ReadonlySet<string> = new Set(['tennis', 'table-tennis', 'volleyball', 'beach-volleyball', 'badminton', 'squash', 'padel']);

/** How a sport is drawn: a sport with field positions on a pitch or court, the others by who serves. */
export function trackerSurface(sportAlias: string, play: Pick<Play, 'Zone'> | null): TrackerSurface {
  if (play?.Zone != null) return PITCH_SPORTS.has(sportAlias) ? 'pitch' : 'court';
  if (NET_SPORTS.has(sportAlias)) return 'net';
  if (play === null) return PITCH_SPORTS.has(sportAlias) ? 'pitch' : 'court';
  return 'board';
}

/** How the phase colours the field: calm, pressing, dangerous, or the ball dead. */
export type TrackerTone = 'calm' | 'attack' | 'danger' | 'stopped';

const TONES: Readonly<Record<PlayPhase, TrackerTone>> = {
  pre: 'stopped',
  safe: 'calm',
  attack: 'attack',
  danger: 'danger',
  stopped: 'stopped',
  break: 'stopped',
  ended: 'stopped',
};

export type TrackerState = {
  readonly surface: TrackerSurface;
  readonly phase: PlayPhase;
  readonly incident: PlayIncident | null;
  readonly tone: TrackerTone;
  /** Who has the ball or serves; null when nobody does. */
  readonly team: 'home' | 'away' | null;
  /** The ball along the field in per cent, 0 at the home goal line (left); null with no field position or no ball in play. */
  readonly ballAt: number | null;
  /** Which way the side with the ball plays: +1 to the right (home attacks the away goal), -1 to the left, 0 for nobody. */
  readonly direction: 1 | -1 | 0;
  /**
   * The part of the field the phase lights up, in per cent of its length: the half being attacked
   * on `attack`, the last sixth before the goal on `danger`; null otherwise.
   */
  readonly highlight: { readonly from: number; readonly to: number } | null;
};

/** The part of a field (per cent) the danger zone covers before each goal. */
export const DANGER_DEPTH = 17;

/** Phases where the ball is in play, so it is drawn on the field. */
const BALL_IN_PLAY: ReadonlySet<PlayPhase> = new Set(['safe', 'attack', 'danger', 'stopped']);

export function trackerState(sportAlias: string, play: Play): TrackerState {
  const surface = trackerSurface(sportAlias, play);
  const team = play.Phase === 'break' || play.Phase === 'ended' ? null : play.Team;
  const direction = team === 'home' ? 1 : team === 'away' ? -1 : 0;
  const onField = surface === 'pitch' || surface === 'court';
  const ballAt = onField && play.Zone !== null && BALL_IN_PLAY.has(play.Phase) ? play.Zone : null;
  let highlight: TrackerState['highlight'] = null;
  if (onField && direction !== 0 && (play.Phase === 'attack' || play.Phase === 'danger')) {
    const depth = play.Phase === 'danger' ? DANGER_DEPTH : 50;
    highlight = direction === 1 ? { from: 100 - depth, to: 100 } : { from: 0, to: depth };
  }
  return { surface, phase: play.Phase, incident: play.Incident, tone: TONES[play.Phase], team, ballAt, direction, highlight };
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────

/** How an event is marked in the list: a card, a ball, a whistle… or nothing. */
export type EventMark = 'goal' | 'miss' | 'yellow' | 'red' | 'corner' | 'var' | 'swap' | 'point' | 'whistle' | 'none';

const MARKS: Readonly<Record<PlayEventKind, EventMark>> = {
  goal: 'goal',
  ownGoal: 'goal',
  penaltyGoal: 'goal',
  penaltyMissed: 'miss',
  yellowCard: 'yellow',
  redCard: 'red',
  corner: 'corner',
  var: 'var',
  substitution: 'swap',
  point: 'point',
  ace: 'point',
  doubleFault: 'miss',
  break: 'point',
  gameWon: 'point',
  setWon: 'point',
  periodStart: 'whistle',
  periodEnd: 'whistle',
  timeout: 'whistle',
  score: 'goal',
};

export type EventRow = {
  /** Unique within the list (the house time, and the position for two at the same millisecond). */
  readonly key: string;
  readonly kind: PlayEventKind;
  readonly mark: EventMark;
  readonly team: 'home' | 'away' | null;
  /** The match minute ("67'") for clocked sports, else the score after it ("3-2"), else empty. */
  readonly when: string;
  /** The score after it, where it changed the score ("2-1"); empty otherwise. */
  readonly score: string;
};

function eventWhen(e: PlayEvent): string {
  if (e.Minute !== null) return `${e.Minute}'`;
  return '';
}

/** The last `limit` events, newest first, as the list shows them. */
export function eventRows(events: readonly PlayEvent[], limit = 8): EventRow[] {
  return events.slice(0, limit).map((e, i) => ({
    key: `${e.At}-${i}`,
    kind: e.Kind,
    mark: MARKS[e.Kind],
    team: e.Team,
    when: eventWhen(e),
    score: e.HomeScore !== null && e.AwayScore !== null ? `${e.HomeScore}-${e.AwayScore}` : '',
  }));
}

// ── Statistics ──────────────────────────────────────────────────────────────────────────────

/** Statistics that are each side's own percentage (each bar against 100) rather than counts. */
const PERCENT_STATS: ReadonlySet<StatKey> = new Set(['firstServePercentage']);

export type StatBar = {
  readonly key: StatKey;
  readonly home: number;
  readonly away: number;
  /** Shown with a per cent sign. */
  readonly percent: boolean;
  /**
   * `split`: one bar shared between the sides (possession, home + away = 100); `pair`: each side
   * its own bar, growing from the middle.
   */
  readonly shape: 'split' | 'pair';
  /** Each side's bar length in per cent: of the split bar, or of its half for a pair. */
  readonly homeWidth: number;
  readonly awayWidth: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The statistics the sport sends, in the house's order, as bars. */
export function statBars(stats: Play['Stats']): StatBar[] {
  return stats.map(({ Key, Home, Away }) => {
    if (Key === 'possession') {
      const total = Home + Away;
      const homeWidth = total === 0 ? 50 : round1((Home / total) * 100);
      return { key: Key, home: Home, away: Away, percent: true, shape: 'split', homeWidth, awayWidth: round1(100 - homeWidth) };
    }
    if (PERCENT_STATS.has(Key)) {
      return { key: Key, home: Home, away: Away, percent: true, shape: 'pair', homeWidth: Math.min(Home, 100), awayWidth: Math.min(Away, 100) };
    }
    const most = Math.max(Home, Away);
    return {
      key: Key,
      home: Home,
      away: Away,
      percent: false,
      shape: 'pair',
      homeWidth: most === 0 ? 0 : round1((Home / most) * 100),
      awayWidth: most === 0 ? 0 : round1((Away / most) * 100),
    };
  });
}

// ── Period scores ───────────────────────────────────────────────────────────────────────────

export type PeriodTable = {
  /** What a column is: a set (sports played in sets) or a period (halves, quarters, periods…). */
  readonly unit: 'set' | 'period';
  /** Column headings: 1, 2, 3… */
  readonly columns: readonly number[];
  readonly home: readonly number[];
  readonly away: readonly number[];
  readonly homeTotal: number;
  readonly awayTotal: number;
};

/** The per-period (per-set) scores as a table; null when the feed has sent none. */
export function periodTable(sportAlias: string, periods: readonly (readonly [number, number])[], homeScore: number, awayScore: number): PeriodTable | null {
  if (periods.length === 0) return null;
  return {
    unit: NET_SPORTS.has(sportAlias) || sportAlias === 'darts' || sportAlias === 'snooker' ? 'set' : 'period',
    columns: periods.map((_, i) => i + 1),
    home: periods.map(([h]) => h),
    away: periods.map(([, a]) => a),
    homeTotal: homeScore,
    awayTotal: awayScore,
  };
}

// ── What the match page shows ───────────────────────────────────────────────────────────────

/**
 * What the tracker area holds: nothing before kick-off; the tracker (live, or the final state
 * after the end) once the first state of play has come; "waiting for data" until it does.
 */
export type TrackerDisplay = 'none' | 'waiting' | 'live' | 'final';

export function trackerDisplay(match: { readonly isLive: boolean; readonly finished: boolean; readonly outright: boolean; readonly play: Play | null }): TrackerDisplay {
  if (match.outright) return 'none';
  if (match.finished) return match.play ? 'final' : 'none';
  if (!match.isLive) return 'none';
  if (!match.play) return 'waiting';
  return match.play.Phase === 'ended' ? 'final' : 'live';
}
