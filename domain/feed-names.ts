/**
 * The stable keys behind the names the house's feed gives in English (docs/decisions/0025): the
 * page translates from these keys (src/i18n/feed-names.ts), never from ten languages on the wire.
 * Sports are keyed by system id and categories and tournaments by alias, as the feed sends them;
 * market names, outcome words and match statuses by what their English parses to here, because the
 * house writes them by a fixed grammar ("2nd Quarter - Winner", "Over 2.5", "Top 3rd") and a
 * ticket keeps nothing else. Whatever does not parse is shown as the feed gives it.
 */

/** Countries by category alias: Intl.DisplayNames names them in every language (ISO 3166 / UN M.49). */
export const CATEGORY_REGIONS: Readonly<Record<string, string>> = {
  spain: 'ES',
  germany: 'DE',
  italy: 'IT',
  france: 'FR',
  portugal: 'PT',
  netherlands: 'NL',
  belgium: 'BE',
  turkey: 'TR',
  brazil: 'BR',
  argentina: 'AR',
  usa: 'US',
  japan: 'JP',
  australia: 'AU',
  china: 'CN',
  sweden: 'SE',
  finland: 'FI',
  switzerland: 'CH',
  czechia: 'CZ',
  poland: 'PL',
  canada: 'CA',
  denmark: 'DK',
  'south-korea': 'KR',
  india: 'IN',
  pakistan: 'PK',
  hungary: 'HU',
  ireland: 'IE',
  uk: 'GB',
  europe: '150',
  world: '001',
};

export type PeriodUnit = 'half' | 'quarter' | 'period' | 'set' | 'frame' | 'inning' | 'map';
export type PeriodRef = { readonly unit: PeriodUnit; readonly n: number };

/** Market names the house writes (server/feed/simulator/markets.ts, extra-markets.ts), by their key. */
export const MARKET_NAME_KEYS = {
  '1X2': 'winner3Way',
  Winner: 'winner',
  Handicap: 'handicap',
  Spread: 'spread',
  'Run Line': 'runLine',
  'Puck Line': 'puckLine',
  'Set Handicap': 'setHandicap',
  'Frame Handicap': 'frameHandicap',
  'Map Spread': 'mapSpread',
  Total: 'total',
  'Total Sets': 'totalSets',
  'Total Frames': 'totalFrames',
  'Maps O/U': 'mapsOverUnder',
  'O/U': 'overUnder',
  'Double Chance': 'doubleChance',
  'Draw No Bet': 'drawNoBet',
  'Both Teams To Score': 'bothTeamsToScore',
  'Correct Score': 'correctScore',
  'Half Time/Full Time': 'halfTimeFullTime',
  'Asian Handicap': 'asianHandicap',
  'Goals O/U': 'goalsOverUnder',
  'Home O/U': 'homeOverUnder',
  'Away O/U': 'awayOverUnder',
  'Alternative Handicap': 'alternativeHandicap',
  'Alternative Spread': 'alternativeSpread',
  'Alternative O/U': 'alternativeOverUnder',
  'Next Goal': 'nextGoal',
  'Game Handicap': 'gameHandicap',
  'Total Games': 'totalGames',
} as const;
export type MarketNameKey = (typeof MARKET_NAME_KEYS)[keyof typeof MARKET_NAME_KEYS];

/** A market name: a market of the whole match, of one period ("1st Half - O/U"), or a period alone ("Map 2"). */
export type MarketNameRef = { readonly period: PeriodRef | null; readonly market: MarketNameKey | null };

const UNIT_WORDS: Readonly<Record<string, PeriodUnit>> = {
  half: 'half',
  quarter: 'quarter',
  period: 'period',
  set: 'set',
  frame: 'frame',
  inning: 'inning',
  innings: 'inning',
  map: 'map',
};

const ORDINAL_UNIT = /^(\d+)(?:st|nd|rd|th) ([a-z]+)$/i;
const UNIT_NUMBER = /^([a-z]+) (\d+)$/i;

function unitOf(word: string): PeriodUnit | null {
  return UNIT_WORDS[word.toLowerCase()] ?? null;
}

/** "2nd Quarter", "Map 2", "Set 3" → the period; null for anything else. */
export function parsePeriod(text: string): PeriodRef | null {
  const ordinal = ORDINAL_UNIT.exec(text);
  if (ordinal) {
    const unit = unitOf(ordinal[2] ?? '');
    return unit ? { unit, n: Number(ordinal[1]) } : null;
  }
  const numbered = UNIT_NUMBER.exec(text);
  if (numbered) {
    const unit = unitOf(numbered[1] ?? '');
    return unit ? { unit, n: Number(numbered[2]) } : null;
  }
  return null;
}

