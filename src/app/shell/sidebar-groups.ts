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
