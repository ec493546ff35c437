import { sectionOfSegment } from '../../../domain/site-routes.ts';

/** What kind of page the shell is framing; sidebars and the bottom bar adapt to it. */
export const PAGE_KIND = {
  sport: 'sport',
  esport: 'esport',
  live: 'live',
  casino: 'casino',
  other: 'other',
} as const;

export type PageKind = (typeof PAGE_KIND)[keyof typeof PAGE_KIND];

/** `segments` are the path segments after /{lang}. */
export function pageKindOf(segments: readonly string[]): PageKind {
  const first = segments[0]?.toLowerCase();
  if (first === 'live') return PAGE_KIND.live;
  switch (first === undefined ? null : sectionOfSegment(first)) {
    case 'sport':
      return PAGE_KIND.sport;
    case 'esports':
      return PAGE_KIND.esport;
    case 'casino':
    case 'tableGame':
    case 'liveCasinoGame':
      return PAGE_KIND.casino;
    default:
      return PAGE_KIND.other;
  }
}

/** Sport, esport and live pages share the betting furniture: sport sidebar groups and the betslip. */
export function isBettingPage(kind: PageKind): boolean {
  return kind === PAGE_KIND.sport || kind === PAGE_KIND.esport || kind === PAGE_KIND.live;
}
