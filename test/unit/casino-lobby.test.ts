/** The casino lobby's rules (domain/casino-lobby.ts) and its addresses (domain/site-routes.ts). */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_CATEGORY,
  lobbyGames,
  lobbyProviders,
  providersFromQuery,
  providersQuery,
  rememberRecent,
  RECENT_KEPT,
  sortProviders,
  toggleProvider,
  type LobbyChoice,
} from '../../domain/casino-lobby.ts';
import { casinoPageOfPath, isKnownAppPath, tableGameOfPath } from '../../domain/site-routes.ts';
import type { CasinoGame } from '../../schemas/casino.ts';
import { stripQuery } from '../../src/app/query/query-params.ts';

const provider = (Key: string, Order: number, Name = Key) => ({ Key, Name, Order });
const game = (Key: string, Provider: string, Kind: CasinoGame['Kind'], Popularity = 0, Top = false): CasinoGame => ({
  Key,
  Name: Key.replace(/-/g, ' '),
  Provider,
  Kind,
  Rtp: 0.96,
  Volatility: 'medium',
  Top,
  Popularity,
  MinStakeMinor: '10',
  MaxStakeMinor: '10000',
  Thumbnail: `/api/casino/thumbnails/${Key}.svg`,
});
const GAMES = [
  game('fruit-fiesta', 'reelwright', 'slot', 5, true),
  game('gem-cascade', 'reelwright', 'slot', 9, true),
  game('european-roulette', 'green-felt', 'roulette', 7, true),
  game('blackjack', 'green-felt', 'blackjack', 3),
  game('baccarat', 'green-felt', 'baccarat', 1),
  game('rocket-crash', 'skyline', 'crash', 2, true),
];
const choice = (c: Partial<LobbyChoice>): LobbyChoice => ({ category: 'all', providers: [], search: '', favourites: [], recent: [], ...c });
const keys = (games: readonly CasinoGame[]) => games.map((g) => g.Key);

