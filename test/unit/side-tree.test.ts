/**
 * The left sidebar's pre-match and results modes, their pure rules (domain/side-tree.ts) and their
 * store (src/store/side-tree.ts): the search (VAL-02, VAL-11, STA-56), the tree's shape and links
 * (SCR-22, SCR-24), which branch is open (STA-02..STA-04), and which mode a page shows (STA-01).
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  categoryRest,
  defaultBranch,
  NOTHING_EXPANDED,
  openCategory,
  openSport,
  pageBranch,
  revealBranch,
  shownTree,
  sportBadge,
  sportRest,
  TOP_BRANCH,
  toggleCategory,
  toggleSport,
  topTournaments,
  tournamentRest,
  type Expansion,
} from '../../domain/side-tree.ts';
import type { SportsbookTree, TreeCategory, TreeSport, TreeTournament } from '../../schemas/sportsbook.ts';
import { sidebarModeOf } from '../../src/app/shell/sidebar-groups.ts';
import * as store from '../../src/store/side-tree.ts';

let nextId = 1;
const tournament = (Name: string, Count = 3, IsTop = false): TreeTournament => ({
  ID: nextId++,
  Alias: Name.toLowerCase().replace(/\s+/g, '-'),
  Name,
  Rank: 1,
  Count,
  Outrights: 0,
  IsTop,
});
const category = (Name: string, Tournaments: TreeTournament[]): TreeCategory => ({
  ID: nextId++,
  Alias: Name.toLowerCase().replace(/\s+/g, '-'),
  Name,
  Rank: 1,
  Count: Tournaments.reduce((n, t) => n + t.Count, 0),
  Tournaments,
});
const sport = (Name: string, Categories: TreeCategory[]): TreeSport => ({
  ID: nextId++,
  Alias: Name.toLowerCase().replace(/\s+/g, '-'),
  Name,
  Rank: 1,
  Count: Categories.reduce((n, c) => n + c.Count, 0),
  Categories,
});

const TREE: SportsbookTree = {
  Sports: [
    sport('Soccer', [
      category('England', [tournament('Premier League', 10, true), tournament('Championship', 4, true), tournament('FA Cup', 0)]),
      category('Spain', [tournament('La Liga', 8, true), tournament('Copa del Rey', 2)]),
    ]),
    sport('Tennis', [category('ATP', [tournament('Australian Open', 6)])]),
    sport('Darts', [category('International', [tournament('Premier League Darts', 0)])]),
  ],
};

const names = (tree: SportsbookTree) => tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments.map((t) => t.Name)));

describe('the tree the sidebar shows', () => {
  test('[SCR-24] only tournaments with fixtures to count; sports and categories left empty go; counts add up what is left', () => {
    const shown = shownTree(TREE, '');
    expect(names(shown)).toEqual(['Premier League', 'Championship', 'La Liga', 'Copa del Rey', 'Australian Open']);
    expect(shown.Sports.map((s) => [s.Name, s.Count])).toEqual([
      ['Soccer', 24],
      ['Tennis', 6],
    ]);
    expect(shown.Sports[0]?.Categories.map((c) => [c.Name, c.Count])).toEqual([
      ['England', 14],
      ['Spain', 10],
    ]);
  });

  test('[VAL-02] [STA-56] one character does not filter; from two the search applies, spaces around it aside', () => {
    expect(shownTree(TREE, 'a')).toEqual(shownTree(TREE, ''));
    expect(shownTree(TREE, ' a ')).toEqual(shownTree(TREE, ''));
    expect(names(shownTree(TREE, 'li'))).toEqual(['La Liga', 'Australian Open']);
    expect(names(shownTree(TREE, '  li  '))).toEqual(['La Liga', 'Australian Open']);
  });

  test('[STA-56] resetting the search (an empty box) gives the whole tree back', () => {
    const searched = shownTree(TREE, 'cup');
    expect(names(searched)).toEqual([]);
    expect(names(shownTree(TREE, ''))).toHaveLength(5);
  });

  test('[VAL-11] a tournament name matches case-insensitively; counts follow the matches', () => {
    const shown = shownTree(TREE, 'LEAGUE');
    expect(names(shown)).toEqual(['Premier League']);
    expect(shown.Sports.map((s) => s.Count)).toEqual([10]);
    expect(names(shownTree(TREE, 'copa DEL'))).toEqual(['Copa del Rey']);
  });

  test('[VAL-11] a category or sport name brings all of its tournaments', () => {
    expect(names(shownTree(TREE, 'spa'))).toEqual(['La Liga', 'Copa del Rey']);
    expect(names(shownTree(TREE, 'TENN'))).toEqual(['Australian Open']);
    expect(names(shownTree(TREE, 'soccer'))).toEqual(['Premier League', 'Championship', 'La Liga', 'Copa del Rey']);
  });

  test('[VAL-02] [VAL-11] (property) a search keeps exactly the counted tournaments whose own, category or sport name contains it, in any case', () => {
    const word = fc.stringMatching(/^[a-cA-C ]{1,6}$/);
    const arbTree = fc
      .array(fc.tuple(word, fc.array(fc.tuple(word, fc.array(fc.tuple(word, fc.nat(3)), { maxLength: 4 })), { maxLength: 3 })), { maxLength: 4 })
      .map((sports): SportsbookTree => ({ Sports: sports.map(([s, cats]) => sport(s, cats.map(([c, ts]) => category(c, ts.map(([t, n]) => tournament(t, n)))))) }));
    fc.assert(
      fc.property(arbTree, word, (tree, search) => {
        const shown = shownTree(tree, search);
        const q = search.trim().toLowerCase();
        const has = (name: string) => q.length < 2 || name.toLowerCase().includes(q);
        const expected = tree.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments.filter((t) => t.Count > 0 && (has(s.Name) || has(c.Name) || has(t.Name))).map((t) => t.ID)));
        expect(shown.Sports.flatMap((s) => s.Categories.flatMap((c) => c.Tournaments.map((t) => t.ID)))).toEqual(expected);
        for (const s of shown.Sports) {
          expect(s.Categories.length).toBeGreaterThan(0);
          expect(s.Count).toBe(s.Categories.reduce((n, c) => n + c.Count, 0));
          for (const c of s.Categories) expect(c.Count).toBe(c.Tournaments.reduce((n, t) => n + t.Count, 0));
        }
      }),
      { numRuns: 500 },
    );
  });

  test('[STA-04] a sport’s top tournaments, in the tree’s order, with their categories', () => {
    const soccer = shownTree(TREE, '').Sports[0]!;
    expect(topTournaments(soccer).map(({ category: c, tournament: t }) => `${c.Name}/${t.Name}`)).toEqual(['England/Premier League', 'England/Championship', 'Spain/La Liga']);
    expect(topTournaments(shownTree(TREE, '').Sports[1]!)).toEqual([]);
  });

  test('[SCR-22] [SCR-24] entries link to the list pages; with Today a sport links to its today page', () => {
    const soccer = TREE.Sports[0]!;
    const england = soccer.Categories[0]!;
    expect(sportRest(soccer, 'all')).toBe('soccer');
    expect(sportRest(soccer, 'today')).toBe('soccer/today');
    expect(categoryRest(soccer, england)).toBe('soccer/england');
    expect(tournamentRest(soccer, england, england.Tournaments[0]!)).toBe('soccer/england/premier-league');
  });

  test('[SCR-34] the compact rail marks a sport with its initials', () => {
    expect(['Soccer', 'Ice Hockey', 'Table Tennis', 'MMA', 'Formula 1', 'X'].map(sportBadge)).toEqual(['SO', 'IH', 'TT', 'MM', 'F1', 'X']);
  });
});

describe('which branch is open', () => {
  const soccerOnEngland: Expansion = { expandedSport: 'soccer', expandedCategory: 'england' };

  test('[STA-02] opening a sport closes any other sport and any open category', () => {
    expect(openSport(soccerOnEngland, 'tennis')).toEqual({ expandedSport: 'tennis', expandedCategory: null });
    expect(toggleSport(soccerOnEngland, 'tennis')).toEqual({ expandedSport: 'tennis', expandedCategory: null });
    expect(openSport(NOTHING_EXPANDED, 'soccer')).toEqual({ expandedSport: 'soccer', expandedCategory: null });
  });

  test('[STA-02] opening a category closes the other one, and the other sport', () => {
    expect(openCategory('soccer', 'spain')).toEqual({ expandedSport: 'soccer', expandedCategory: 'spain' });
    expect(toggleCategory(soccerOnEngland, 'soccer', 'spain')).toEqual({ expandedSport: 'soccer', expandedCategory: 'spain' });
    expect(toggleCategory(soccerOnEngland, 'tennis', 'atp')).toEqual({ expandedSport: 'tennis', expandedCategory: 'atp' });
    expect(toggleCategory(soccerOnEngland, 'soccer', TOP_BRANCH)).toEqual({ expandedSport: 'soccer', expandedCategory: TOP_BRANCH });
  });

  test('[STA-02] a chevron closes what is open; closing a sport closes its category', () => {
    expect(toggleCategory(soccerOnEngland, 'soccer', 'england')).toEqual({ expandedSport: 'soccer', expandedCategory: null });
    expect(toggleSport(soccerOnEngland, 'soccer')).toEqual(NOTHING_EXPANDED);
  });

  test('[STA-03] a sport header’s link opens its sport; one already open stays as it is, its category too', () => {
    expect(openSport(NOTHING_EXPANDED, 'tennis').expandedSport).toBe('tennis');
    expect(openSport(soccerOnEngland, 'soccer')).toBe(soccerOnEngland);
  });

  test('[STA-04] the top-tournaments header opens the branch, and closes it again', () => {
    const top = toggleCategory({ expandedSport: 'soccer', expandedCategory: null }, 'soccer', TOP_BRANCH);
    expect(top).toEqual({ expandedSport: 'soccer', expandedCategory: TOP_BRANCH });
    expect(toggleCategory(top, 'soccer', TOP_BRANCH)).toEqual({ expandedSport: 'soccer', expandedCategory: null });
  });

  test('[STA-04] a page in a sport already open does not open it again: the player’s branch in it stays', () => {
    const onTop: Expansion = { expandedSport: 'soccer', expandedCategory: TOP_BRANCH };
    expect(revealBranch(onTop, { expandedSport: 'soccer', expandedCategory: 'england' })).toBe(onTop);
    expect(revealBranch(onTop, { expandedSport: 'tennis', expandedCategory: 'atp' })).toEqual({ expandedSport: 'tennis', expandedCategory: 'atp' });
    expect(revealBranch(onTop, NOTHING_EXPANDED)).toBe(onTop);
  });

  test('[STA-04] the default branch is the first sport, on its top tournaments when it has some', () => {
    expect(defaultBranch(shownTree(TREE, ''))).toEqual({ expandedSport: 'soccer', expandedCategory: TOP_BRANCH });
    expect(defaultBranch(shownTree(TREE, 'tennis'))).toEqual({ expandedSport: 'tennis', expandedCategory: null });
    expect(defaultBranch({ Sports: [] })).toBeNull();
  });

  test('a page’s branch: its sport and category from a list, today or match path; none for the other /sport pages', () => {
    expect(pageBranch(['soccer'])).toEqual({ expandedSport: 'soccer', expandedCategory: null });
    expect(pageBranch(['Soccer', 'England', 'premier-league'])).toEqual({ expandedSport: 'soccer', expandedCategory: 'england' });
    expect(pageBranch(['soccer', 'today'])).toEqual({ expandedSport: 'soccer', expandedCategory: null });
    expect(pageBranch(['soccer', 'england', 'premier-league', 'match', '42'])).toEqual({ expandedSport: 'soccer', expandedCategory: 'england' });
    for (const rest of [[], ['top-tournaments'], ['outrights'], ['favorites'], ['results'], ['schedule'], ['a', 'b', 'c', 'd']]) expect(pageBranch(rest)).toBeNull();
  });
});

describe('the sidebar’s mode and state', () => {
  test('[STA-01] [SCR-21] [SCR-25] [SCR-26] sidebarToDisplay follows the page: results on /sport/results, pre-match on the other /sport pages, live on /live, none elsewhere yet', () => {
    expect(sidebarModeOf(['sport'])).toBe('prematch');
    expect(sidebarModeOf(['sport', 'soccer', 'england'])).toBe('prematch');
    expect(sidebarModeOf(['sport', 'top-tournaments'])).toBe('prematch');
    expect(sidebarModeOf(['sport', 'soccer', 'england', 'premier-league', 'match', '7'])).toBe('prematch');
    expect(sidebarModeOf(['sport', 'results'])).toBe('results');
    expect(sidebarModeOf(['Sport', 'results', '123'])).toBe('results');
    expect(sidebarModeOf(['live'])).toBe('live');
    expect(sidebarModeOf(['live', 'multi-view'])).toBe('live');
    expect(sidebarModeOf(['casino', 'slots'])).toBeNull();
    expect(sidebarModeOf([])).toBeNull();
    expect(sidebarModeOf(['sport', 'results', 'x', 'y'])).toBeNull();
  });

  beforeEach(() => {
    Object.assign(store.sideTreeState, { ...NOTHING_EXPANDED, matchesToDisplay: 'all', search: '', touched: false });
  });

  test('[STA-01] the store holds expandedSport, expandedCategory, matchesToDisplay and the search text', () => {
    store.openSport('soccer');
    store.toggleCategory('soccer', 'england');
    store.setMatchesToDisplay('today');
    store.setSideSearch('pre');
    expect(store.sideTreeState).toMatchObject({ expandedSport: 'soccer', expandedCategory: 'england', matchesToDisplay: 'today', search: 'pre' });
  });

  test('[STA-01] [SCR-22] choosing Today or All remembers when, so Today is the day it was chosen on', () => {
    const before = Date.now();
    store.setMatchesToDisplay('today');
    expect(store.sideTreeState.matchesChosenAt).toBeGreaterThanOrEqual(before);
    expect(store.sideTreeState.matchesChosenAt).toBeLessThanOrEqual(Date.now());
  });

  test('[STA-04] the default branch opens only before anything else was: a page’s branch or the player’s choice wins', () => {
    const tree = shownTree(TREE, '');
    store.revealDefault(tree);
    expect(store.sideTreeState).toMatchObject({ expandedSport: 'soccer', expandedCategory: TOP_BRANCH });
    store.toggleSport('soccer');
    store.revealDefault(tree);
    expect(store.sideTreeState).toMatchObject(NOTHING_EXPANDED);
    store.revealPage(['tennis', 'atp']);
    expect(store.sideTreeState).toMatchObject({ expandedSport: 'tennis', expandedCategory: 'atp' });
    store.revealPage(['tennis']);
    expect(store.sideTreeState).toMatchObject({ expandedSport: 'tennis', expandedCategory: 'atp' });
  });
});
