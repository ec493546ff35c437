/**
 * The casino's game screens (issue #19): the pure pieces behind them — the stake ladder, the
 * roulette table and its chips, card faces and blackjack totals, slot wins and paytables, the crash
 * flight, the verify form and the browser's replay — and each screen rendered once with a round.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { baccarat } from '../../domain/casino/baccarat.ts';
import { deal, playerView } from '../../domain/casino/blackjack.ts';
import { floatFor } from '../../domain/casino/cards.ts';
import { rocketCrash } from '../../domain/casino/crash.ts';
import { fairFloats, fastFloats, fixedFloats, serverSeedHash } from '../../domain/casino/fair.ts';
import { FRUIT_FIESTA } from '../../domain/casino/fruit-fiesta.ts';
import { GAMES } from '../../domain/casino/games.ts';
import { GEM_CASCADE } from '../../domain/casino/gem-cascade.ts';
import { PHARAOH_GOLD } from '../../domain/casino/pharaoh-gold.ts';
import { europeanRoulette } from '../../domain/casino/roulette.ts';
import { createSlot, type SlotSpin } from '../../domain/casino/slot-engine.ts';
import { rouletteBetSchema, roulettePlacementProblem, roulettePlacementSets } from '../../schemas/casino-bets.ts';
import type { CasinoGame, CasinoRound, GameKind } from '../../schemas/casino.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';
import { cardFace, handTotalLabel } from '../../src/features/casino/card-faces.ts';
import { flightDurationMs, flightPoints, FLIGHT_MAX_MS, multiplierAt, multiplierText, parseTarget, targetText } from '../../src/features/casino/crash-flight.ts';
import { GameView } from '../../src/features/casino/game-views.tsx';
import {
  addChip,
  completingNumbers,
  INSIDE_KINDS,
  pickNumber,
  placementsOfBet,
  rouletteBet,
  stakeOn,
  TABLE_COLUMNS_ACROSS,
  TABLE_ROWS_ACROSS,
  TABLE_SPOTS,
  totalStake,
  type Area,
  type TablePlacement,
} from '../../src/features/casino/roulette-table.ts';
import { cellKey, KNOWN_SYMBOLS, lineBetsMinor, paytable, symbolLook, winningCells } from '../../src/features/casino/slot-board.ts';
import { chipText, chipValues, defaultStake, stakeLadder, stepStake } from '../../src/features/casino/stake-ladder.ts';
import { EMPTY_VERIFY_FIELDS, fieldsFromSearch, parseActions, parseVerifyFields } from '../../src/features/casino/verify-form.ts';
import { verifyRound } from '../../src/features/casino/verify-run.ts';
import en_US_casino from '../../src/i18n/en-US/casino/index.ts';
import TypesafeI18n from '../../src/i18n/i18n-react.tsx';
import { loadLocale } from '../../src/i18n/i18n-util.sync.ts';
import type { RoundPlay } from '../../src/store/casino-round.ts';

describe('stake ladder', () => {
  test('1-2-5 steps from the least stake to the most, the most always last', () => {
    expect(stakeLadder(10n, 10_000n)).toEqual([10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10_000n]);
    expect(stakeLadder(10n, 3000n)).toEqual([10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 3000n]);
    expect(stakeLadder(100n, 100n)).toEqual([100n]);
  });

  test('starts at ten least stakes, steps along the ladder and back onto it', () => {
    const ladder = stakeLadder(10n, 10_000n);
    expect(defaultStake(ladder)).toBe(100n);
    expect(defaultStake(stakeLadder(10n, 50n))).toBe(50n);
    expect(stepStake(ladder, 100n, 1)).toBe(200n);
    expect(stepStake(ladder, 100n, -1)).toBe(50n);
    expect(stepStake(ladder, 10n, -1)).toBe(10n);
    expect(stepStake(ladder, 10_000n, 1)).toBe(10_000n);
    expect(stepStake(ladder, 150n, 1)).toBe(200n);
    expect(stepStake(ladder, 150n, -1)).toBe(100n);
  });

  test('chips are the 1s and 5s of the ladder and its top, written short', () => {
    expect(chipValues(stakeLadder(10n, 10_000n))).toEqual([10n, 50n, 100n, 500n, 1000n, 5000n, 10_000n]);
    expect(chipValues(stakeLadder(10n, 3000n))).toEqual([10n, 50n, 100n, 500n, 1000n, 3000n]);
    expect(chipText(50n, 'EUR', 'en-US')).toBe('0.5');
    expect(chipText(10_000n, 'EUR', 'en-US')).toBe('100');
    expect(chipText(100_000n, 'JPY', 'en-US')).toBe('100K');
  });
});

describe('roulette table', () => {
  test('every spot on the felt is a bet the house accepts', () => {
    expect(TABLE_SPOTS).toHaveLength(37 + 3 + 3 + 6);
    for (const spot of TABLE_SPOTS) expect(roulettePlacementProblem({ Kind: spot.kind, Numbers: spot.numbers }), spot.key).toBeNull();
    expect(new Set(TABLE_SPOTS.map((s) => s.key)).size).toBe(TABLE_SPOTS.length);
  });

  const cellsOf = (a: Area) => Array.from({ length: a.rows * a.cols }, (_, i) => `${a.row + Math.floor(i / a.cols)}:${a.col + (i % a.cols)}`);

  test.each([
    ['across', TABLE_ROWS_ACROSS, TABLE_COLUMNS_ACROSS],
    ['down', TABLE_COLUMNS_ACROSS, TABLE_ROWS_ACROSS],
  ] as const)('laid %s, no two spots share a cell and all fit the grid', (orientation, rows, cols) => {
    const taken = TABLE_SPOTS.flatMap((spot) => cellsOf(spot[orientation]));
    expect(new Set(taken).size).toBe(taken.length);
    for (const cell of taken) {
      const [row, col] = cell.split(':').map(Number) as [number, number];
      expect(row).toBeGreaterThanOrEqual(1);
      expect(row).toBeLessThanOrEqual(rows);
      expect(col).toBeGreaterThanOrEqual(1);
      expect(col).toBeLessThanOrEqual(cols);
    }
  });

  test('across, the top row is 3, 6 … 36 and each column bet ends the row of its numbers', () => {
    const topRow = TABLE_SPOTS.filter((s) => s.kind === 'straight' && s.across.row === 1 && s.numbers[0] !== 0).map((s) => s.numbers[0]);
    expect(topRow).toEqual(Array.from({ length: 12 }, (_, i) => 3 * (i + 1)));
    for (const column of TABLE_SPOTS.filter((s) => s.kind === 'column')) {
      const row = TABLE_SPOTS.find((s) => s.key === `n${column.numbers[0]}`)!.across.row;
      expect(column.across.row).toBe(row);
    }
    // Down, the first row under zero is 1, 2, 3 from the left.
    const firstRow = TABLE_SPOTS.filter((s) => s.kind === 'straight' && s.down.row === 2).sort((a, b) => a.down.col - b.down.col);
    expect(firstRow.map((s) => s.numbers[0])).toEqual([1, 2, 3]);
  });

  test('a straight is placed at once; a split, corner or street when the picks leave one set', () => {
    expect(pickNumber('straight', [], 17)).toEqual({ picked: [], place: [17] });
    expect(pickNumber('street', [], 5)).toEqual({ picked: [], place: [4, 5, 6] });
    expect(pickNumber('line', [], 1)).toEqual({ picked: [], place: [1, 2, 3, 4, 5, 6] });
    const first = pickNumber('split', [], 17);
    expect(first).toEqual({ picked: [17], place: null });
    expect(completingNumbers('split', first.picked)).toEqual(new Set([14, 16, 18, 20]));
    expect(pickNumber('split', first.picked, 18)).toEqual({ picked: [], place: [17, 18] });
    expect(pickNumber('split', first.picked, 20)).toEqual({ picked: [], place: [17, 20] });
    // Not beside 17: the pick starts again from 25.
    expect(pickNumber('split', first.picked, 25)).toEqual({ picked: [25], place: null });
    // Clicked again: taken back.
    expect(pickNumber('split', first.picked, 17)).toEqual({ picked: [], place: null });
    expect(pickNumber('corner', pickNumber('corner', [], 1).picked, 5)).toEqual({ picked: [], place: [1, 2, 4, 5] });
    // Zero is in one corner only (the first four), so a click on it places that.
    expect(pickNumber('corner', [], 0)).toEqual({ picked: [], place: [0, 1, 2, 3] });
    // Zero is on no line.
    expect(pickNumber('line', [], 0)).toEqual({ picked: [], place: null });
  });

  test('any two clicks build only bets the house accepts', () => {
    for (const kind of INSIDE_KINDS) {
      for (let a = 0; a <= 36; a++) {
        for (let b = 0; b <= 36; b++) {
          const first = pickNumber(kind, [], a);
          const placed = first.place ?? pickNumber(kind, first.picked, b).place;
          if (placed) expect(roulettePlacementProblem({ Kind: kind, Numbers: placed }), `${kind} ${a} ${b}`).toBeNull();
        }
      }
      // Every set of the kind can be reached by clicking its numbers in order.
      for (const set of roulettePlacementSets(kind)) {
        let state = { picked: [] as readonly number[], place: null as readonly number[] | null };
        for (const n of set) if (!state.place) state = pickNumber(kind, state.picked, n);
        expect(state.place, `${kind} ${set.join('-')}`).toEqual([...set].sort((x, y) => x - y));
      }
    }
  });

  test('chips on one spot add up; the bet goes out in wire form and reads back', () => {
    let placements: readonly TablePlacement[] = [];
    placements = addChip(placements, 'straight', [17], 100n);
    placements = addChip(placements, 'straight', [17], 50n);
    placements = addChip(placements, 'split', [18, 17], 100n);
    placements = addChip(placements, 'red', roulettePlacementSets('red')[0]!, 200n);
    expect(placements).toHaveLength(3);
    expect(stakeOn(placements, 'straight', [17])).toBe(150n);
    expect(stakeOn(placements, 'split', [17, 18])).toBe(100n);
    expect(totalStake(placements)).toBe(450n);
    const wire = rouletteBet(placements);
    expect(wire.Placements[0]).toEqual({ Kind: 'straight', Numbers: [17], StakeMinor: '150' });
    expect(v.safeParse(rouletteBetSchema, wire).success).toBe(true);
    expect(placementsOfBet(JSON.parse(JSON.stringify(wire)))).toEqual(placements);
    expect(placementsOfBet(null)).toEqual([]);
  });
});

describe('cards', () => {
  test('a card reads as its rank and suit symbol', () => {
    expect(cardFace('TD')).toEqual({ rank: '10', suit: '♦', red: true, rankName: 'ten', suitName: 'diamonds' });
    expect(cardFace('AS')).toMatchObject({ rank: 'A', suit: '♠', red: false });
    expect(cardFace('ZZ')).toBeNull();
    expect(cardFace('ASX')).toBeNull();
  });

  test.each([
    [['AS', '6H'], '7/17'],
    [['AS', 'AH'], '2/12'],
    [['AS', 'KD'], '21'],
    [['AS', '6H', 'KD'], '17'],
    [['TS', '9H'], '19'],
    [['TS', '9H', '5C'], '24'],
    [['5S', '5H', 'AC'], '21'],
    [[], ''],
  ])('blackjack total of %j is %s', (cards, label) => {
    expect(handTotalLabel(cards)).toBe(label);
  });

  test('a hand that is over shows its best total only', () => {
    expect(handTotalLabel(['AS', '6H'], true)).toBe('17');
    expect(handTotalLabel(['AS', '4H'], true)).toBe('15');
  });
});

describe('slot board', () => {
  const spin = (grid: string[][], lines: SlotSpin['lines']): SlotSpin => ({ stops: [], grid, expandedReels: [], lines, scatters: 0, scatterPay: 0, freeSpinsAwarded: 0, multiplier: 1, win: 0 });

  test('a win lights the cells of its line from the leftmost reel, count of them', () => {
    const grid = Array.from({ length: 5 }, () => ['lemon', 'cherry', 'plum']);
    const cells = winningCells(spin(grid, [{ line: 0, symbol: 'cherry', count: 3, pay: 5 }, { line: 3, symbol: 'lemon', count: 2, pay: 1 }]), FRUIT_FIESTA.lines);
    // Line 0 is the middle row; line 3 is the V from the top row.
    expect([...cells.keys()].sort()).toEqual([cellKey(0, 0), cellKey(0, 1), cellKey(1, 1), cellKey(2, 1)].sort());
    expect(cells.get(cellKey(0, 1))).toEqual([0]);
    expect(cells.get(cellKey(1, 1))).toEqual([0, 1]);
  });

  test('a paying scatter lights every scatter on the grid', () => {
    const grid = [['pinata', 'lemon', 'plum'], ['lemon', 'lemon', 'plum'], ['plum', 'pinata', 'lemon'], ['lemon', 'plum', 'plum'], ['plum', 'lemon', 'lemon']];
    const paying = { ...spin(grid, []), scatters: 2, scatterPay: 1 };
    expect([...winningCells(paying, FRUIT_FIESTA.lines, 'pinata')]).toEqual([[cellKey(0, 0), [0]], [cellKey(2, 1), [0]]]);
    expect(winningCells({ ...paying, scatterPay: 0 }, FRUIT_FIESTA.lines, 'pinata').size).toBe(0);
  });

  test('a line win in money is stake × pay × multiplier ÷ lines, rounded down', () => {
    expect(lineBetsMinor(100n, 10, 5)).toBe(50n);
    expect(lineBetsMinor(100n, 20, 5, 3)).toBe(75n);
    expect(lineBetsMinor(10n, 20, 1)).toBe(0n);
  });

  test('the paytable is read from the configuration', () => {
    const table = paytable(FRUIT_FIESTA);
    expect(table.wild).toBe('rainbow');
    expect(table.scatter).toBe('pinata');
    expect(table.lines).toBe(10);
    expect(table.rows[0]).toEqual({ symbol: 'rainbow', kind: 'wild', pays: [{ count: 3, lineBets: 20 }, { count: 4, lineBets: 60 }, { count: 5, lineBets: 200 }] });
    expect(table.rows.find((r) => r.symbol === 'cherry')?.pays[0]).toEqual({ count: 2, lineBets: 1 });
    expect(table.rows.some((r) => r.symbol === 'pinata')).toBe(false);
    expect(table.scatterPays).toEqual([{ count: 2, lineBets: 1 }, { count: 3, lineBets: 5 }, { count: 4, lineBets: 20 }, { count: 5, lineBets: 100 }]);
    expect(table.freeSpins).toEqual([{ count: 3, spins: 8 }, { count: 4, spins: 10 }, { count: 5, spins: 15 }]);
    expect(paytable(PHARAOH_GOLD).expandingReels).toEqual(PHARAOH_GOLD.expandingWildReels.map((r) => r + 1));
    expect(paytable(GEM_CASCADE).multiplier).toBe(GEM_CASCADE.freeSpins.multiplier);
  });

  test('every symbol of every slot has a look and an English name', () => {
    const ids = [FRUIT_FIESTA, GEM_CASCADE, PHARAOH_GOLD].flatMap((config) => config.symbols.map((s) => s.id));
    for (const id of ids) {
      expect(KNOWN_SYMBOLS, id).toContain(id);
      expect(en_US_casino.rules.symbols, id).toHaveProperty(id);
    }
    expect(symbolLook('unknown')).toMatchObject({ shape: 'letter', letter: 'U' });
  });
});

describe('crash flight', () => {
  test.each([
    ['2', 200],
    ['2.5', 250],
    ['2,50', 250],
    [' 1.01× ', 101],
    ['1000', 100_000],
    ['1000.00x', 100_000],
    ['1', null],
    ['1.00', null],
    ['1000.01', null],
    ['2.555', null],
    ['abc', null],
    ['', null],
  ])('the target %j is %s hundredths', (text, hundredths) => {
    expect(parseTarget(text)).toBe(hundredths);
  });

  test('the target box and the multiplier are written with two decimals', () => {
    expect(targetText(250)).toBe('2.50');
    expect(multiplierText(137, 'en-US')).toBe('1.37×');
    expect(multiplierText(100_000, 'de-DE')).toBe('1.000,00×');
  });

  test('a flight lasts at most 1.2 s and rises from 1.00× to the crash point without going back', () => {
    expect(flightDurationMs(100)).toBe(250);
    expect(flightDurationMs(1_000_000)).toBe(FLIGHT_MAX_MS);
    for (const crash of [100, 137, 200, 1000, 50_000]) {
      const duration = flightDurationMs(crash);
      expect(duration).toBeLessThanOrEqual(FLIGHT_MAX_MS);
      expect(multiplierAt(crash, 0)).toBe(100);
      expect(multiplierAt(crash, duration)).toBe(crash);
      let last = 100;
      for (let t = 0; t <= duration + 50; t += 16) {
        const now = multiplierAt(crash, t);
        expect(now).toBeGreaterThanOrEqual(last);
        expect(now).toBeLessThanOrEqual(crash);
        last = now;
      }
    }
  });

  test('the curve starts at the bottom left and ends at the top right', () => {
    const points = flightPoints(400, 1, 300, 100).split(' ');
    expect(points[0]).toBe('0.0,100.0');
    expect(points.at(-1)).toBe('300.0,0.0');
    expect(flightPoints(400, 0, 300, 100)).toBe('0.0,100.0 0.0,100.0');
  });
});

describe('verify form', () => {
  test('the query fills the fields, whatever the router made of each value', () => {
    const fields = fieldsFromSearch({ game: 'european-roulette', serverSeed: 'abc', clientSeed: 123, nonce: 7, bet: { StakeMinor: '100' }, actions: 'hit,stand', unknown: 'x' });
    expect(fields).toEqual({ ...EMPTY_VERIFY_FIELDS, game: 'european-roulette', serverSeed: 'abc', clientSeed: '123', nonce: '7', bet: '{"StakeMinor":"100"}', actions: 'hit,stand' });
  });

  test('each wrong field is named with its problem', () => {
    const parsed = parseVerifyFields({ ...EMPTY_VERIFY_FIELDS, serverSeed: 's', nonce: '-1', bet: '[1]', actions: 'hit, fold' }, true);
    expect(parsed).toEqual({ ok: false, problems: { game: 'required', clientSeed: 'required', nonce: 'nonce', bet: 'json', actions: 'actions' } });
    expect(parseVerifyFields({ ...EMPTY_VERIFY_FIELDS, game: 'g', serverSeed: 's', clientSeed: 'c', nonce: '3', bet: '{' }, false)).toEqual({ ok: false, problems: { bet: 'json' } });
  });

  test('good fields become the replay input; actions only for blackjack', () => {
    const fields = { ...EMPTY_VERIFY_FIELDS, game: 'blackjack', serverSeed: ' s ', clientSeed: 'c', nonce: '3', bet: '{"StakeMinor":"100"}', actions: 'Hit, stand' };
    expect(parseVerifyFields(fields, true)).toEqual({ ok: true, input: { game: 'blackjack', seeds: { serverSeed: 's', clientSeed: 'c', nonce: 3 }, bet: { StakeMinor: '100' }, actions: ['hit', 'stand'] } });
    expect(parseVerifyFields(fields, false)).toMatchObject({ ok: true, input: { actions: [] } });
    expect(parseActions('')).toEqual([]);
    expect(parseActions('double;split')).toEqual(['double', 'split']);
  });
});

describe('the browser replay', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 4 };

  test('recomputes an instant round exactly as the engine plays it, with the seed hash', () => {
    const bet = { Placements: [{ Kind: 'straight', Numbers: [17], StakeMinor: '100' }, { Kind: 'red', Numbers: roulettePlacementSets('red')[0]!, StakeMinor: '200' }] };
    const result = verifyRound({ game: 'european-roulette', seeds, bet, actions: [] });
    const played = europeanRoulette.play(v.parse(rouletteBetSchema, bet), fairFloats(seeds));
    expect(result).toMatchObject({ ok: true, kind: 'roulette', hash: serverSeedHash(seeds.serverSeed), outcome: played.outcome, payoutMinor: played.payout, stakeMinor: 300n, finished: true });
  });

  test('a slot replay carries its paylines; a crash replay its crash point', () => {
    const slot = verifyRound({ game: 'fruit-fiesta', seeds, bet: { StakeMinor: '100' }, actions: [] });
    expect(slot.ok && slot.lines).toBe(FRUIT_FIESTA.lines);
    const crash = verifyRound({ game: 'rocket-crash', seeds, bet: { StakeMinor: '100', TargetHundredths: 150 }, actions: [] });
    const played = rocketCrash.play({ StakeMinor: 100n, TargetHundredths: 150 }, fairFloats(seeds));
    expect(crash).toMatchObject({ ok: true, kind: 'crash', outcome: played.outcome });
  });

  test('blackjack replays its actions; a hand still open says so', () => {
    const dealt = verifyRound({ game: 'blackjack', seeds, bet: { StakeMinor: '100' }, actions: [] });
    expect(dealt).toMatchObject({ ok: true, kind: 'blackjack' });
    const stood = verifyRound({ game: 'blackjack', seeds, bet: { StakeMinor: '100' }, actions: dealt.ok && !dealt.finished ? ['stand'] : [] });
    expect(stood).toMatchObject({ ok: true, finished: true });
  });

  test('a wrong bet or game is a failure with the hash still shown', () => {
    expect(verifyRound({ game: 'baccarat', seeds, bet: { StakeMinor: '100' }, actions: [] })).toMatchObject({ ok: false, reason: 'invalid-bet', hash: serverSeedHash(seeds.serverSeed) });
    expect(verifyRound({ game: 'no-such-game', seeds, bet: {}, actions: [] })).toMatchObject({ ok: false, reason: 'unknown-game' });
  });
});

// ---------------------------------------------------------------------------------------------
// Each screen rendered once, with its game's last round.

function render(children: ReactNode): string {
  loadLocale('en-US');
  return renderToStaticMarkup(<TypesafeI18n locale="en-US">{children}</TypesafeI18n>);
}

const gameOf = (key: string, kind: GameKind): CasinoGame => ({
  Key: key,
  Name: key,
  Provider: 'house',
  Kind: kind,
  Rtp: 0.96,
  Volatility: 'low',
  Top: false,
  Popularity: 0,
  MinStakeMinor: '10',
  MaxStakeMinor: '10000',
  Thumbnail: '',
});

const roundOf = (game: string, bet: unknown, outcome: unknown, payout: bigint, status: 'open' | 'settled' = 'settled'): CasinoRound => ({
  Id: `round-${game}`,
  Game: game,
  Provider: 'house',
  Mode: 'demo',
  Status: status,
  Currency: 'EUR',
  StakeMinor: '100',
  PayoutMinor: payout.toString(),
  ServerSeedHash: 'hash',
  ServerSeed: null,
  ClientSeed: 'client',
  Nonce: 1,
  Bet: bet,
  Actions: [],
  Outcome: outcome,
  CreatedAt: '2025-01-01T00:00:00.000Z',
  SettledAt: null,
  Table: null,
});

const playOf = (round: CasinoRound | null, failed: RoundPlay['failed'] = null): RoundPlay => ({ round, busy: false, failed, play: () => {}, act: () => {}, retry: () => {} });

describe('game screens', () => {
  test('a slot shows its grid, the win with its hooks and the paytable', () => {
    const engine = createSlot(FRUIT_FIESTA);
    const source = fastFloats(7);
    let played = engine.play({ StakeMinor: 100n }, source);
    while (played.payout === 0n) played = engine.play({ StakeMinor: 100n }, source);
    const html = render(<GameView game={gameOf('fruit-fiesta', 'slot')} play={playOf(roundOf('fruit-fiesta', { StakeMinor: '100' }, played.outcome, played.payout))} currency="EUR" balance={100_000n} />);
    expect(html).toContain('data-round-id="round-fruit-fiesta"');
    expect(html).toContain('data-round-status="settled"');
    expect(html).toContain(`data-payout-minor="${played.payout}"`);
    expect(html.match(/class="slot-cell/g)).toHaveLength(15);
    expect(html).toContain('slot-cell--win');
    expect(html).toContain('>Spin<');
    expect(html).toContain('Rules');
  });

  test('roulette shows the pocket and each placement’s return', () => {
    const bet = { Placements: [{ Kind: 'straight', Numbers: [17], StakeMinor: '100' }] };
    const played = europeanRoulette.play(v.parse(rouletteBetSchema, bet), fastFloats(3));
    const html = render(<GameView game={gameOf('european-roulette', 'roulette')} play={playOf(roundOf('european-roulette', bet, played.outcome, played.payout))} currency="EUR" balance={100_000n} />);
    expect(html).toContain(`data-pocket="${played.outcome.pocket}"`);
    expect(html).toContain(`data-return-minor="${played.outcome.returnsMinor[0]}"`);
    expect(html.match(/data-spot="/g)).toHaveLength(49);
  });

  test('an open blackjack hand offers only the legal moves, the hole card face down', () => {
    // Player 9 + 7, dealer 6 up: hit, stand, double.
    const state = deal({ StakeMinor: 100n }, fixedFloats(['9S', '6H', '7D', 'KC'].map(floatFor)));
    const html = render(<GameView game={gameOf('blackjack', 'blackjack')} play={playOf(roundOf('blackjack', { StakeMinor: '100' }, playerView(state), 0n, 'open'))} currency="EUR" balance={100_000n} />);
    expect(html).toContain('data-actions="hit stand double"');
    expect(html).toContain('Face-down card');
    expect(html).toContain('data-total="16"');
    expect(html).not.toContain('data-payout-minor');
    expect(html).not.toContain('>Deal<');
  });

  test('baccarat shows both hands and the winner; a refusal shows its words and Try again', () => {
    const bet = { Placements: [{ Side: 'banker', StakeMinor: '100' }] };
    const played = baccarat.play(v.parse(GAMES.baccarat.engine.betSchema, bet), fastFloats(11));
    const html = render(
      <GameView game={gameOf('baccarat', 'baccarat')} play={playOf(roundOf('baccarat', bet, played.outcome, played.payout), ERROR_CODES.insufficientBalance)} currency="EUR" balance={100_000n} />,
    );
    expect(html).toContain(`data-winner="${played.outcome.winner}"`);
    expect(html.match(/data-card="/g)?.length).toBe(played.outcome.player.length + played.outcome.banker.length);
    expect(html).toContain(`data-error-code="${ERROR_CODES.insufficientBalance}"`);
    expect(html).toContain('The round was not played.');
    expect(html).toContain('Try again');
  });

  test('crash starts its flight at 1.00× with the win in place but not yet told', () => {
    const played = rocketCrash.play({ StakeMinor: 100n, TargetHundredths: 150 }, fastFloats(5));
    const html = render(<GameView game={gameOf('rocket-crash', 'crash')} play={playOf(roundOf('rocket-crash', {}, played.outcome, played.payout))} currency="EUR" balance={50n} />);
    expect(html).toContain('data-multiplier="100"');
    expect(html).toContain('data-revealed="false"');
    expect(html).toContain(`data-payout-minor="${played.payout}"`);
    // The stake (1.00) is more than the balance (0.50): Launch is unavailable (focus may stay on it) and the note says why.
    expect(html).toMatch(/<button type="button" class="btn btn--primary game__primary" aria-disabled="true"[^>]*>Launch</);
    expect(html).toContain('The stake is more than your balance.');
  });
});
