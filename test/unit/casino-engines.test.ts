import { createHash, createHmac } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { BACCARAT_RTP, baccarat, baccaratOdds, baccaratReturn, bankerDraws, dealCoup } from '../../domain/casino/baccarat.ts';
import {
  act,
  actFromSeeds,
  BLACKJACK_RTP,
  BlackjackError,
  blackjack,
  deal,
  legalActions,
  MAX_HANDS,
  playerView,
  type BlackjackState,
} from '../../domain/casino/blackjack.ts';
import { basicStrategy, basicStrategyReturn, strategyFor } from '../../domain/casino/blackjack-strategy.ts';
import { DECK, floatFor } from '../../domain/casino/cards.ts';
import { CRASH_RTP, crashPointFromFloat, rocketCrash } from '../../domain/casino/crash.ts';
import { fairFloats, fixedFloats, pick, serverSeedHash, skip, type FloatSource, type RoundSeeds } from '../../domain/casino/fair.ts';
import { FRUIT_FIESTA } from '../../domain/casino/fruit-fiesta.ts';
import { GAME_KEYS, GAMES } from '../../domain/casino/games.ts';
import { GEM_CASCADE } from '../../domain/casino/gem-cascade.ts';
import { PHARAOH_GOLD } from '../../domain/casino/pharaoh-gold.ts';
import { europeanRoulette, pocketColour, ROULETTE_RTP } from '../../domain/casino/roulette.ts';
import { createSlot, payoutFor, slotMaxWin, slotRtp, type SlotConfig } from '../../domain/casino/slot-engine.ts';
import { replayRound } from '../../domain/casino/verify.ts';
import {
  baccaratBetSchema,
  blackjackBetSchema,
  crashBetSchema,
  rouletteBetSchema,
  roulettePlacementProblem,
  roulettePlacementSets,
  slotBetSchema,
} from '../../schemas/casino-bets.ts';

const TWO_32 = 2 ** 32;

/** A source that deals exactly these cards, then fails: a test names every card a rule may draw. */
const cards = (...names: string[]): FloatSource => fixedFloats(names.map(floatFor));

