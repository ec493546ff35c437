/**
 * Top-level sections under /{lang} (SPEC RTE-01…RTE-31), with how many path segments may follow the
 * section segment. One table drives the placeholder routes, link building and the known-path check
 * that decides where an unprefixed URL redirects (SPEC RTE-32).
 */
import { CASINO_CATEGORIES, LIVE_CASINO_CATEGORIES, type CasinoCategory, type LiveCasinoCategory } from './casino-address.ts';

export const SECTIONS = {
  sport: { segment: 'sport', depth: [0, 5] },
  esports: { segment: 'esports', depth: [0, 5] },
  casino: { segment: 'casino', depth: [0, 2] },
  tableGame: { segment: 'table-game', depth: [2, 2] },
  liveCasinoGame: { segment: 'live-casino-game', depth: [2, 2] },
  promotions: { segment: 'promotions', depth: [0, 1] },
  blog: { segment: 'blog', depth: [0, 2] },
  faq: { segment: 'frequently-asked-questions', depth: [0, 1] },
  register: { segment: 'register', depth: [0, 0] },
  login: { segment: 'login', depth: [0, 0] },
  lostPassword: { segment: 'lost-password', depth: [0, 0] },
  setPassword: { segment: 'set-password', depth: [0, 0] },
  user: { segment: 'user', depth: [0, 1] },
  agentManagement: { segment: 'agent-management', depth: [0, 1] },
  openModal: { segment: 'open-modal', depth: [1, 2] },
  termsAndConditions: { segment: 'terms-and-conditions', depth: [0, 0] },
  bonusTerms: { segment: 'bonus-terms-conditions', depth: [0, 0] },
  privacyPolicy: { segment: 'privacy-policy', depth: [0, 0] },
  amlPolicy: { segment: 'aml-policy', depth: [0, 0] },
  cookiesPolicy: { segment: 'cookies-policy', depth: [0, 0] },
  responsibleGaming: { segment: 'responsible-gaming', depth: [0, 0] },
  paymentMethods: { segment: 'payment-methods', depth: [0, 0] },
} as const satisfies Record<string, { segment: string; depth: readonly [number, number] }>;

export type SectionKey = keyof typeof SECTIONS;

/** Sub-pages of /live (featured, multi-view, match pages, RTE-03/04/16); /live itself is RTE-02. */
export const LIVE_SUBPATH_DEPTH = [1, 6] as const;

export const NOT_FOUND_SEGMENT = '404';

const SECTION_BY_SEGMENT: ReadonlyMap<string, SectionKey> = new Map(
  (Object.keys(SECTIONS) as SectionKey[]).map((key) => [SECTIONS[key].segment.toLowerCase(), key]),
);

/** Route segments match case-insensitively, like the router (SPEC spells one `lost-Password`). */
export function sectionOfSegment(segment: string): SectionKey | null {
  return SECTION_BY_SEGMENT.get(segment.toLowerCase()) ?? null;
}

function withinDepth(depth: number, [min, max]: readonly [number, number]): boolean {
  return depth >= min && depth <= max;
}

/** Whether a section sub-path (the segments after the section) names a page of that section. */
export function isSectionPath(key: SectionKey, rest: readonly string[]): boolean {
  return withinDepth(rest.length, SECTIONS[key].depth);
}

/** Whether the segments after /{lang} name a page the app has a route for. */
export function isKnownAppPath(segments: readonly string[]): boolean {
  const [first, ...rest] = segments;
  if (first === undefined) return true;
  if (first === NOT_FOUND_SEGMENT) return rest.length === 0;
  if (first.toLowerCase() === 'live') return rest.length === 0 || withinDepth(rest.length, LIVE_SUBPATH_DEPTH);
  const key = sectionOfSegment(first);
  return key !== null && isSectionPath(key, rest);
}

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((s) => s.length > 0);
}

/**
 * The match a page path names: live (RTE-04, also /live/sport/…), pre-match (RTE-13) and esports
 * (RTE-16, also /live/match/{id}) match pages all end in `match/{matchId}`.
 */
