import { describe, expect, test } from 'vitest';
import { BET_PANEL_TABS, INITIAL_BET_PANEL_TAB } from '../../src/app/shell/bet-panel-tabs.ts';
import { tabIndexAfterKey } from '../../src/ui/tab-keys.ts';
import { isBettingPage, pageKindOf } from '../../src/app/shell/page-kind.ts';
import { sidebarGroups } from '../../src/app/shell/sidebar-groups.ts';

describe('pageKindOf', () => {
  test.each([
    [[], 'other'],
    [['live'], 'live'],
    [['live', 'featured'], 'live'],
    [['sport'], 'sport'],
    [['sport', 'soccer', 'england', 'premier-league'], 'sport'],
    [['esports', 'dota-2'], 'esport'],
    [['casino', 'slots'], 'casino'],
    [['table-game', 'evolution', 'blackjack'], 'casino'],
    [['live-casino-game', 'evolution', 'roulette'], 'casino'],
    [['promotions'], 'other'],
    [['Sport'], 'sport'],
  ] as const)('%j is a %s page', (segments, kind) => {
    expect(pageKindOf(segments)).toBe(kind);
  });

  test('sport, esport and live pages are betting pages', () => {
    expect(['sport', 'esport', 'live', 'casino', 'other'].filter((k) => isBettingPage(k as never))).toEqual(['sport', 'esport', 'live']);
  });
});

describe('sidebarGroups', () => {
  test('[SCR-32] sport, esports and live pages show the Live, Sport and eSport groups', () => {
    for (const kind of ['sport', 'esport', 'live'] as const) expect(sidebarGroups(kind)).toEqual(['live', 'sport', 'esport']);
  });

  test('[SCR-31] casino, table-game and unspecified pages show the Casino group', () => {
    expect(sidebarGroups(pageKindOf(['casino']))).toEqual(['casino']);
    expect(sidebarGroups(pageKindOf(['table-game', 'a', 'b']))).toEqual(['casino']);
    expect(sidebarGroups(pageKindOf(['promotions']))).toEqual(['casino']);
    expect(sidebarGroups(pageKindOf([]))).toEqual(['casino']);
  });
});

describe('bet panel tabs', () => {
  test('[SCR-16] tabs are betslip, pending, history, my-bets, settings and start on the betslip', () => {
    expect(BET_PANEL_TABS).toEqual(['betslip', 'pending', 'history', 'my-bets', 'settings']);
    expect(INITIAL_BET_PANEL_TAB).toBe('betslip');
  });

  test('arrow keys move and wrap, Home and End jump, other keys are ignored', () => {
    expect(tabIndexAfterKey(0, 'ArrowRight', 5)).toBe(1);
    expect(tabIndexAfterKey(4, 'ArrowRight', 5)).toBe(0);
    expect(tabIndexAfterKey(0, 'ArrowLeft', 5)).toBe(4);
    expect(tabIndexAfterKey(3, 'Home', 5)).toBe(0);
    expect(tabIndexAfterKey(1, 'End', 5)).toBe(4);
    expect(tabIndexAfterKey(1, 'Enter', 5)).toBeNull();
    expect(tabIndexAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });
});
