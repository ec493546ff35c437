/**
 * The tracker's state of one live match as the house sends it (schemas/play.ts): phase, side,
 * zone, incident, statistics and the last events. The narrators (play-timed.ts, play-sets.ts,
 * play-innings.ts) change it in place; the simulator sends a copy when it changed.
 */
import { MAX_PLAY_EVENTS } from '../../../schemas/play.ts';
import type { Play, PlayEvent, PlayEventKind, PlayIncident, PlayPhase, StatKey } from '../../../schemas/play.ts';
import type { Side } from './engine.ts';

type Stat = Play['Stats'][number];

/** Event kinds a tracker keeps in its list while older, lesser ones make room (the score's story). */
const KEPT: ReadonlySet<PlayEventKind> = new Set<PlayEventKind>(['goal', 'ownGoal', 'penaltyGoal', 'redCard']);

/**
 * Incidents that hold every market of the match while they last (issue #15: a penalty, a VAR
 * check, a point that can decide a game, set or match). Corners, free kicks, time-outs and power
 * plays are shown but trade on.
 */
export const HOLDING_INCIDENTS: ReadonlySet<PlayIncident> = new Set<PlayIncident>(['penalty', 'var', 'breakPoint', 'setPoint', 'matchPoint']);

export class PlayBook {
  readonly play: Play;
  /** Something changed since the simulator last sent the state. */
  changed = true;
  /** An event was added or the incident changed: worth sending at once rather than at the next second. */
  urgent = true;
  private readonly stats = new Map<StatKey, Stat>();
  private readonly held = { home: 0, away: 0 };

  constructor(keys: readonly StatKey[], zone: boolean) {
    const Stats = keys.map((Key) => ({ Key, Home: 0, Away: 0 }));
    for (const stat of Stats) this.stats.set(stat.Key, stat);
    this.play = { Phase: 'pre', Team: null, Zone: zone ? 50 : null, Incident: null, Stats, Events: [] };
  }

  has(key: StatKey): boolean {
    return this.stats.has(key);
  }

  get(key: StatKey, side: Side): number {
    const stat = this.stats.get(key);
    if (!stat) return 0;
    return side === 'home' ? stat.Home : stat.Away;
  }

  /** Adds to a counted statistic; keys the sport does not send are ignored. */
  add(key: StatKey, side: Side, n = 1): void {
    const stat = this.stats.get(key);
    if (!stat || n === 0) return;
    if (side === 'home') stat.Home += n;
    else stat.Away += n;
    this.changed = true;
  }

  /** Sets a statistic outright (percentages). */
  set(key: StatKey, home: number, away: number): void {
    const stat = this.stats.get(key);
    if (!stat || (stat.Home === home && stat.Away === away)) return;
    stat.Home = home;
    stat.Away = away;
    this.changed = true;
  }

  /** Counts a second of possession and keeps `possession` in whole percent (home + away = 100). */
  possess(side: Side | null, seconds: number): void {
    if (!side || !this.stats.has('possession')) return;
    this.held[side] += seconds;
    const total = this.held.home + this.held.away;
    const home = Math.round((100 * this.held.home) / total);
    this.set('possession', home, 100 - home);
  }

  state(phase: PlayPhase, team: Side | null, zone: number | null, incident: PlayIncident | null): void {
    const p = this.play;
    const z = p.Zone === null || zone === null ? p.Zone : Math.max(0, Math.min(100, Math.round(zone)));
    if (p.Phase === phase && p.Team === team && p.Zone === z && p.Incident === incident) return;
    if (p.Incident !== incident) this.urgent = true;
    p.Phase = phase;
    p.Team = team;
    p.Zone = z;
    p.Incident = incident;
    this.changed = true;
  }

  /** Adds an event at the top of the list; a full list drops its oldest event that is not a score or a sending-off. */
  event(kind: PlayEventKind, team: Side | null, minute: number | null, at: number, score: readonly [number, number] | null = null): void {
    const events = this.play.Events;
    const e: PlayEvent = { Kind: kind, Team: team, Minute: minute, At: at, HomeScore: score ? score[0] : null, AwayScore: score ? score[1] : null };
    events.unshift(e);
    if (events.length > MAX_PLAY_EVENTS) {
      let drop = events.length - 1;
      while (drop > 0 && KEPT.has(events[drop]?.Kind ?? 'goal')) drop--;
      events.splice(drop > 0 ? drop : events.length - 1, 1);
    }
    this.changed = true;
    this.urgent = true;
  }

  get holding(): boolean {
    const incident = this.play.Incident;
    return incident !== null && HOLDING_INCIDENTS.has(incident);
  }
}

/** A copy for the wire, keys in the schema's order. */
export function clonePlay(p: Play): Play {
  return {
    Phase: p.Phase,
    Team: p.Team,
    Zone: p.Zone,
    Incident: p.Incident,
    Stats: p.Stats.map((s) => ({ Key: s.Key, Home: s.Home, Away: s.Away })),
    Events: p.Events.map((e) => ({ Kind: e.Kind, Team: e.Team, Minute: e.Minute, At: e.At, HomeScore: e.HomeScore, AwayScore: e.AwayScore })),
  };
}
