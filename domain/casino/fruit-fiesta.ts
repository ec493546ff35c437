/**
 * Fruit Fiesta: the low-volatility slot (issue #19). Ten lines, short reels thick with wilds and
 * cheap fruit, so most spins pay something small (a cherry pair pays back a line bet); the top line
 * win is 20 total bets. Three pinatas anywhere start 8 free spins (4 → 10, 5 → 15) that play on the
 * same kind of reels and can retrigger, up to 30 in a round. docs/casino-games.md has the paytable
 * and the maths.
 */
import { PAYLINES_20, type SlotConfig } from './slot-engine.ts';

export const FRUIT_FIESTA: SlotConfig = {
  volatility: 'low',
  /** slotRtp(FRUIT_FIESTA).rtp = 0.96469125… */
  rtp: 0.964691,
  rows: 3,
  symbols: [
    { id: 'cherry', kind: 'regular' },
    { id: 'lemon', kind: 'regular' },
    { id: 'orange', kind: 'regular' },
    { id: 'plum', kind: 'regular' },
    { id: 'grape', kind: 'regular' },
    { id: 'melon', kind: 'regular' },
    { id: 'bell', kind: 'regular' },
    { id: 'seven', kind: 'regular' },
    { id: 'rainbow', kind: 'wild' },
    { id: 'pinata', kind: 'scatter' },
  ],
  pays: {
    cherry: [0, 1, 5, 10, 20],
    lemon: [0, 0, 6, 10, 20],
    orange: [0, 0, 5, 10, 20],
    plum: [0, 0, 6, 15, 30],
    grape: [0, 0, 6, 15, 30],
    melon: [0, 0, 8, 20, 50],
    bell: [0, 0, 10, 25, 75],
    seven: [0, 0, 15, 40, 150],
    rainbow: [0, 0, 20, 60, 200],
  },
  scatterPays: [0, 0, 1, 5, 20, 100],
  lines: PAYLINES_20.slice(0, 10),
  reels: [
    [
      'melon', 'cherry', 'bell', 'lemon', 'rainbow', 'lemon', 'plum', 'orange', 'grape', 'cherry', 'pinata', 'grape',
      'seven', 'bell', 'lemon', 'orange', 'cherry', 'orange', 'rainbow', 'plum', 'cherry', 'plum', 'melon',
      'rainbow', 'orange', 'cherry', 'grape', 'lemon',
    ],
    [
      'grape', 'rainbow', 'melon', 'rainbow', 'plum', 'cherry', 'grape', 'bell', 'melon', 'orange', 'lemon',
      'orange', 'cherry', 'pinata', 'lemon', 'cherry', 'plum', 'lemon', 'cherry', 'lemon', 'seven', 'plum',
      'rainbow', 'cherry', 'orange', 'rainbow', 'grape', 'orange', 'bell',
    ],
    [
      'orange', 'grape', 'cherry', 'lemon', 'orange', 'plum', 'grape', 'cherry', 'rainbow', 'plum', 'rainbow',
      'cherry', 'lemon', 'bell', 'seven', 'pinata', 'cherry', 'plum', 'cherry', 'lemon', 'bell', 'grape', 'orange',
      'rainbow', 'melon', 'orange', 'lemon', 'melon',
    ],
    [
      'cherry', 'lemon', 'seven', 'lemon', 'grape', 'orange', 'cherry', 'pinata', 'orange', 'lemon', 'rainbow',
      'orange', 'grape', 'orange', 'grape', 'lemon', 'rainbow', 'bell', 'cherry', 'melon', 'bell', 'plum', 'cherry',
      'plum', 'rainbow', 'cherry', 'melon', 'plum', 'rainbow',
    ],
    [
      'grape', 'orange', 'pinata', 'orange', 'seven', 'orange', 'cherry', 'plum', 'melon', 'rainbow', 'grape',
      'cherry', 'melon', 'cherry', 'lemon', 'rainbow', 'cherry', 'lemon', 'cherry', 'plum', 'grape', 'bell', 'plum',
      'lemon', 'orange', 'lemon', 'bell', 'rainbow',
    ],
  ],
  freeSpinReels: [
    [
      'lemon', 'cherry', 'orange', 'rainbow', 'orange', 'seven', 'rainbow', 'lemon', 'cherry', 'plum', 'cherry',
      'orange', 'lemon', 'cherry', 'melon', 'lemon', 'pinata', 'rainbow', 'grape', 'orange', 'melon', 'plum', 'bell',
      'grape', 'bell', 'rainbow', 'cherry', 'plum', 'grape',
    ],
    [
      'orange', 'plum', 'cherry', 'lemon', 'grape', 'melon', 'orange', 'lemon', 'rainbow', 'orange', 'pinata',
      'rainbow', 'cherry', 'plum', 'cherry', 'rainbow', 'plum', 'bell', 'seven', 'bell', 'cherry', 'grape', 'lemon',
      'rainbow', 'grape', 'lemon', 'orange', 'melon', 'cherry',
    ],
    [
      'melon', 'seven', 'orange', 'lemon', 'bell', 'rainbow', 'orange', 'cherry', 'bell', 'rainbow', 'cherry',
      'grape', 'plum', 'orange', 'pinata', 'plum', 'rainbow', 'lemon', 'rainbow', 'grape', 'orange', 'cherry',
      'grape', 'cherry', 'melon', 'lemon', 'plum', 'cherry', 'lemon',
    ],
    [
      'rainbow', 'plum', 'rainbow', 'lemon', 'seven', 'grape', 'cherry', 'rainbow', 'cherry', 'melon', 'rainbow',
      'lemon', 'cherry', 'bell', 'pinata', 'plum', 'lemon', 'grape', 'cherry', 'plum', 'bell', 'orange', 'cherry',
      'orange', 'melon', 'orange', 'lemon', 'orange', 'grape',
    ],
    [
      'seven', 'bell', 'rainbow', 'cherry', 'orange', 'cherry', 'orange', 'cherry', 'grape', 'plum', 'lemon',
      'cherry', 'lemon', 'rainbow', 'plum', 'orange', 'melon', 'lemon', 'plum', 'melon', 'rainbow', 'grape',
      'rainbow', 'pinata', 'grape', 'orange', 'lemon', 'bell', 'cherry',
    ],
  ],
  freeSpins: { awards: [0, 0, 0, 8, 10, 15], multiplier: 1, cap: 30 },
  expandingWildReels: [],
};
