/**
 * What the home page features (SPEC SCR-10, docs/decisions/0020): top tournaments, most popular
 * matches and live now, picked from the book's own order.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { featuredTournaments, liveNowIds, popularMatchIds, roundRobin, spread } from '../../domain/home-picks.ts';
import type { SportsbookTree, TreeCategory, TreeTournament } from '../../schemas/sportsbook.ts';

const tournament = (ID: number, Rank: number, IsTop: boolean, Count = 3): TreeTournament => ({ ID, Alias: `t${ID}`, Name: `T${ID}`, Rank, Count, Outrights: 0, IsTop });
const category = (ID: number, Tournaments: TreeTournament[]): TreeCategory => ({ ID, Alias: `c${ID}`, Name: `C${ID}`, Rank: ID, Count: 1, Tournaments });
const sport = (ID: number, Categories: TreeCategory[]) => ({ ID, Alias: `s${ID}`, Name: `S${ID}`, Rank: ID, Count: 1, Categories });

const tree: SportsbookTree = {
  Sports: [
    // Soccer-like: two countries with a first and a second league, a top league without fixtures, a non-top league.
    sport(1, [category(11, [tournament(111, 1, true), tournament(112, 2, true)]), category(12, [tournament(121, 1, true, 0), tournament(122, 2, true), tournament(123, 3, false)])]),
    sport(2, [category(21, [tournament(211, 1, false)])]),
    sport(3, [category(31, [tournament(311, 2, true)]), category(32, [tournament(321, 1, true)])]),
    sport(4, [category(41, [tournament(411, 1, true), tournament(412, 2, true), tournament(413, 3, true)])]),
  ],
};

describe('[SCR-10] the home page picks', () => {
  test('top tournaments: top ones with fixtures only, leading sports first, at most two a sport, first leagues before second ones', () => {
    const picked = featuredTournaments(tree);
    expect(picked.map((p) => p.tournament.ID)).toEqual([111, 112, 321, 311, 411, 412]);
    expect(picked[0]).toMatchObject({ sport: { Alias: 's1' }, category: { Alias: 'c11' }, link: '/sport/s1/c11/t111' });
    expect(featuredTournaments(tree, 3).map((p) => p.tournament.ID)).toEqual([111, 112, 321]);
    expect(featuredTournaments(tree, 12, 1).map((p) => p.tournament.ID)).toEqual([111, 321, 411]);
    expect(featuredTournaments({ Sports: [] })).toEqual([]);
  });

  test('most popular matches: each featured tournament’s next fixture in turn, then the second ones', () => {
    const groups = [
      { id: 411, matchIds: [7, 8] },
      { id: 111, matchIds: [1, 2, 3] },
      { id: 999, matchIds: [9] },
      { id: 321, matchIds: [4] },
    ];
    expect(popularMatchIds([111, 321, 411], groups)).toEqual([1, 4, 7, 2, 8, 3]);
    expect(popularMatchIds([111, 321, 411], groups, 4)).toEqual([1, 4, 7, 2]);
    // A featured tournament the list does not hold (its fixtures went live) is skipped.
    expect(popularMatchIds([500, 321], groups)).toEqual([4]);
    expect(popularMatchIds([], groups)).toEqual([]);
  });

  test('live now: the overview’s first matches, at most two a sport, six in all', () => {
    const sports = [
      { categories: [{ matchIds: [1] }, { matchIds: [2, 3] }] },
      { categories: [{ matchIds: [4] }] },
      { categories: [{ matchIds: [5, 6, 7] }] },
      { categories: [{ matchIds: [8, 9] }] },
    ];
    expect(liveNowIds(sports)).toEqual([1, 2, 4, 5, 6, 8]);
    expect(liveNowIds([])).toEqual([]);
  });

  test('live now: matches with an open money line first; a match shown before stays while it is live', () => {
    const sports = [{ categories: [{ matchIds: [1, 2, 3, 4] }] }, { categories: [{ matchIds: [5, 6] }] }];
    const suspended = new Set([1, 2, 5]);
    const open = (id: number) => !suspended.has(id);
    expect(liveNowIds(sports, [], open)).toEqual([3, 4, 6, 5]);
    // 3 is shown and then suspended: it stays; 4 has gone (finished): 1 and 2 are still suspended, 1 fills in.
    suspended.add(3);
    const gone = [{ categories: [{ matchIds: [1, 2, 3] }] }, sports[1]!];
    expect(liveNowIds(gone, [3, 4, 6, 5], open)).toEqual([3, 1, 5, 6]);
  });

  test('property: spread and roundRobin take distinct items of the lists, never more than asked, and as many as they can', () => {
    const lists = fc.array(fc.array(fc.nat(), { maxLength: 6 }), { maxLength: 8 }).map((ls) => {
      let next = 0;
      return ls.map((l) => l.map(() => next++)); // distinct items
    });
    fc.assert(
      fc.property(lists, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 4 }), (ls, limit, per) => {
        const all = ls.flat();
        const s = spread(ls, per, limit);
        expect(new Set(s).size).toBe(s.length);
        expect(s.every((x) => all.includes(x))).toBe(true);
        expect(s.length).toBe(Math.min(limit, ls.reduce((n, l) => n + Math.min(per, l.length), 0)));
        for (const l of ls) expect(l.filter((x) => s.includes(x)).length).toBeLessThanOrEqual(per);
        const r = roundRobin(ls, limit);
        expect(new Set(r).size).toBe(r.length);
        expect(r.length).toBe(Math.min(limit, all.length));
        // Round after round: no list gives its (k+1)th item before every list has given its kth.
        const round = (x: number) => ls.find((l) => l.includes(x))!.indexOf(x);
        expect(r.map(round)).toEqual([...r.map(round)].sort((a, b) => a - b));
      }),
    );
  });
});
