/**
 * Top-level sections under /{lang} (SPEC RTE-01…RTE-31), with how many path segments may follow the
 * section segment. One table drives the placeholder routes, link building and the known-path check
 * that decides where an unprefixed URL redirects (SPEC RTE-32).
 */
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
