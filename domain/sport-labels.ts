/** Outcome labels and column headers that depend on the sport (SPEC CON-25, CON-28). */

/** Sports whose money line has a draw: 1/X/2 (CON-25). */
export const THREE_WAY_SPORT_ALIASES: ReadonlySet<string> = new Set([
  'soccer',
  'futsal',
  'handball',
  'waterpolo',
  'floorball',
  'golf',
]);

export function isThreeWaySport(sportAlias: string): boolean {
  return THREE_WAY_SPORT_ALIASES.has(sportAlias);
}

/** The money-line outcome labels of a sport: 1/X/2 or 1/2 (CON-25). */
export function moneyLineLabels(sportAlias: string): readonly string[] {
  return isThreeWaySport(sportAlias) ? ['1', 'X', '2'] : ['1', '2'];
}

/** The money-line column header: 1X2 or 12 (CON-28). */
export function moneyLineHeader(sportAlias: string): string {
  return isThreeWaySport(sportAlias) ? '1X2' : '12';
}
