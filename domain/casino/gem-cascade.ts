/**
 * Gem Cascade: the medium-volatility slot (issue #19). Twenty lines, a diamond wild that stands in
 * for every gem, and geode scatters: three anywhere start 10 free spins (4 → 15, 5 → 20) where
 * every win is doubled and the reels carry an extra wild; free spins retrigger, up to 50 in a round.
 * docs/casino-games.md has the paytable and the maths.
 */
import { PAYLINES_20, type SlotConfig } from './slot-engine.ts';

export const GEM_CASCADE: SlotConfig = {
  volatility: 'medium',
  /** slotRtp(GEM_CASCADE).rtp = 0.96085516… */
  rtp: 0.960855,
  rows: 3,
  symbols: [
    { id: 'topaz', kind: 'regular' },
    { id: 'amethyst', kind: 'regular' },
    { id: 'opal', kind: 'regular' },
    { id: 'emerald', kind: 'regular' },
    { id: 'sapphire', kind: 'regular' },
    { id: 'ruby', kind: 'regular' },
    { id: 'crown', kind: 'regular' },
    { id: 'diamond', kind: 'wild' },
    { id: 'geode', kind: 'scatter' },
  ],
  pays: {
    topaz: [0, 0, 4, 20, 50],
    amethyst: [0, 0, 4, 20, 50],
    opal: [0, 0, 10, 25, 75],
    emerald: [0, 0, 10, 30, 100],
    sapphire: [0, 0, 15, 50, 150],
    ruby: [0, 0, 20, 75, 250],
    crown: [0, 0, 25, 125, 1000],
    diamond: [0, 0, 50, 250, 2500],
  },
  scatterPays: [0, 0, 0, 40, 200, 1000],
  lines: PAYLINES_20,
  reels: [
    [
      'emerald', 'opal', 'crown', 'amethyst', 'emerald', 'topaz', 'emerald', 'topaz', 'sapphire', 'opal', 'geode',
      'sapphire', 'ruby', 'amethyst', 'diamond', 'topaz', 'opal', 'sapphire', 'ruby', 'emerald', 'topaz', 'amethyst',
      'ruby', 'topaz', 'amethyst', 'topaz', 'amethyst', 'crown', 'opal', 'diamond', 'emerald', 'topaz', 'amethyst',
      'opal', 'sapphire', 'opal', 'amethyst',
    ],
    [
      'topaz', 'amethyst', 'opal', 'ruby', 'emerald', 'ruby', 'topaz', 'sapphire', 'amethyst', 'topaz', 'amethyst',
      'diamond', 'sapphire', 'amethyst', 'crown', 'emerald', 'amethyst', 'crown', 'opal', 'topaz', 'geode', 'opal',
      'topaz', 'sapphire', 'diamond', 'opal', 'emerald', 'amethyst', 'topaz', 'sapphire', 'opal', 'emerald', 'opal',
      'emerald', 'ruby', 'geode', 'topaz', 'amethyst',
    ],
    [
      'emerald', 'sapphire', 'topaz', 'sapphire', 'topaz', 'ruby', 'amethyst', 'diamond', 'crown', 'emerald', 'opal',
      'amethyst', 'opal', 'amethyst', 'opal', 'emerald', 'amethyst', 'topaz', 'amethyst', 'emerald', 'opal', 'topaz',
      'amethyst', 'emerald', 'amethyst', 'opal', 'topaz', 'crown', 'ruby', 'sapphire', 'topaz', 'sapphire',
      'diamond', 'topaz', 'opal', 'geode', 'ruby',
    ],
    [
      'emerald', 'sapphire', 'emerald', 'topaz', 'ruby', 'topaz', 'geode', 'opal', 'sapphire', 'amethyst', 'ruby',
      'amethyst', 'diamond', 'amethyst', 'emerald', 'sapphire', 'ruby', 'amethyst', 'opal', 'emerald', 'topaz',
      'amethyst', 'opal', 'emerald', 'diamond', 'amethyst', 'sapphire', 'topaz', 'crown', 'opal', 'topaz', 'opal',
      'topaz', 'crown', 'amethyst', 'opal', 'topaz',
    ],
    [
      'diamond', 'emerald', 'ruby', 'opal', 'topaz', 'amethyst', 'crown', 'opal', 'amethyst', 'topaz', 'sapphire',
      'ruby', 'amethyst', 'opal', 'amethyst', 'opal', 'emerald', 'sapphire', 'emerald', 'topaz', 'ruby', 'opal',
      'amethyst', 'topaz', 'emerald', 'opal', 'diamond', 'sapphire', 'topaz', 'amethyst', 'emerald', 'sapphire',
      'topaz', 'crown', 'amethyst', 'geode', 'topaz',
    ],
  ],
  freeSpinReels: [
    [
      'amethyst', 'opal', 'topaz', 'emerald', 'ruby', 'amethyst', 'topaz', 'amethyst', 'emerald', 'amethyst',
      'topaz', 'opal', 'diamond', 'emerald', 'geode', 'sapphire', 'emerald', 'topaz', 'opal', 'topaz', 'sapphire',
      'amethyst', 'emerald', 'diamond', 'opal', 'topaz', 'ruby', 'amethyst', 'crown', 'diamond', 'sapphire', 'opal',
      'sapphire', 'ruby', 'opal', 'crown',
    ],
    [
      'diamond', 'emerald', 'topaz', 'opal', 'amethyst', 'emerald', 'ruby', 'sapphire', 'ruby', 'sapphire', 'opal',
      'crown', 'ruby', 'emerald', 'topaz', 'amethyst', 'diamond', 'topaz', 'opal', 'emerald', 'topaz', 'sapphire',
      'opal', 'amethyst', 'geode', 'amethyst', 'topaz', 'opal', 'crown', 'amethyst', 'diamond', 'topaz', 'emerald',
      'amethyst', 'sapphire', 'opal',
    ],
    [
      'amethyst', 'crown', 'emerald', 'topaz', 'sapphire', 'topaz', 'opal', 'crown', 'opal', 'sapphire', 'opal',
      'ruby', 'diamond', 'topaz', 'amethyst', 'sapphire', 'emerald', 'topaz', 'amethyst', 'ruby', 'diamond', 'topaz',
      'opal', 'emerald', 'amethyst', 'topaz', 'diamond', 'emerald', 'sapphire', 'geode', 'opal', 'amethyst', 'opal',
      'amethyst', 'emerald', 'ruby',
    ],
    [
      'sapphire', 'amethyst', 'topaz', 'geode', 'sapphire', 'ruby', 'opal', 'sapphire', 'opal', 'diamond', 'opal',
      'amethyst', 'opal', 'ruby', 'opal', 'emerald', 'topaz', 'amethyst', 'emerald', 'amethyst', 'topaz', 'amethyst',
      'emerald', 'crown', 'opal', 'topaz', 'sapphire', 'emerald', 'topaz', 'diamond', 'crown', 'emerald', 'topaz',
      'ruby', 'amethyst', 'diamond',
    ],
    [
      'emerald', 'amethyst', 'emerald', 'amethyst', 'geode', 'emerald', 'topaz', 'amethyst', 'topaz', 'emerald',
      'sapphire', 'opal', 'topaz', 'diamond', 'ruby', 'opal', 'emerald', 'amethyst', 'ruby', 'opal', 'diamond',
      'sapphire', 'topaz', 'opal', 'sapphire', 'amethyst', 'topaz', 'ruby', 'opal', 'sapphire', 'diamond',
      'amethyst', 'opal', 'crown', 'topaz', 'crown',
    ],
  ],
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], multiplier: 2, cap: 50 },
  expandingWildReels: [],
};
