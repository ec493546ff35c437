/**
 * The live list's first screenful (ADR 0044): the matches the house draws as HTML, in the order the
 * list shows them. A phone shows about eight rows; twelve cover a tall one. The rest are drawn by
 * the page after it has hydrated, a few at a time (useRowsInTurn), so the HTML, its parsing and its
 * layout stay small.
 */
export const FIRST_SCREEN_ROWS = 12;

type Listed = { readonly categories: readonly { readonly matchIds: readonly number[] }[] };

export function firstScreenMatches(sports: readonly Listed[], rows = FIRST_SCREEN_ROWS): ReadonlySet<number> {
  const first = new Set<number>();
  for (const sport of sports)
    for (const category of sport.categories)
      for (const id of category.matchIds) {
        if (first.size === rows) return first;
        first.add(id);
      }
  return first;
}

/** How many rows the list has. */
export const listedRows = (sports: readonly Listed[]): number => sports.reduce((sum, sport) => sum + sport.categories.reduce((n, category) => n + category.matchIds.length, 0), 0);
