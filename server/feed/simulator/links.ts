/**
 * Aliases and links in the shapes of the client's routes (SPEC RTE-04, RTE-12, RTE-13), so a link
 * taken from the feed can be navigated to as is (after the /{lang} prefix).
 */

const NON_DECOMPOSING: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ı: 'i', œ: 'oe' };

/** URL alias of a display name: 'Süper Lig' → 'super-lig', "Giro d'Italia" → 'giro-ditalia'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøæßđıœ]/g, (c) => NON_DECOMPOSING[c] ?? '')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type LinkPath = { readonly sport: string; readonly category: string; readonly tournament: string };

export function sportLink(sport: string): string {
  return `/sport/${sport}`;
}

export function categoryLink(sport: string, category: string): string {
  return `/sport/${sport}/${category}`;
}

export function tournamentLink(path: LinkPath): string {
  return `/sport/${path.sport}/${path.category}/${path.tournament}`;
}

/** Pre-match pages live under /sport, in-play ones under /live. */
export function matchLink(path: LinkPath, matchId: number, live: boolean): string {
  return `/${live ? 'live' : 'sport'}/${path.sport}/${path.category}/${path.tournament}/match/${matchId}`;
}
