import { esportsPageOfPath, sectionOfSegment, sportPageOfPath } from '../../../domain/site-routes.ts';
import { isBettingPage } from './page-kind.ts';
import type { PageKind } from './page-kind.ts';

export const SIDEBAR_GROUP = {
  live: 'live',
  sport: 'sport',
  esport: 'esport',
  casino: 'casino',
} as const;

export type SidebarGroup = (typeof SIDEBAR_GROUP)[keyof typeof SIDEBAR_GROUP];

/**
 * The page-dependent groups of the left sidebar (SPEC SCR-31, SCR-32). Promotions, Live Support and
 * Blog follow on every page (SCR-33), so they are not listed here.
 */
export function sidebarGroups(kind: PageKind): SidebarGroup[] {
  return isBettingPage(kind)
    ? [SIDEBAR_GROUP.live, SIDEBAR_GROUP.sport, SIDEBAR_GROUP.esport]
    : [SIDEBAR_GROUP.casino];
}

/** What the sidebar shows above its always-there links besides the groups: STA-01 sidebarToDisplay. */
export const SIDEBAR_MODE = {
  /** The Today / All toggle, the search and the sport → category → tournament tree (SCR-21). */
  prematch: 'prematch',
  /** Sports, Favorites, Outrights and the results' sport list (SCR-26). */
  results: 'results',
  /** My Favorites, then the live matches by sport and category, those in the multi-view left out (SCR-25). */
  live: 'live',
  /** All games and the games, the leagues' radio list and Outrights (SCR-27..SCR-30). */
  esports: 'esports',
} as const;

export type SidebarMode = (typeof SIDEBAR_MODE)[keyof typeof SIDEBAR_MODE];

/**
 * The page's sidebar mode (STA-01 sidebarToDisplay), from its path (`segments` after /{lang}): the
 * results pages of /sport show the results mode, its other pages the pre-match mode; the /live
 * pages the live mode; every page of /esports the esports mode; other pages none.
 */
export function sidebarModeOf(segments: readonly string[]): SidebarMode | null {
  const [first, ...rest] = segments;
  if (first?.toLowerCase() === 'live') return SIDEBAR_MODE.live;
  const section = first === undefined ? null : sectionOfSegment(first);
  if (section === 'esports') return esportsPageOfPath(rest) === null ? null : SIDEBAR_MODE.esports;
  if (section !== 'sport') return null;
  const page = sportPageOfPath(rest);
  if (page === null) return null;
  return page.kind === 'results' ? SIDEBAR_MODE.results : SIDEBAR_MODE.prematch;
}