function marketKey(text: string): MarketNameKey | null {
  return Object.hasOwn(MARKET_NAME_KEYS, text) ? MARKET_NAME_KEYS[text as keyof typeof MARKET_NAME_KEYS] : null;
}

/** The key of a market's name; null when the house wrote one this table does not know. */
export function parseMarketName(title: string): MarketNameRef | null {
  const whole = marketKey(title);
  if (whole) return { period: null, market: whole };
  const alone = parsePeriod(title);
  if (alone) return { period: alone, market: null };
  const cut = title.indexOf(' - ');
  if (cut < 0) return null;
  const period = parsePeriod(title.slice(0, cut));
  const market = marketKey(title.slice(cut + 3));
  return period && market ? { period, market } : null;
}

/** Outcome words the house writes; the rest of an outcome's title (1, X, 2, 1X, 2:1, 1/X, a team) is not words. */
export const OUTCOME_WORD_KEYS = {
  'No goal': 'noGoal',
  Over: 'over',
  Under: 'under',
  Yes: 'yes',
  No: 'no',
  Other: 'other',
  Draw: 'draw',
} as const;
export type OutcomeWordKey = (typeof OUTCOME_WORD_KEYS)[keyof typeof OUTCOME_WORD_KEYS];

/** A line after the word: "2.5", "-1.5", "+0.25", "3". */
const LINE = /^[+-]?\d+(?:[.,]\d+)?$/;

/** An outcome's label ("Over 2.5", "No goal 3"): its word's key and the line after it; null when it is no known word. */
export function parseOutcomeLabel(label: string): { readonly word: OutcomeWordKey; readonly rest: string } | null {
  for (const [english, word] of Object.entries(OUTCOME_WORD_KEYS)) {
    if (label === english) return { word, rest: '' };
    if (label.startsWith(`${english} `) && LINE.test(label.slice(english.length + 1))) return { word, rest: label.slice(english.length) };
  }
  return null;
}

/** Statuses that are one word or phrase, whatever their case or hyphen ("Half-time", "Half time"). */
const FIXED_STATUSES = {
  'not started': 'notStarted',
  'half time': 'halfTime',
  halftime: 'halfTime',
  break: 'break',
  pause: 'break',
  ended: 'ended',
  finished: 'finished',
  overtime: 'overtime',
  'extra time': 'overtime',
  penalties: 'penalties',
  'innings break': 'inningsBreak',
  interrupted: 'interrupted',
  suspended: 'suspended',
  '1st half': 'firstHalf',
  '2nd half': 'secondHalf',
} as const;
export type FixedStatusKey = (typeof FIXED_STATUSES)[keyof typeof FIXED_STATUSES];
export type InningHalf = 'top' | 'bottom' | 'middle' | 'end';
export type StatusUnit = Exclude<PeriodUnit, 'half' | 'inning'> | 'innings';

/** A match status's key: fixed, a numbered period ("Q3", "2nd set", "Map 2"), an overtime, or a baseball half-inning ("Top 3rd"). */
export type StatusRef =
  | { readonly kind: 'fixed'; readonly key: FixedStatusKey }
  | { readonly kind: 'period'; readonly unit: StatusUnit; readonly n: number }
  | { readonly kind: 'overtime'; readonly n: number }
  | { readonly kind: 'inning'; readonly half: InningHalf; readonly n: number };

const QUARTER = /^Q(\d+)$/;
const OVERTIME_N = /^(?:overtime|OT) (\d+)$/i;
const HALF_INNING = /^(top|bottom|middle|end) (\d+)(?:st|nd|rd|th)$/i;

/** The key of a live match's status (the house's engines write it in English); null for one this table does not know. */
export function parseStatus(status: string): StatusRef | null {
  const plain = status.trim().toLowerCase().replace(/-/g, ' ');
  if (Object.hasOwn(FIXED_STATUSES, plain)) return { kind: 'fixed', key: FIXED_STATUSES[plain as keyof typeof FIXED_STATUSES] };
  const quarter = QUARTER.exec(status);
  if (quarter) return { kind: 'period', unit: 'quarter', n: Number(quarter[1]) };
  const overtime = OVERTIME_N.exec(status);
  if (overtime) return { kind: 'overtime', n: Number(overtime[1]) };
  const inning = HALF_INNING.exec(status);
  if (inning) return { kind: 'inning', half: (inning[1] ?? 'top').toLowerCase() as InningHalf, n: Number(inning[2]) };
  const period = parsePeriod(status);
  if (!period) return null;
  if (period.unit === 'half') return period.n === 1 ? { kind: 'fixed', key: 'firstHalf' } : period.n === 2 ? { kind: 'fixed', key: 'secondHalf' } : null;
  // "1st innings" (cricket) and "Inning 3" read the same: the n-th innings.
  return { kind: 'period', unit: period.unit === 'inning' ? 'innings' : period.unit, n: period.n };
}