describe('[#19] provably fair floats', () => {
  test('[#19] fairFloats reads HMAC-SHA256(server seed, "client:nonce:block") four bytes a float, across blocks (known answer)', () => {
    const seeds: RoundSeeds = { serverSeed: 'house-server-seed-1', clientSeed: 'player-client-seed', nonce: 42 };
    const digest = (block: number) => createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${block}`).digest();
    const bytes = Buffer.concat([digest(0), digest(1)]);
    const expected = Array.from({ length: 16 }, (_, i) => bytes.readUInt32BE(i * 4) / TWO_32);
    const source = fairFloats(seeds);
    const got = Array.from({ length: 16 }, () => source.next());
    expect(got).toEqual(expected);
    // Pinned as well: rounds already played must replay under any later version of the code.
    expect(got.slice(0, 2)).toEqual([0.9681154883001, 0.4386978433467448]);
    expect(serverSeedHash(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test('[#19] skip(source, n) continues exactly where n draws would have left the stream', () => {
    const seeds: RoundSeeds = { serverSeed: 's', clientSeed: 'c', nonce: 7 };
    const straight = fairFloats(seeds);
    const drawn = Array.from({ length: 20 }, () => straight.next());
    const resumed = skip(fairFloats(seeds), 13);
    expect([resumed.next(), resumed.next()]).toEqual(drawn.slice(13, 15));
  });

  test('[#19] pick maps [0, 1) onto [0, n) and a card float deals that card', () => {
    expect(pick(fixedFloats([0]), 37)).toBe(0);
    expect(pick(fixedFloats([1 - 2 ** -32]), 37)).toBe(36);
    for (const card of DECK) expect(DECK[pick(fixedFloats([floatFor(card)]), 52)]).toBe(card);
  });
});

describe('[#19] bet schemas', () => {
  test('[#19] a stake is positive minor units as digits, becomes bigint; a bet with an unknown field is refused', () => {
    expect(v.parse(slotBetSchema, { StakeMinor: '100' })).toEqual({ StakeMinor: 100n });
    for (const bad of ['0', '-5', '1.5', '', 'abc', '1e3', '10000000000000001']) expect(v.safeParse(slotBetSchema, { StakeMinor: bad }).success, bad).toBe(false);
    expect(v.safeParse(slotBetSchema, { StakeMinor: 100 }).success).toBe(false);
    expect(v.safeParse(slotBetSchema, { StakeMinor: '100', Lines: 20 }).success).toBe(false);
    expect(v.safeParse(blackjackBetSchema, { StakeMinor: '100', Insurance: true }).success).toBe(false);
  });

  test('[#19] crash targets are whole hundredths from 101 to 100000', () => {
    expect(v.safeParse(crashBetSchema, { StakeMinor: '1', TargetHundredths: 101 }).success).toBe(true);
    expect(v.safeParse(crashBetSchema, { StakeMinor: '1', TargetHundredths: 100000 }).success).toBe(true);
    for (const bad of [100, 100001, 150.5, '200']) expect(v.safeParse(crashBetSchema, { StakeMinor: '1', TargetHundredths: bad }).success, String(bad)).toBe(false);
  });

  test('[#19] baccarat takes each side at most once', () => {
    const bet = (...sides: string[]) => ({ Placements: sides.map((Side) => ({ Side, StakeMinor: '10' })) });
    expect(v.safeParse(baccaratBetSchema, bet('banker', 'tie')).success).toBe(true);
    expect(v.safeParse(baccaratBetSchema, bet('banker', 'banker')).success).toBe(false);
    expect(v.safeParse(baccaratBetSchema, bet('dragon')).success).toBe(false);
    expect(v.safeParse(baccaratBetSchema, bet()).success).toBe(false);
  });

  test('[#19] a roulette placement off the table is refused with the reason, on its Numbers field', () => {
    const result = v.safeParse(rouletteBetSchema, { Placements: [{ Kind: 'split', Numbers: [3, 4], StakeMinor: '10' }] });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['Placements.0.Numbers', expect.stringContaining('a split is two numbers side by side')],
    ]);
    expect(roulettePlacementProblem({ Kind: 'corner', Numbers: [1, 2, 4] })).toEqual({ field: 'Numbers', message: expect.stringContaining('4 numbers, not 3') });
    expect(roulettePlacementProblem({ Kind: 'street', Numbers: [4, 4, 5] })).toEqual({ field: 'Numbers', message: 'must not repeat a number' });
    expect(roulettePlacementProblem({ Kind: 'orphelins', Numbers: [1] })?.field).toBe('Kind');
    expect(roulettePlacementProblem({ Kind: 'split', Numbers: [0, 3] })).toBeNull();
    expect(roulettePlacementProblem({ Kind: 'split', Numbers: [20, 17] })).toBeNull();
    expect(roulettePlacementProblem({ Kind: 'corner', Numbers: [0, 1, 2, 3] })).toBeNull();
    expect(roulettePlacementProblem({ Kind: 'street', Numbers: [0, 2, 3] })).toBeNull();
    expect(roulettePlacementProblem({ Kind: 'line', Numbers: [31, 32, 33, 34, 35, 36] })).toBeNull();
    expect(roulettePlacementProblem({ Kind: 'line', Numbers: [34, 35, 36, 1, 2, 3] })).not.toBeNull();
  });
});

/** A small slot whose windows are easy to read: stop s shows strip[s], strip[s+1], strip[s+2]. */
const STRIP = ['a', 'b', 'w', 'a', 'b', 's', 'b', 'a', 'b', 'a'];
const TINY: SlotConfig = {
  volatility: 'medium',
  rtp: 0,
  rows: 3,
  symbols: [
    { id: 'a', kind: 'regular' },
    { id: 'b', kind: 'regular' },
    { id: 'w', kind: 'wild' },
    { id: 's', kind: 'scatter' },
  ],
  pays: { a: [0, 0, 5, 10, 20], b: [0, 0, 2, 4, 8], w: [0, 0, 50, 100, 200] },
  scatterPays: [0, 0, 0, 3, 6, 9],
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
  ],
  reels: [STRIP, STRIP, STRIP, STRIP, STRIP],
  freeSpinReels: [STRIP, STRIP, STRIP, STRIP, STRIP],
  freeSpins: { awards: [0, 0, 0, 2, 3, 4], multiplier: 2, cap: 5 },
  expandingWildReels: [],
};
/** Floats that stop the reels at these stops, spin after spin. */
const stops = (...spins: number[][]) => fixedFloats(spins.flat().map((stop) => (stop + 0.5) / STRIP.length));

describe('[#19] slot engine', () => {
  test('[#19] a wild stands in on a line; leading wilds pay as wilds when that pays more; the line pays its count of a kind', () => {
    const slot = createSlot(TINY);
    // Middle row a w a a b: four a. Top row w b w w a: one wild, then b, w, w — four b.
    const { outcome } = slot.play({ StakeMinor: 300n }, stops([2, 1, 2, 2, 0]));
    expect(outcome.spin.grid[0]).toEqual(['w', 'a', 'b']);
    expect(outcome.spin.lines).toEqual([
      { line: 0, symbol: 'a', count: 4, pay: 10 },
      { line: 1, symbol: 'b', count: 4, pay: 4 },
    ]);
    // Middle row w w w b b: three wilds (50) beat five b (8).
    const wilds = slot.play({ StakeMinor: 300n }, stops([1, 1, 1, 0, 0])).outcome;
    expect(wilds.spin.lines.find((l) => l.line === 0)).toEqual({ line: 0, symbol: 'w', count: 3, pay: 50 });
  });

  test('[#19] payout = ⌊stake × line-bet wins / lines⌋, and a spin draws exactly one float a reel', () => {
    const slot = createSlot(TINY);
    const round = slot.play({ StakeMinor: 7n }, stops([2, 1, 2, 2, 0]));
    expect(round.outcome.totalWin).toBe(14);
    expect(round.payout).toBe((7n * 14n) / 3n);
    expect(round.outcome.payoutMinor).toBe('32');
    expect(payoutFor(1n, 0, 20n)).toBe(0n);
  });

  test('[#19] 3+ scatters anywhere pay and award free spins, which multiply their wins and retrigger up to the cap', () => {
    const slot = createSlot(TINY);
    const scatter3 = [4, 4, 4, 0, 0];
    const blank = [6, 6, 8, 6, 6];
    // Base: 3 scatters → 2 free spins. Free 1: 3 more → +2 (4). Free 2: +1 (the cap of 5). Free 3: +0. Then two blanks.
    const round = slot.play({ StakeMinor: 3n }, stops(scatter3, scatter3, scatter3, scatter3, blank, blank));
    const { spin, freeSpins } = round.outcome;
    expect(spin.scatters).toBe(3);
    expect(spin.scatterPay).toBe(3);
    expect(spin.freeSpinsAwarded).toBe(2);
    expect(freeSpins.map((s) => s.freeSpinsAwarded)).toEqual([2, 1, 0, 0, 0]);
    expect(freeSpins.map((s) => s.multiplier)).toEqual([2, 2, 2, 2, 2]);
    for (const s of [spin, ...freeSpins]) expect(s.win).toBe((s.lines.reduce((sum, l) => sum + l.pay, 0) + s.scatterPay) * s.multiplier);
    expect(round.outcome.totalWin).toBe(spin.win + freeSpins.reduce((sum, s) => sum + s.win, 0));
  });

  test('[#19] an expanding wild fills its reel before the lines are paid', () => {
    const slot = createSlot({ ...TINY, expandingWildReels: [1, 2, 3] });
    // Reel 1 at stop 0 shows a b w: the wild expands, so the middle row reads a w a a b.
    const { outcome } = slot.play({ StakeMinor: 3n }, stops([2, 0, 6, 6, 0]));
    expect(outcome.spin.expandedReels).toEqual([1]);
    expect(outcome.spin.grid[1]).toEqual(['a', 'b', 'w']);
    expect(outcome.spin.lines.find((l) => l.line === 0)).toEqual({ line: 0, symbol: 'a', count: 4, pay: 10 });
  });

  test.each([
    ['fruit-fiesta', FRUIT_FIESTA, 10],
    ['gem-cascade', GEM_CASCADE, 20],
    ['pharaoh-gold', PHARAOH_GOLD, 20],
  ] as const)('[#19] %s declares the RTP its reels and paytable give exactly (lines, scatters, free spins with retriggers)', (_name, config, lines) => {
    const maths = slotRtp(config);
    expect(config.lines).toHaveLength(lines);
    expect(Math.abs(maths.rtp - config.rtp)).toBeLessThan(5e-7);
    expect(maths.parts.lines + maths.parts.scatters + maths.parts.freeSpins).toBeCloseTo(maths.rtp, 12);
    expect(slotMaxWin(config)).toBeGreaterThan(0);
  });

  test('[#19] the exact RTP counts the free-spin chain: a cap of one award is worth less than an uncapped chain', () => {
    const capped = slotRtp({ ...TINY, freeSpins: { ...TINY.freeSpins, cap: 2 } });
    const free = slotRtp({ ...TINY, freeSpins: { ...TINY.freeSpins, cap: 1000 } });
    expect(capped.freeSpinsPerAward).toBeCloseTo(2, 10);
    expect(free.freeSpinsPerAward).toBeGreaterThan(2);
    expect(free.rtp).toBeGreaterThan(capped.rtp);
  });

  test('[#19] the three slots are low, medium and high volatility, 10 or 20 lines, with distinct themes', () => {
    expect([FRUIT_FIESTA.volatility, GEM_CASCADE.volatility, PHARAOH_GOLD.volatility]).toEqual(['low', 'medium', 'high']);
    const ids = [FRUIT_FIESTA, GEM_CASCADE, PHARAOH_GOLD].map((c) => new Set(c.symbols.map((s) => s.id)));
    expect([...ids[0]!].some((id) => ids[1]!.has(id) || ids[2]!.has(id))).toBe(false);
    expect(PHARAOH_GOLD.expandingWildReels).toEqual([1, 2, 3]);
  });
});

describe('[#19] European roulette', () => {
  const bet = (Kind: string, Numbers: number[], StakeMinor = '10') => v.parse(rouletteBetSchema, { Placements: [{ Kind, Numbers, StakeMinor }] });
  const spinTo = (pocket: number) => fixedFloats([(pocket + 0.5) / 37]);

  test('[#19] a winner returns stake × 36 / numbers covered: straight 35:1, split 17:1, red 1:1; a loser returns 0', () => {
    expect(europeanRoulette.play(bet('straight', [17]), spinTo(17)).payout).toBe(360n);
    expect(europeanRoulette.play(bet('split', [17, 20]), spinTo(20)).payout).toBe(180n);
    expect(europeanRoulette.play(bet('corner', [17, 18, 20, 21]), spinTo(21)).payout).toBe(90n);
    expect(europeanRoulette.play(bet('line', [16, 17, 18, 19, 20, 21]), spinTo(16)).payout).toBe(60n);
    expect(europeanRoulette.play(bet('red', [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]), spinTo(3)).payout).toBe(20n);
    expect(europeanRoulette.play(bet('straight', [17]), spinTo(18)).payout).toBe(0n);
  });

  test('[#19] zero takes every outside bet (no la partage) and colours the pocket green', () => {
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'] as const) {
      for (const numbers of roulettePlacementSets(kind)) expect(europeanRoulette.play(bet(kind, [...numbers]), spinTo(0)).payout, kind).toBe(0n);
    }
    expect(europeanRoulette.play(bet('split', [0, 2]), spinTo(0)).payout).toBe(180n);
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(32)).toBe('red');
    expect(pocketColour(33)).toBe('black');
  });

  test('[#19] several placements are paid each on its own; max win is the best pocket; RTP is 36/37', () => {
    const b = v.parse(rouletteBetSchema, {
      Placements: [
        { Kind: 'straight', Numbers: [0], StakeMinor: '10' },
        { Kind: 'street', Numbers: [0, 1, 2], StakeMinor: '30' },
        { Kind: 'straight', Numbers: [5], StakeMinor: '10' },
      ],
    });
    const round = europeanRoulette.play(b, spinTo(0));
    expect(round.outcome.returnsMinor).toEqual(['360', '360', '0']);
    expect(round.payout).toBe(720n);
    expect(europeanRoulette.stakeOf(b)).toBe(50n);
    expect(europeanRoulette.maxWin(b)).toBe(720n);
    expect(ROULETTE_RTP).toBeCloseTo(0.97297297, 8);
  });
});

describe('[#19] Rocket Crash', () => {
  test('[#19] the crash point is max(1.00, ⌊99 / (1 − f)⌋ / 100)', () => {
    expect(crashPointFromFloat(0)).toBe(100);
    expect(crashPointFromFloat(0.5)).toBe(198);
    expect(crashPointFromFloat(0.75)).toBe(396);
    expect(crashPointFromFloat(1 - 2 ** -32)).toBe(99 * TWO_32);
  });

  test('[#19] every target from 1.01× to 1000× returns 99 % (exactly, up to the 32-bit float grain)', () => {
    // crash ≥ t for exactly the floats k / 2³² with k ≥ 2³² − ⌊99·2³²/t⌋ (the crash point only
    // grows with k), so the chance is ⌊99·2³²/t⌋ / 2³² and the return t/100 of that.
    const wrong: string[] = [];
    for (let target = 101; target <= 100_000; target++) {
      const hits = Math.floor((99 * TWO_32) / target);
      const first = TWO_32 - hits;
      if (crashPointFromFloat(first / TWO_32) < target || crashPointFromFloat((first - 1) / TWO_32) >= target) wrong.push(`${target}: boundary`);
      const rtp = (target / 100) * (hits / TWO_32);
      if (rtp > CRASH_RTP || rtp <= CRASH_RTP - 2.4e-7) wrong.push(`${target}: ${rtp}`);
    }
    expect(wrong).toEqual([]);
  });

  test('[#19] the round cashes out at the target when the rocket gets there, paying stake × target (rounded down)', () => {
    const bet = v.parse(crashBetSchema, { StakeMinor: '3', TargetHundredths: 150 });
    const won = rocketCrash.play(bet, fixedFloats([0.5]));
    expect(won.outcome).toEqual({ crashHundredths: 198, targetHundredths: 150, cashedOut: true, payoutMinor: '4' });
    expect(won.payout).toBe(4n);
    const lost = rocketCrash.play(bet, fixedFloats([0.3]));
    expect(lost.outcome.cashedOut).toBe(false);
    expect(lost.payout).toBe(0n);
  });
});

describe('[#19] baccarat (punto banco)', () => {
  test('[#19] a two-card 8 or 9 stands both hands; the player draws on 0–5', () => {
    const natural = dealCoup(draws('9S', '5H', 'TD', '2C'));
    expect(natural).toEqual({ player: ['9S', 'TD'], banker: ['5H', '2C'], natural: true });
    const playerDraws = dealCoup(draws('2S', '7H', '3D', 'QC', '4H'));
    // Player 5 draws a 4 (9); banker 7 stands.
    expect(playerDraws.player).toEqual(['2S', '3D', '4H']);
    expect(playerDraws.banker).toEqual(['7H', 'QC']);
  });

  test('[#19] the banker follows the tableau on the player’s third card', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(4, t))).toEqual([2, 3, 4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(5, t))).toEqual([4, 5, 6, 7]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((t) => bankerDraws(6, t))).toEqual([6, 7]);
    expect(bankerDraws(7, 6)).toBe(false);
  });

  test('[#19] player 1:1, banker 0.95:1 rounded down, tie 8:1; player and banker push on a tie', () => {
    expect(baccaratReturn('player', 10n, 'player')).toBe(20n);
    expect(baccaratReturn('banker', 10n, 'banker')).toBe(19n);
    expect(baccaratReturn('banker', 100n, 'banker')).toBe(195n);
    expect(baccaratReturn('banker', 10n, 'player')).toBe(0n);
    expect(baccaratReturn('tie', 10n, 'tie')).toBe(90n);
    expect(baccaratReturn('player', 10n, 'tie')).toBe(10n);
    expect(baccaratReturn('banker', 10n, 'tie')).toBe(10n);
    expect(baccaratReturn('tie', 10n, 'banker')).toBe(0n);
    const bet = v.parse(baccaratBetSchema, { Placements: [{ Side: 'banker', StakeMinor: '100' }, { Side: 'tie', StakeMinor: '10' }] });
    const tie = baccarat.play(bet, cards('9S', '9H', 'TD', 'KC'));
    expect(tie.outcome.winner).toBe('tie');
    expect(tie.outcome.returnsMinor).toEqual(['100', '90']);
    expect(tie.payout).toBe(190n);
    expect(baccarat.maxWin(bet)).toBe(195n);
  });

  test('[#19] each bet declares the RTP the infinite deck gives exactly (banker is the headline)', () => {
    const odds = baccaratOdds();
    expect(odds.player + odds.banker + odds.tie).toBe(odds.outOf);
    expect(Math.abs((1.95 * odds.banker + odds.tie) / odds.outOf - BACCARAT_RTP.banker)).toBeLessThan(5e-7);
    expect(Math.abs((2 * odds.player + odds.tie) / odds.outOf - BACCARAT_RTP.player)).toBeLessThan(5e-7);
    expect(Math.abs((9 * odds.tie) / odds.outOf - BACCARAT_RTP.tie)).toBeLessThan(5e-7);
    expect(baccarat.rtp).toBe(BACCARAT_RTP.banker);
  });
});

/** A draw function over named cards, for the coup rules. */
function draws(...names: string[]): () => string {
  let at = 0;
  return () => names[at++]!;
}

describe('[#19] blackjack rules', () => {
  const bet = { StakeMinor: 10n };
  // Deal order: player, dealer up, player, dealer hole.
  const play = (actions: ('hit' | 'stand' | 'double' | 'split')[], ...names: string[]): BlackjackState => {
    const source = cards(...names);
    let state = deal(bet, source);
    for (const action of actions) state = act(state, action, source);
    return state;
  };

  test('[#19] the dealer stands on soft 17 and hits soft 16 and hard 16', () => {
    const soft17 = play(['stand'], 'TS', '6H', '8S', 'AD');
    expect(soft17.dealer).toEqual(['6H', 'AD']);
    expect(soft17.hands[0]!.result).toBe('win');
    expect(soft17.drawn).toBe(4);
    const soft16 = play(['stand'], 'TS', '5H', '8S', 'AD', '3C');
    expect(soft16.dealer).toEqual(['5H', 'AD', '3C']);
    expect(soft16.hands[0]!.result).toBe('lose');
    const hard16 = play(['stand'], 'TS', 'TH', '9S', '6D', '5C');
    expect(hard16.dealer).toEqual(['TH', '6D', '5C']);
    expect(blackjack.payoutOf(hard16)).toBe(0n);
  });

  test('[#19] blackjack pays 3:2 (the half rounded down) and ends the round at once', () => {
    const natural = play([], 'AS', '9H', 'KS', '7D');
    expect(natural.finished).toBe(true);
    expect(natural.hands[0]!.result).toBe('blackjack');
    expect(blackjack.payoutOf(natural)).toBe(25n);
    const odd = deal({ StakeMinor: 3n }, cards('AS', '9H', 'KS', '7D'));
    expect(blackjack.payoutOf(odd)).toBe(7n);
  });

  test('[#19] with an ace or ten up the dealer peeks: a dealer blackjack takes the stake before anyone doubles, and pushes a player blackjack', () => {
    const aceUp = play([], '9S', 'AH', '2S', 'KD');
    expect(aceUp.finished).toBe(true);
    expect(legalActions(aceUp)).toEqual([]);
    expect(aceUp.hands[0]!.result).toBe('lose');
    expect(blackjack.stakeOf(aceUp)).toBe(10n);
    const tenUp = play([], '9S', 'QH', '2S', 'AD');
    expect(tenUp.hands[0]!.result).toBe('lose');
    const both = play([], 'AS', 'AH', 'KS', 'QD');
    expect(both.hands[0]!.result).toBe('push');
    expect(blackjack.payoutOf(both)).toBe(10n);
    const noBlackjack = play([], '9S', 'AH', '2S', '9D');
    expect(noBlackjack.finished).toBe(false);
    expect(legalActions(noBlackjack)).toEqual(['hit', 'stand', 'double']);
  });

  test('[#19] split aces take one card each, cannot be split again, and a split ace with a ten is 21, not blackjack', () => {
    const state = play(['split'], 'AS', '6H', 'AD', 'TD', 'KC', 'AH', 'TS');
    expect(state.finished).toBe(true);
    expect(state.hands.map((h) => h.cards)).toEqual([
      ['AS', 'KC'],
      ['AD', 'AH'],
    ]);
    expect(state.hands.map((h) => h.result)).toEqual(['win', 'win']);
    expect(state.hands.map((h) => h.payoutMinor)).toEqual(['20', '20']);
    expect(state.dealer).toEqual(['6H', 'TD', 'TS']);
  });

  test('[#19] double after split: each split hand may double on its first two cards, for one card', () => {
    const source = cards('8S', '6H', '8D', 'TD', '3C', 'TH', '2S', '9S', 'TC');
    let state = deal(bet, source);
    state = act(state, 'split', source);
    expect(state.hands[0]!.cards).toEqual(['8S', '3C']);
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
    state = act(state, 'double', source);
    expect(state.hands[1]!.cards).toEqual(['8D', '2S']);
    state = act(state, 'double', source);
    expect(state.finished).toBe(true);
    expect(state.hands.map((h) => [h.cards.length, h.stakeMinor, h.result])).toEqual([
      [3, '20', 'win'],
      [3, '20', 'win'],
    ]);
    expect(blackjack.stakeOf(state)).toBe(40n);
    expect(blackjack.payoutOf(state)).toBe(80n);
  });

  test('[#19] pairs split up to four hands, no more', () => {
    const source = cards('8S', '6H', '8D', 'TD', '8C', '8H', '8S');
    let state = deal(bet, source);
    state = act(state, 'split', source);
    state = act(state, 'split', source);
    state = act(state, 'split', source);
    expect(state.hands).toHaveLength(MAX_HANDS);
    expect(state.hands[0]!.cards).toEqual(['8S', '8S']);
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
    expect(() => act(state, 'split', source)).toThrow(BlackjackError);
  });

  test('[#19] a hand at 21 stands by itself; the dealer does not draw when every hand is bust', () => {
    const twentyOne = play(['hit'], '5S', '9H', '6S', '8D', 'TC');
    expect(twentyOne.finished).toBe(true);
    expect(twentyOne.hands[0]!.cards).toEqual(['5S', '6S', 'TC']);
    expect(twentyOne.dealer).toEqual(['9H', '8D']);
    const bust = play(['hit'], 'TS', '5H', '6S', 'TD', 'KC');
    expect(bust.hands[0]!.result).toBe('bust');
    expect(bust.dealer).toEqual(['5H', 'TD']);
  });

  test('[#19] an illegal action is refused with a typed reason; the player never sees the hole card before the end', () => {
    const state = play([], '9S', '7H', '2S', '9D');
    try {
      act(state, 'split', cards());
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BlackjackError);
      expect((error as BlackjackError).reason).toBe('illegal-action');
    }
    expect(playerView(state).dealer).toEqual(['7H']);
    const over = play(['stand'], '9S', '7H', 'TS', 'TD');
    expect(playerView(over).dealer).toEqual(['7H', 'TD']);
    expect(() => act(over, 'hit', cards('2S'))).toThrow(/round is over/);
  });

  test('[#19] the house resumes a round from the seeds and `drawn`, and gets the cards a continuous stream would', () => {
    const seeds: RoundSeeds = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    for (let nonce = 0; nonce < 50; nonce++) {
      const s = { ...seeds, nonce };
      const stream = fairFloats(s);
      let continuous = deal(bet, stream);
      let resumed = JSON.parse(JSON.stringify(deal(bet, fairFloats(s)))) as BlackjackState;
      while (!continuous.finished) {
        const action = basicStrategy(continuous);
        continuous = act(continuous, action, stream);
        resumed = JSON.parse(JSON.stringify(actFromSeeds(resumed, action, s))) as BlackjackState;
      }
      expect(resumed).toEqual(continuous);
    }
  });

  test('[#19] the rules table: basic strategy for S17, DAS, no surrender', () => {
    const facts = (total: number, soft = false, pair: number | null = null, canDouble = true, canSplit = pair !== null) => ({ total, soft, pair, canDouble, canSplit });
    expect(strategyFor(facts(16), 10)).toBe('hit');
    expect(strategyFor(facts(16), 6)).toBe('stand');
    expect(strategyFor(facts(12), 3)).toBe('hit');
    expect(strategyFor(facts(12), 4)).toBe('stand');
    expect(strategyFor(facts(11), 1)).toBe('hit');
    expect(strategyFor(facts(11), 10)).toBe('double');
    expect(strategyFor(facts(11, false, null, false), 10)).toBe('hit');
    expect(strategyFor(facts(18, true), 3)).toBe('double');
    expect(strategyFor(facts(18, true, null, false), 3)).toBe('stand');
    expect(strategyFor(facts(18, true), 2)).toBe('stand');
    expect(strategyFor(facts(18, true), 9)).toBe('hit');
    expect(strategyFor(facts(16, false, 8), 10)).toBe('split');
    expect(strategyFor(facts(16, false, 8, true, false), 10)).toBe('hit');
    expect(strategyFor(facts(20, false, 10), 6)).toBe('stand');
    expect(strategyFor(facts(10, false, 5), 9)).toBe('double');
    expect(strategyFor(facts(18, false, 9), 7)).toBe('stand');
    expect(strategyFor(facts(18, false, 9), 8)).toBe('split');
    expect(strategyFor(facts(12, true, 1), 1)).toBe('split');
    expect(strategyFor(facts(12, true, 1, true, false), 6)).toBe('hit');
  });

  test('[#19] the declared RTP is the exact return of the rules table on these rules', () => {
    expect(Math.abs(basicStrategyReturn() - BLACKJACK_RTP)).toBeLessThan(5e-7);
    expect(blackjack.rtp).toBe(BLACKJACK_RTP);
  });
});

describe('[#19] the game registry and replay', () => {
  test('[#19] every game has its engine, kind, volatility and declared RTP', () => {
    expect(GAME_KEYS).toEqual(['fruit-fiesta', 'gem-cascade', 'pharaoh-gold', 'european-roulette', 'blackjack', 'baccarat', 'rocket-crash']);
    for (const key of GAME_KEYS) {
      const game = GAMES[key];
      expect(game.key).toBe(key);
      expect(game.engine.kind).toBe(game.kind);
      expect(game.rtp).toBe(game.engine.rtp);
      expect(game.rtp).toBeGreaterThan(0.85);
      expect(game.rtp).toBeLessThan(1);
    }
  });

  test('[#19] replayRound refuses an unknown game, a bad bet and an illegal action, each with its reason', () => {
    const seeds: RoundSeeds = { serverSeed: 's', clientSeed: 'c', nonce: 1 };
    expect(replayRound('poker', seeds, {})).toMatchObject({ ok: false, reason: 'unknown-game' });
    expect(replayRound('rocket-crash', seeds, { StakeMinor: '10', TargetHundredths: 5 })).toMatchObject({ ok: false, reason: 'invalid-bet' });
    expect(replayRound('rocket-crash', seeds, { StakeMinor: '10', TargetHundredths: 500 }, ['hit'])).toMatchObject({ ok: false, reason: 'invalid-action' });
    expect(replayRound('blackjack', seeds, { StakeMinor: '10' }, ['fold'])).toMatchObject({ ok: false, reason: 'invalid-action' });
    // A round that deals a hand without a pair: splitting it is not allowed.
    const nonce = Array.from({ length: 100 }, (_, n) => n).find((n) => {
      const dealt = deal({ StakeMinor: 10n }, fairFloats({ ...seeds, nonce: n }));
      return !dealt.finished && !legalActions(dealt).includes('split');
    })!;
    expect(replayRound('blackjack', { ...seeds, nonce }, { StakeMinor: '10' }, ['split'])).toMatchObject({ ok: false, reason: 'illegal-action' });
    expect(replayRound('blackjack', { ...seeds, nonce }, { StakeMinor: '10' }, ['stand'])).toMatchObject({ ok: true, kind: 'blackjack' });
  });
});
