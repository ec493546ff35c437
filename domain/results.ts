/**
 * The results view's rules (SPEC SCR-09): the search over tournament and match names (VAL-02,
 * VAL-11, STA-56; the search rules themselves are in name-search.ts), finding a tournament in the
 * tree, and the name each ENM-02 settlement is shown by.
 */
import { activeSearch, nameMatches } from './name-search.ts';
import { BET_RESULTS, type BetResult, type MatchResult, type PeriodScoreResult, type ResultsTree, type SettledOutcome } from '../schemas/results.ts';

/** The days the results calendar offers: today and the 6 before (the house keeps 7 days). */
export const RESULTS_CALENDAR_DAYS = 7;

/** The tree with only the tournaments whose name matches; sports and categories left empty go too. */
export function filterResultsTree(tree: ResultsTree, text: string): ResultsTree {
  const search = activeSearch(text);
  if (search === null) return tree;
  const Sports = tree.Sports.flatMap((sport) => {
    const Categories = sport.Categories.flatMap((category) => {
      const Tournaments = category.Tournaments.filter((t) => nameMatches(t.Name, search));
      return Tournaments.length > 0 ? [{ ...category, Tournaments }] : [];
    });
    return Categories.length > 0 ? [{ ...sport, Categories }] : [];
  });
  return { Sports };
}

/** The matches whose name (either team's) or tournament matches the search; all of them when it does not apply. */
export function filterMatchResults<M extends Pick<MatchResult, 'Name' | 'HomeTeamName' | 'AwayTeamName' | 'Tournament'>>(matches: readonly M[], text: string): readonly M[] {
  const search = activeSearch(text);
  if (search === null) return matches;
  return matches.filter((m) => [m.Name, m.HomeTeamName, m.AwayTeamName, m.Tournament.Name].some((name) => nameMatches(name, search)));
}

/** Every tournament of the tree, in the tree's order. */
export function treeTournaments(tree: ResultsTree): ResultsTree['Sports'][number]['Categories'][number]['Tournaments'] {
  return tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments));
}

type Named = { readonly ID: number; readonly Name: string };

/** Where a tournament sits in the tree (its sport and category), or null when the tree lacks it. */
export function tournamentPath(tree: ResultsTree, tournamentId: number): { readonly sport: Named; readonly category: Named } | null {
  for (const sport of tree.Sports) {
    for (const category of sport.Categories) {
      if (category.Tournaments.some((t) => t.ID === tournamentId)) return { sport, category };
    }
  }
  return null;
}

type TreeCategory = ResultsTree['Sports'][number]['Categories'][number];

/** How many finished matches a sport or category of the tree holds. */
export function matchesIn(node: { readonly Categories: readonly TreeCategory[] } | TreeCategory): number {
  const categories = 'Categories' in node ? node.Categories : [node];
  return categories.reduce((sum, c) => sum + c.Tournaments.reduce((n, t) => n + t.MatchesCount, 0), 0);
}

/** Period scores as a score line writes them: "0-0, 1-0". */
export function periodScoresText(periods: readonly PeriodScoreResult[]): string {
  return periods.map((p) => `${p.HomeScore}-${p.AwayScore}`).join(', ');
}

/** A market's selections at its final line first, then those of earlier lines (IsRetired), each in the house's order. */
export function currentLinesFirst<O extends Pick<SettledOutcome, 'IsRetired'>>(outcomes: readonly O[]): O[] {
  return [...outcomes.filter((o) => !o.IsRetired), ...outcomes.filter((o) => o.IsRetired)];
}

/** The name of each ENM-02 code: the translation key of its label and its `data-result` hook. */
export type BetResultName = keyof typeof BET_RESULTS;

const NAMES = new Map<BetResult, BetResultName>((Object.keys(BET_RESULTS) as BetResultName[]).map((name) => [BET_RESULTS[name], name]));

export function betResultName(code: BetResult): BetResultName {
  return NAMES.get(code) ?? 'pending';
}
