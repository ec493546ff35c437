/**
 * System bets (SPEC STA-16, CON-11): every combination of a chosen size ("k from m") of the
 * selections that are not bankers, each with every banker added, one bet per combination at the
 * same unit stake. Named systems are the full covers players know by name: a Trixie is the 4
 * doubles and trebles of 3 selections, a Lucky 15 the 15 singles to four-fold of 4, and so on.
 *
 * A system takes 3 to 10 selections and at most 252 bets (C(10,5), the largest single size of 10).
 */

export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 10;
export const MAX_SYSTEM_BETS = 252;

/** Binomial coefficient C(n, k) for the small n of a slip (exact in doubles up to far beyond 10). */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Named full covers by the number of selections they take (non-bankers), as UK and EU books name them. */
export const NAMED_SYSTEMS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { readonly selections: number; readonly sizes: readonly number[] }>;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

/** A system as the player picks it: the sizes of the combinations of the non-banker selections. */
export type SystemChoice = { readonly sizes: readonly number[] };

/** A system on offer for a slip: its sizes, its name when it has one, and how many bets it makes. */
export type SystemOption = { readonly sizes: readonly number[]; readonly name: NamedSystem | null; readonly bets: number };

/** The number of bets: Σ C(m, k) over the chosen sizes, m the number of non-banker selections. */
export function systemBetCount(free: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + choose(free, k), 0);
}

/** The named system these sizes make over `free` selections, or null. */
export function systemName(free: number, sizes: readonly number[]): NamedSystem | null {
  const key = normaliseSizes(sizes).join(',');
  for (const [name, system] of Object.entries(NAMED_SYSTEMS) as [NamedSystem, (typeof NAMED_SYSTEMS)[NamedSystem]][]) {
    if (system.selections === free && system.sizes.join(',') === key) return name;
  }
  return null;
}

const normaliseSizes = (sizes: readonly number[]): number[] => [...new Set(sizes)].sort((a, b) => a - b);

/** Why a system cannot be placed, or null when it can. */
export type SystemRefusal = 'selections' | 'bankers' | 'sizes' | 'too-many-bets';

/**
 * Checks a system: 3 to 10 selections in all; bankers are distinct leg indexes and leave at least
 * two free selections; sizes are distinct, 1 ≤ k ≤ free, and make at most 252 bets (a size of 1
 * with no banker makes singles, as in a Patent).
 */
export function checkSystem(selections: number, bankers: readonly number[], sizes: readonly number[]): SystemRefusal | null {
  if (selections < MIN_SYSTEM_SELECTIONS || selections > MAX_SYSTEM_SELECTIONS) return 'selections';
  if (new Set(bankers).size !== bankers.length || bankers.some((b) => !Number.isInteger(b) || b < 0 || b >= selections)) return 'bankers';
  const free = selections - bankers.length;
  if (free < 2) return 'bankers';
  if (sizes.length === 0 || new Set(sizes).size !== sizes.length || sizes.some((k) => !Number.isInteger(k) || k < 1 || k > free)) return 'sizes';
  if (systemBetCount(free, sizes) > MAX_SYSTEM_BETS) return 'too-many-bets';
  return null;
}

/**
 * The systems a slip of `selections` with `bankers` of them fixed can be placed as: the named
 * systems for that many free selections first, then every plain "k from m", each within 252 bets.
 */
export function systemOptions(selections: number, bankers: number): SystemOption[] {
  const free = selections - bankers;
  if (selections < MIN_SYSTEM_SELECTIONS || selections > MAX_SYSTEM_SELECTIONS || free < 2) return [];
  const options: SystemOption[] = [];
  for (const [name, system] of Object.entries(NAMED_SYSTEMS) as [NamedSystem, (typeof NAMED_SYSTEMS)[NamedSystem]][]) {
    if (system.selections !== free) continue;
    const bets = systemBetCount(free, system.sizes);
    if (bets <= MAX_SYSTEM_BETS) options.push({ sizes: system.sizes, name, bets });
  }
  for (let k = 1; k <= free; k++) {
    // "1 from m" with no banker is m singles and "m from m" with none is the combo: other tabs say those.
    if (bankers === 0 && (k === 1 || k === free)) continue;
    const bets = choose(free, k);
    if (bets <= MAX_SYSTEM_BETS) options.push({ sizes: [k], name: null, bets });
  }
  return options;
}

/**
 * The legs of every bet of a system, in a fixed order (by size, then lexicographically): each is
 * the bankers plus one combination of the free legs, as sorted leg indexes.
 */
export function systemCombinations(selections: number, bankers: readonly number[], sizes: readonly number[]): number[][] {
  const fixed = new Set(bankers);
  const free: number[] = [];
  for (let i = 0; i < selections; i++) if (!fixed.has(i)) free.push(i);
  const bets: number[][] = [];
  for (const k of normaliseSizes(sizes)) {
    const pick: number[] = [];
    const walk = (from: number) => {
      if (pick.length === k) {
        bets.push([...bankers, ...pick].sort((a, b) => a - b));
        return;
      }
      for (let i = from; i <= free.length - (k - pick.length); i++) {
        pick.push(free[i]!);
        walk(i + 1);
        pick.pop();
      }
    };
    walk(0);
  }
  return bets;
}