describe('casino lobby', () => {
  test('[CON-40] providers sort by the set order (evolution, pragmatic, hacksaw, netent, bgaming), then the rest by name', () => {
    const sorted = sortProviders([provider('zeta', 100), provider('netent', 4), provider('alpha', 100), provider('evolution', 1), provider('bgaming', 5)]);
    expect(sorted.map((p) => p.Key)).toEqual(['evolution', 'netent', 'bgaming', 'alpha', 'zeta']);
  });

  test('[STA-45] the lobby drops evolution; without an evolution key it drops pragmatic live instead', () => {
    expect(lobbyProviders([provider('evolution', 1), provider('pragmatic-live', 100), provider('netent', 4)]).map((p) => p.Key)).toEqual(['netent', 'pragmatic-live']);
    expect(lobbyProviders([provider('pragmatic-live', 100), provider('netent', 4)]).map((p) => p.Key)).toEqual(['netent']);
  });

  test('[STA-44] picking a provider adds it; picking it again removes it', () => {
    expect(toggleProvider([], 'a')).toEqual(['a']);
    expect(toggleProvider(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleProvider(['a', 'b'], 'a')).toEqual(['b']);
  });

  test('[RTE-20] ?providers= is a comma list; unknown and repeated keys drop out; an empty choice leaves no parameter', () => {
    const known = new Set(['reelwright', 'skyline']);
    expect(providersFromQuery('reelwright,nope,skyline,reelwright', known)).toEqual(['reelwright', 'skyline']);
    expect(providersFromQuery(undefined, known)).toEqual([]);
    expect(providersQuery(['reelwright', 'skyline'])).toBe('reelwright,skyline');
    expect(providersQuery([])).toBeUndefined();
  });

  test('[RTE-31][CON-39] categories by game kind, most played first; top games; the provider filter and the search narrow them', () => {
    expect(DEFAULT_CATEGORY).toBe('slots');
    expect(keys(lobbyGames(GAMES, choice({ category: 'slots' })))).toEqual(['gem-cascade', 'fruit-fiesta']);
    expect(keys(lobbyGames(GAMES, choice({ category: 'card' })))).toEqual(['blackjack', 'baccarat']);
    expect(keys(lobbyGames(GAMES, choice({ category: 'crash' })))).toEqual(['rocket-crash']);
    expect(keys(lobbyGames(GAMES, choice({ category: 'top-games' })))).toEqual(['gem-cascade', 'european-roulette', 'fruit-fiesta', 'rocket-crash']);
    expect(keys(lobbyGames(GAMES, choice({ providers: ['green-felt', 'skyline'] })))).toEqual(['european-roulette', 'blackjack', 'rocket-crash', 'baccarat']);
    expect(keys(lobbyGames(GAMES, choice({ search: 'ROUL' })))).toEqual(['european-roulette']);
    expect(keys(lobbyGames(GAMES, choice({ search: 'skyline' })))).toEqual(['rocket-crash']);
  });

  test('[ENT-62] favourites and recent games list in their own order; a game opened goes to the front of recent, once, and the list is capped', () => {
    expect(keys(lobbyGames(GAMES, choice({ category: 'favorites', favourites: ['baccarat', 'gone', 'gem-cascade'] })))).toEqual(['baccarat', 'gem-cascade']);
    expect(keys(lobbyGames(GAMES, choice({ category: 'recent', recent: ['rocket-crash', 'blackjack'] })))).toEqual(['rocket-crash', 'blackjack']);
    expect(rememberRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const full = Array.from({ length: RECENT_KEPT }, (_, i) => `g${i}`);
    expect(rememberRecent(full, 'new')).toEqual(['new', ...full.slice(0, RECENT_KEPT - 1)]);
  });

  test('[RTE-19][RTE-21][RTE-22] casino addresses: categories, live casino categories, the verify page and table games', () => {
    expect(casinoPageOfPath([])).toEqual({ kind: 'lobby', category: null });
    expect(casinoPageOfPath(['providers'])).toEqual({ kind: 'lobby', category: 'providers' });
    expect(casinoPageOfPath(['top-games'])).toEqual({ kind: 'lobby', category: 'top-games' });
    expect(casinoPageOfPath(['live-casino'])).toEqual({ kind: 'live', category: 'all' });
    expect(casinoPageOfPath(['live-casino', 'roulette'])).toEqual({ kind: 'live', category: 'roulette' });
    expect(casinoPageOfPath(['all', 'blackjack'])).toEqual({ kind: 'live', category: 'blackjack' });
    expect(casinoPageOfPath(['verify'])).toEqual({ kind: 'verify' });
    for (const bad of [['nope'], ['live-casino', 'poker'], ['slots', 'x', 'y'], ['verify', 'x']]) expect(casinoPageOfPath(bad)).toBeNull();
    expect(tableGameOfPath(['reelwright', 'fruit-fiesta'])).toEqual({ provider: 'reelwright', game: 'fruit-fiesta' });
    expect(tableGameOfPath(['reelwright'])).toBeNull();
    expect(isKnownAppPath(['table-game', 'reelwright', 'fruit-fiesta'])).toBe(true);
  });
});

describe('casino addresses keep their own query', () => {
  test('[RTE-35][RTE-20] the lobby keeps ?providers=, a game page its mode, the verify page its fields; anything else is read and stripped', () => {
    expect(stripQuery(['casino', 'slots'], '?providers=reelwright,skyline&btag=x')).toEqual({ read: { providers: 'reelwright,skyline', btag: 'x' }, search: '?providers=reelwright%2Cskyline' });
    expect(stripQuery(['table-game', 'reelwright', 'fruit-fiesta'], '?mode=demo&utm=1')?.search).toBe('?mode=demo');
    expect(stripQuery(['casino', 'verify'], '?game=blackjack&nonce=3&utm=1')?.search).toBe('?game=blackjack&nonce=3');
    expect(stripQuery(['casino', 'live-casino'], '?providers=x')?.search).toBe('');
  });
});

describe('casino multi-view', () => {
  test('[SCR-18][CON-12] 1, 2 or 4 games: the ones asked for first, then the most played, never the page’s own game twice', async () => {
    const { multiViewGames, multiViewSize, viewsFromQuery, viewsQuery } = await import('../../domain/casino-lobby.ts');
    expect([0, 1, 2, 3].map(multiViewSize)).toEqual([1, 2, 4, 4]);
    expect(multiViewGames('fruit-fiesta', [], GAMES, 1)).toEqual([]);
    expect(multiViewGames('fruit-fiesta', [], GAMES, 2)).toEqual(['gem-cascade']);
    expect(multiViewGames('fruit-fiesta', ['baccarat', 'fruit-fiesta', 'nope', 'baccarat'], GAMES, 4)).toEqual(['baccarat', 'gem-cascade', 'european-roulette']);
    expect(viewsFromQuery('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(viewsQuery([])).toBeUndefined();
    expect(viewsQuery(['a', 'b'])).toBe('a,b');
  });
});
