/**
 * Pharaoh Gold: the high-volatility slot (issue #19). Twenty lines on long reels where most spins
 * pay nothing; the pharaoh wild lands only on the middle three reels and, when it does, fills its
 * whole reel. Three sarcophagi anywhere start 10 free spins (4 → 15, 5 → 25) with every win tripled
 * and two wilds on each middle reel; free spins retrigger, up to 100 in a round. Most of the return
 * is in the free spins. docs/casino-games.md has the paytable and the maths.
 */
import { PAYLINES_20, type SlotConfig } from './slot-engine.ts';

export const PHARAOH_GOLD: SlotConfig = {
  volatility: 'high',
  /** slotRtp(PHARAOH_GOLD).rtp = 0.95715575… */
  rtp: 0.957156,
  rows: 3,
  symbols: [
    { id: 'ten', kind: 'regular' },
    { id: 'jack', kind: 'regular' },
    { id: 'queen', kind: 'regular' },
    { id: 'king', kind: 'regular' },
    { id: 'ace', kind: 'regular' },
    { id: 'scarab', kind: 'regular' },
    { id: 'ankh', kind: 'regular' },
    { id: 'horus', kind: 'regular' },
    { id: 'cleopatra', kind: 'regular' },
    { id: 'pharaoh', kind: 'wild' },
    { id: 'sarcophagus', kind: 'scatter' },
  ],
  // The pharaoh never lands on the first reel, so it pays nothing by itself: it only stands in.
  pays: {
    ten: [0, 0, 4, 15, 75],
    jack: [0, 0, 4, 15, 75],
    queen: [0, 0, 5, 20, 100],
    king: [0, 0, 5, 20, 100],
    ace: [0, 0, 8, 30, 125],
    scarab: [0, 0, 15, 75, 300],
    ankh: [0, 2, 20, 100, 400],
    horus: [0, 5, 40, 200, 1000],
    cleopatra: [0, 10, 100, 1000, 5000],
  },
  scatterPays: [0, 0, 0, 20, 100, 2000],
  lines: PAYLINES_20,
  reels: [
    [
      'ten', 'king', 'ace', 'sarcophagus', 'ten', 'scarab', 'cleopatra', 'ten', 'scarab', 'ace', 'queen', 'king',
      'ten', 'ankh', 'jack', 'ten', 'jack', 'king', 'queen', 'horus', 'jack', 'queen', 'jack', 'queen', 'ten',
      'horus', 'ace', 'jack', 'scarab', 'ace', 'ankh', 'scarab', 'cleopatra', 'ten', 'king', 'ace', 'king', 'jack',
      'queen', 'horus', 'ankh', 'jack', 'queen', 'king',
    ],
    [
      'jack', 'ankh', 'horus', 'jack', 'ten', 'sarcophagus', 'ace', 'ankh', 'scarab', 'queen', 'jack', 'horus',
      'scarab', 'cleopatra', 'jack', 'ten', 'queen', 'jack', 'queen', 'ten', 'jack', 'ten', 'king', 'ten', 'horus',
      'king', 'ace', 'king', 'sarcophagus', 'king', 'ace', 'ten', 'cleopatra', 'jack', 'scarab', 'ten', 'king',
      'ankh', 'ace', 'queen', 'king', 'queen', 'scarab', 'queen', 'pharaoh', 'ace',
    ],
    [
      'queen', 'scarab', 'queen', 'ten', 'ace', 'king', 'scarab', 'queen', 'king', 'ankh', 'horus', 'ten', 'queen',
      'ten', 'horus', 'king', 'cleopatra', 'ankh', 'horus', 'scarab', 'jack', 'ten', 'jack', 'ace', 'jack', 'ten',
      'queen', 'king', 'ankh', 'queen', 'king', 'pharaoh', 'ten', 'ace', 'sarcophagus', 'king', 'scarab', 'ten',
      'jack', 'ace', 'jack', 'cleopatra', 'jack', 'ace', 'jack',
    ],
    [
      'scarab', 'queen', 'ace', 'queen', 'horus', 'ten', 'cleopatra', 'ten', 'scarab', 'jack', 'king', 'horus',
      'jack', 'ankh', 'king', 'ankh', 'king', 'queen', 'sarcophagus', 'queen', 'jack', 'horus', 'ace', 'king', 'ten',
      'pharaoh', 'ten', 'queen', 'ten', 'jack', 'ace', 'king', 'ace', 'jack', 'ankh', 'sarcophagus', 'scarab', 'ten',
      'ace', 'king', 'jack', 'ten', 'scarab', 'jack', 'cleopatra', 'queen',
    ],
    [
      'king', 'ankh', 'ten', 'horus', 'ten', 'queen', 'ten', 'jack', 'ace', 'scarab', 'sarcophagus', 'jack', 'ten',
      'jack', 'queen', 'king', 'ten', 'ace', 'ten', 'king', 'ankh', 'jack', 'horus', 'scarab', 'queen', 'king',
      'ace', 'ten', 'king', 'cleopatra', 'jack', 'queen', 'ace', 'ankh', 'cleopatra', 'jack', 'king', 'horus',
      'queen', 'jack', 'scarab', 'queen', 'scarab', 'ace',
    ],
  ],
  freeSpinReels: [
    [
      'ace', 'queen', 'jack', 'scarab', 'king', 'ten', 'ace', 'jack', 'ace', 'cleopatra', 'ankh', 'scarab', 'queen',
      'king', 'ace', 'queen', 'king', 'ace', 'sarcophagus', 'ten', 'jack', 'king', 'cleopatra', 'ten', 'queen',
      'ten', 'queen', 'jack', 'ten', 'jack', 'ten', 'scarab', 'ankh', 'jack', 'scarab', 'horus', 'ten', 'queen',
      'horus', 'king', 'ankh', 'jack', 'horus', 'king',
    ],
    [
      'queen', 'jack', 'ten', 'ankh', 'ace', 'scarab', 'horus', 'jack', 'king', 'queen', 'king', 'queen', 'ace',
      'scarab', 'king', 'ten', 'jack', 'scarab', 'ace', 'king', 'queen', 'horus', 'ten', 'jack', 'ten', 'queen',
      'ace', 'cleopatra', 'jack', 'king', 'ace', 'pharaoh', 'sarcophagus', 'ankh', 'queen', 'cleopatra', 'scarab',
      'ten', 'pharaoh', 'ten', 'ankh', 'jack', 'king', 'jack', 'ten', 'horus',
    ],
    [
      'pharaoh', 'queen', 'jack', 'ten', 'jack', 'ten', 'jack', 'king', 'queen', 'scarab', 'jack', 'ten', 'king',
      'queen', 'king', 'cleopatra', 'ankh', 'horus', 'ten', 'horus', 'jack', 'scarab', 'queen', 'pharaoh', 'ten',
      'king', 'ace', 'ankh', 'king', 'jack', 'scarab', 'jack', 'horus', 'king', 'ace', 'ten', 'sarcophagus', 'ankh',
      'queen', 'ace', 'queen', 'ace', 'cleopatra', 'ten', 'ace', 'scarab',
    ],
    [
      'jack', 'ankh', 'queen', 'horus', 'ace', 'king', 'queen', 'jack', 'pharaoh', 'scarab', 'queen', 'ace', 'ankh',
      'sarcophagus', 'jack', 'ace', 'king', 'scarab', 'ten', 'horus', 'queen', 'king', 'ten', 'ankh', 'ten', 'jack',
      'queen', 'ten', 'king', 'ten', 'ace', 'jack', 'ace', 'cleopatra', 'scarab', 'horus', 'jack', 'king', 'pharaoh',
      'scarab', 'king', 'ten', 'queen', 'ten', 'jack', 'cleopatra',
    ],
    [
      'scarab', 'jack', 'king', 'ace', 'queen', 'jack', 'queen', 'jack', 'ace', 'ten', 'sarcophagus', 'jack', 'ten',
      'king', 'ten', 'cleopatra', 'ace', 'ten', 'ankh', 'king', 'ankh', 'scarab', 'horus', 'queen', 'horus', 'jack',
      'scarab', 'ace', 'king', 'ace', 'ankh', 'ten', 'king', 'queen', 'horus', 'queen', 'jack', 'ten', 'queen',
      'scarab', 'jack', 'king', 'ten', 'cleopatra',
    ],
  ],
  freeSpins: { awards: [0, 0, 0, 10, 15, 25], multiplier: 3, cap: 100 },
  expandingWildReels: [1, 2, 3],
};