export function matchIdOfPath(segments: readonly string[]): number | null {
  const [before, id] = segments.slice(-2);
  if (before?.toLowerCase() !== 'match' || id === undefined || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return Number(id);
}

/** A page of the /sport section (SPEC RTE-05..RTE-13), read from the segments after `sport`. */
export type SportPage =
  | { readonly kind: 'index' }
  | { readonly kind: 'results'; readonly matchId: number | null }
  | { readonly kind: 'favorites' }
  | { readonly kind: 'schedule' }
  | { readonly kind: 'outrights'; readonly category: string | null }
  | { readonly kind: 'asian'; readonly sport: string | null }
  | { readonly kind: 'top-tournaments'; readonly category: string | null }
  | { readonly kind: 'today'; readonly sport: string }
  | { readonly kind: 'list'; readonly sport: string; readonly category: string | null; readonly tournament: string | null }
  | { readonly kind: 'match'; readonly matchId: number };

const MATCH_ID = /^[1-9]\d{0,8}$/;
const ALIAS = /^[a-z0-9][a-z0-9-]{0,79}$/i;

/** Which /sport page the segments after `sport` name; null when none does (a 404). */
export function sportPageOfPath(rest: readonly string[]): SportPage | null {
  const [first, second, ...more] = rest.map((s) => s.toLowerCase());
  if (first === undefined) return { kind: 'index' };
  const matchId = matchIdOfPath(rest);
  switch (first) {
    case 'results':
      if (second === undefined) return { kind: 'results', matchId: null };
      return more.length === 0 && MATCH_ID.test(second) ? { kind: 'results', matchId: Number(second) } : null;
    case 'favorites':
      return second === undefined ? { kind: 'favorites' } : null;
    case 'schedule':
      return second === undefined ? { kind: 'schedule' } : null;
    case 'outrights':
      return more.length === 0 && (second === undefined || ALIAS.test(second)) ? { kind: 'outrights', category: second ?? null } : null;
    case 'koreanview':
      if (second === 'outrights') return more.length === 0 ? { kind: 'outrights', category: null } : null;
      return more.length === 0 && (second === undefined || ALIAS.test(second)) ? { kind: 'asian', sport: second ?? null } : null;
    case 'top-tournaments':
      return more.length === 0 && (second === undefined || ALIAS.test(second)) ? { kind: 'top-tournaments', category: second ?? null } : null;
  }
  if (matchId !== null) return rest.length === 5 ? { kind: 'match', matchId } : null;
  if (!ALIAS.test(first) || rest.length > 3 || !rest.every((s) => ALIAS.test(s))) return null;
  if (second === 'today' && more.length === 0) return { kind: 'today', sport: first };
  return { kind: 'list', sport: first, category: second ?? null, tournament: more[0] ?? null };
}

/** A tournament's pre-match list under /{lang} (RTE-12), from its sport's, category's and own aliases. */
export function tournamentListPath(sport: string, category: string, tournament: string): string {
  return `/sport/${sport}/${category}/${tournament}`;
}

/**
 * A page of the /esports section (SPEC RTE-14..RTE-18), read from the segments after `esports`.
 * `sport` is an esport sport's alias (the feed has one, `esports`); its categories are the games
 * and its tournaments the leagues (docs/decisions/0028). `results` and `outright` after the sport
 * are pages, never a game's alias. /esports itself names no sport: it shows the first one.
 */
export type EsportsPage =
  | { readonly kind: 'list'; readonly sport: string | null; readonly category: string | null; readonly tournament: string | null }
  | { readonly kind: 'results'; readonly sport: string; readonly matchId: number | null }
  | { readonly kind: 'outrights'; readonly sport: string; readonly category: string | null }
  | { readonly kind: 'match'; readonly sport: string; readonly category: string; readonly tournament: string; readonly matchId: number };

/** Which /esports page the segments after `esports` name; null when none does (a 404). */
export function esportsPageOfPath(rest: readonly string[]): EsportsPage | null {
  const [sport, second, third, ...more] = rest.map((s) => s.toLowerCase());
  if (sport === undefined) return { kind: 'list', sport: null, category: null, tournament: null };
  const matchId = matchIdOfPath(rest);
  if (matchId !== null) {
    const ok = rest.length === 5 && rest.slice(0, 3).every((s) => ALIAS.test(s)) && second !== undefined && third !== undefined;
    return ok ? { kind: 'match', sport, category: second, tournament: third, matchId } : null;
  }
  if (!rest.every((s) => ALIAS.test(s))) return null;
  if (second === 'results') {
    if (third === undefined) return { kind: 'results', sport, matchId: null };
    return more.length === 0 && MATCH_ID.test(third) ? { kind: 'results', sport, matchId: Number(third) } : null;
  }
  if (second === 'outright') return more.length === 0 ? { kind: 'outrights', sport, category: third ?? null } : null;
  if (more.length > 0) return null;
  return { kind: 'list', sport, category: second ?? null, tournament: third ?? null };
}

/** An esports list (RTE-15) under /{lang}: a sport's, a game's or a league's. */
export function esportsListPath(sport: string, category?: string, tournament?: string): string {
  return ['/esports', sport, category, tournament].filter((s) => s !== undefined).join('/');
}

/** An esport match's page under /{lang} (RTE-16), wherever it is (pre-match or in play). */
export function esportsMatchPath(sport: string, category: string, tournament: string, matchId: number): string {
  return `${esportsListPath(sport, category, tournament)}/match/${matchId}`;
}

/** A page of the /casino section (SPEC RTE-19..RTE-21, RTE-31), read from the segments after `casino`. */
export type CasinoPage =
  | { readonly kind: 'lobby'; readonly category: CasinoCategory | null }
  | { readonly kind: 'live'; readonly category: LiveCasinoCategory }
  /** Recomputes a provably fair round in the browser (issue #19). */
  | { readonly kind: 'verify' };

const LIVE_CASINO_SEGMENT = 'live-casino';
const VERIFY_SEGMENT = 'verify';

/** Which /casino page the segments name; null when none does (a 404). /casino/providers is the providers category. */
export function casinoPageOfPath(rest: readonly string[]): CasinoPage | null {
  const [first, second, ...more] = rest.map((s) => s.toLowerCase());
  if (more.length > 0) return null;
  if (first === undefined) return { kind: 'lobby', category: null };
  if (first === VERIFY_SEGMENT) return second === undefined ? { kind: 'verify' } : null;
  if (first === LIVE_CASINO_SEGMENT) {
    const category = (second ?? 'all') as LiveCasinoCategory;
    return LIVE_CASINO_CATEGORIES.includes(category) ? { kind: 'live', category } : null;
  }
  // RTE-19's /casino/{category}/{liveCategory} lists a category's live tables: the live casino's.
  if (second !== undefined) return LIVE_CASINO_CATEGORIES.includes(second as LiveCasinoCategory) ? { kind: 'live', category: second as LiveCasinoCategory } : null;
  return CASINO_CATEGORIES.includes(first as CasinoCategory) ? { kind: 'lobby', category: first as CasinoCategory } : null;
}

/** RTE-22: /table-game/{gameProvider}/{gameKey}. */
export function tableGameOfPath(rest: readonly string[]): { readonly provider: string; readonly game: string } | null {
  const [provider, game] = rest;
  return provider && game && ALIAS.test(provider) && ALIAS.test(game) ? { provider: provider.toLowerCase(), game: game.toLowerCase() } : null;
}
