/**
 * The wire catalogue (sports, categories, tournaments) with stable ids, plus each tournament's
 * roster. Built once per simulator; catalogue objects never change afterwards, which is what lets
 * streams share them and send each only once.
 */
import type { Category, Sport, Tournament } from '../../../schemas/catalog.ts';
import { CATEGORIES } from './categories.ts';
import { categoryLink, slugify, sportLink, tournamentLink } from './links.ts';
import type { LinkPath } from './links.ts';
import type { Prng } from './prng.ts';
import { SPORTS } from './sports.ts';
import type { SportDefinition } from './sports.ts';
import { buildRoster } from './team-names.ts';
import type { Competitor } from './team-names.ts';

export type TournamentEntry = {
  readonly sport: SportDefinition;
  readonly sportWire: Sport;
  readonly category: Category;
  readonly tournament: Tournament;
  readonly path: LinkPath;
  readonly roster: readonly Competitor[];
};

type SportEntry = {
  readonly definition: SportDefinition;
  readonly tournaments: readonly TournamentEntry[];
  readonly weights: readonly number[];
  readonly totalWeight: number;
};

export type Catalog = {
  readonly sports: readonly SportEntry[];
  readonly sportWeights: readonly number[];
  readonly liveSportWeights: readonly number[];
  readonly totalWeight: number;
  readonly totalLiveWeight: number;
};

const FIRST_CATEGORY_ID = 1001;
const FIRST_TOURNAMENT_ID = 10_001;

function sportWire(def: SportDefinition): Sport {
  return {
    ID: def.systemId,
    SportSystemID: def.systemId,
    Name: def.name,
    OriginalName: def.name,
    LocalizedLabel: def.name,
    Alias: def.alias,
    SportLink: sportLink(def.alias),
    Rank: def.rank,
    IconID: def.iconId,
    HeaderID: def.headerId,
  };
}

export function buildCatalog(rng: Prng): Catalog {
  let nextCategoryId = FIRST_CATEGORY_ID;
  let nextTournamentId = FIRST_TOURNAMENT_ID;
  const sports: SportEntry[] = [];
  for (const def of SPORTS) {
    const data = CATEGORIES[def.alias];
    if (!data) throw new Error(`No categories for sport ${def.alias}`);
    const wire = sportWire(def);
    const tournaments: TournamentEntry[] = [];
    const weights: number[] = [];
    data.categories.forEach((categoryData, categoryIndex) => {
      const categoryAlias = slugify(categoryData.name);
      const categoryId = nextCategoryId++;
      const tournamentIds = categoryData.tournaments.map(() => nextTournamentId++);
      const category: Category = {
        ID: categoryId,
        Name: categoryData.name,
        OriginalName: categoryData.name,
        Alias: categoryAlias,
        Rank: categoryIndex + 1,
        CategoryLink: categoryLink(def.alias, categoryAlias),
        TopTournaments: tournamentIds.slice(0, tournamentIds.length >= 3 ? 2 : 1),
        SportTypeID: def.systemId,
      };
      const style = categoryData.style ?? data.style;
      categoryData.tournaments.forEach((name, tournamentIndex) => {
        const path = { sport: def.alias, category: categoryAlias, tournament: slugify(name) };
        tournaments.push({
          sport: def,
          sportWire: wire,
          category,
          tournament: {
            ID: tournamentIds[tournamentIndex] ?? 0,
            Name: name,
            Alias: path.tournament,
            TournamentLink: tournamentLink(path),
            SportTypeID: def.systemId,
            SportCategoryID: categoryId,
            Rank: tournamentIndex + 1,
          },
          path,
          roster: buildRoster(style, def.alias, categoryData, rng),
        });
        // Top leagues of top countries get most fixtures, as on a real book's coupon.
        weights.push(1 / ((categoryIndex + 1) ** 0.6 * (tournamentIndex + 1) ** 0.8));
      });
    });
    sports.push({ definition: def, tournaments, weights, totalWeight: weights.reduce((a, b) => a + b, 0) });
  }
  const sportWeights = sports.map((s) => s.definition.weight);
  const liveSportWeights = sports.map((s) => (s.definition.live ? s.definition.weight : 0));
  return {
    sports,
    sportWeights,
    liveSportWeights,
    totalWeight: sportWeights.reduce((a, b) => a + b, 0),
    totalLiveWeight: liveSportWeights.reduce((a, b) => a + b, 0),
  };
}

/** A tournament drawn by sport popularity (only in-play sports when `liveOnly`). */
export function pickTournament(catalog: Catalog, rng: Prng, liveOnly: boolean): TournamentEntry {
  const sportIndex = liveOnly
    ? rng.weightedIndex(catalog.liveSportWeights, catalog.totalLiveWeight)
    : rng.weightedIndex(catalog.sportWeights, catalog.totalWeight);
  const sport = catalog.sports[sportIndex];
  if (!sport) throw new Error('pickTournament: empty catalogue');
  const entry = sport.tournaments[rng.weightedIndex(sport.weights, sport.totalWeight)];
  if (!entry) throw new Error(`pickTournament: ${sport.definition.alias} has no tournaments`);
  return entry;
}
