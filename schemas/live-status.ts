/**
 * Every `LiveInfo.Status` the house sends: a fixed set of English strings, the stable keys a client
 * translates (issue #15). The engines take their status from here and nowhere else; a test holds
 * every status a simulated match shows to this table. A status is a phase of play ("1st half",
 * "Set 2", "Top 3rd") or a pause ("Half time", "Break"), and "Finished" after the final whistle,
 * while a finished match stays in the live list (docs/protocol.md, "Finished matches").
 */

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'] as const;

/** The most numbered periods of each kind a match can reach (baseball: 9 innings and 3 extra). */
const MOST = { half: 2, quarter: 4, period: 3, set: 5, map: 3, frame: 9, inning: 12, overtime: 3 } as const;

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

export const LIVE_STATUS = {
  notStarted: 'Not started',
  halfTime: 'Half time',
  break: 'Break',
  inningsBreak: 'Innings break',
  finished: 'Finished',
} as const;

/** The whole table, in a stable order. */
export const LIVE_STATUSES: readonly string[] = [
  ...Object.values(LIVE_STATUS),
  ...range(MOST.half).map((n) => `${ordinal(n)} half`),
  ...range(MOST.quarter).map((n) => `Q${n}`),
  ...range(MOST.period).map((n) => `${ordinal(n)} period`),
  'Overtime',
  ...range(MOST.overtime).slice(1).map((n) => `Overtime ${n}`),
  ...range(MOST.set).map((n) => `Set ${n}`),
  ...range(MOST.map).map((n) => `Map ${n}`),
  ...range(MOST.frame).map((n) => `Frame ${n}`),
  '1st innings',
  '2nd innings',
  ...(['Top', 'Bottom', 'Middle', 'End'] as const).flatMap((half) => range(MOST.inning).map((n) => `${half} ${ordinal(n)}`)),
];

const KNOWN = new Set(LIVE_STATUSES);

/** A status of the table; throws for one it lacks (a new sport shape needs its entries first). */
function known(status: string): string {
  if (!KNOWN.has(status)) throw new RangeError(`Status "${status}" is not in LIVE_STATUSES (schemas/live-status.ts)`);
  return status;
}

/** The status of a numbered part of play, from the table. */
export const liveStatus = {
  half: (n: number): string => known(`${ordinal(n)} half`),
  quarter: (n: number): string => known(`Q${n}`),
  period: (n: number): string => known(`${ordinal(n)} period`),
  overtime: (n: number): string => known(n === 1 ? 'Overtime' : `Overtime ${n}`),
  set: (unit: 'Set' | 'Map' | 'Frame', n: number): string => known(`${unit} ${n}`),
  innings: (n: number): string => known(`${ordinal(n)} innings`),
  inning: (half: 'Top' | 'Bottom' | 'Middle' | 'End', n: number): string => known(`${half} ${ordinal(n)}`),
} as const;
