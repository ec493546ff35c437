/**
 * Builds each tournament's field: a fixed roster of plausible names with a hidden rating, so the
 * same sides keep meeting and favourites stay favourites across a session.
 */
import type { CategoryData, NameStyle } from './categories.ts';
import type { Prng } from './prng.ts';
import {
  CLUB_PATTERNS,
  DOG_FIRST,
  DOG_SECOND,
  ESPORTS_PATTERNS,
  ESPORTS_WORDS,
  HORSE_FIRST,
  HORSE_SECOND,
  INITIALS,
  MASCOTS,
  NATIONS,
  PLACES,
  SPORT_CLUB_PATTERNS,
  SUMO_FIRST,
  SUMO_SECOND,
  SURNAMES,
} from './word-lists.ts';
import type { PlaceKey } from './word-lists.ts';

export type Competitor = {
  readonly name: string;
  /** Strength on a logit-like scale; the gap between two sides drives their prices. */
  readonly rating: number;
};

const ROSTER_SIZE: Readonly<Record<NameStyle, number>> = {
  club: 18,
  franchise: 18,
  nation: 20,
  county: 16,
  player: 48,
  pair: 32,
  esports: 24,
  horse: 40,
  dog: 36,
  sumo: 30,
};

function fill(pattern: string, key: string, value: string): string {
  return pattern.replace(key, value);
}

function placeList(category: CategoryData): readonly PlaceKey[] {
  const p = category.places;
  if (p === undefined) return ['england'];
  return typeof p === 'string' ? [p as PlaceKey] : (p as readonly PlaceKey[]);
}

/** One candidate name; duplicates are filtered by the caller. */
function candidate(style: NameStyle, sportAlias: string, category: CategoryData, rng: Prng): string {
  switch (style) {
    case 'club': {
      const places = PLACES[rng.pick(placeList(category))];
      const patterns = SPORT_CLUB_PATTERNS[sportAlias] ?? CLUB_PATTERNS[places.language];
      return fill(rng.pick(patterns), '{c}', rng.pick(places.cities));
    }
    case 'franchise':
      return `${rng.pick(PLACES[rng.pick(placeList(category))].cities)} ${rng.pick(MASCOTS)}`;
    case 'county':
      return rng.pick(PLACES[rng.pick(placeList(category))].cities);
    case 'nation':
      return rng.pick(category.teams ?? NATIONS);
    case 'player':
      return `${INITIALS.charAt(rng.int(INITIALS.length))}. ${rng.pick(SURNAMES)}`;
    case 'pair':
      return `${rng.pick(SURNAMES)}/${rng.pick(SURNAMES)}`;
    case 'esports':
      return fill(rng.pick(ESPORTS_PATTERNS), '{w}', rng.pick(ESPORTS_WORDS));
    case 'horse':
      return `${rng.pick(HORSE_FIRST)} ${rng.pick(HORSE_SECOND)}`;
    case 'dog':
      return `${rng.pick(DOG_FIRST)} ${rng.pick(DOG_SECOND)}`;
    case 'sumo':
      return `${rng.pick(SUMO_FIRST)}${rng.pick(SUMO_SECOND)}`;
  }
}

/** A roster of distinct names (at least two, so a match always has two sides). */
export function buildRoster(style: NameStyle, sportAlias: string, category: CategoryData, rng: Prng): readonly Competitor[] {
  const target = category.teams ? Math.min(category.teams.length, ROSTER_SIZE[style]) : ROSTER_SIZE[style];
  const names = new Set<string>();
  const usedCities = new Set<string>();
  for (let attempt = 0; attempt < target * 30 && names.size < target; attempt++) {
    const name = candidate(style, sportAlias, category, rng);
    // One club per city reads more like a real league table; a second one only late in the fill.
    const city = style === 'franchise' ? name.slice(0, name.lastIndexOf(' ')) : '';
    if (names.has(name) || (city !== '' && usedCities.has(city) && attempt < target * 15)) continue;
    names.add(name);
    if (city !== '') usedCities.add(city);
  }
  if (names.size < 2) names.add('Home Side').add('Away Side');
  return [...names].map((name) => ({ name, rating: rng.normal() * 0.35 }));
}
