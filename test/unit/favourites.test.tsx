/**
 * Favourite tournaments on the page (SPEC ENT-25, STA-55, ROL-01): the store follows the session,
 * a toggle shows at once and is taken back when the house refuses, a guest is asked to sign in;
 * the star's pressed state and label, rendered in React.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { User } from '../../schemas/accounts.ts';
import TypesafeI18n from '../../src/i18n/i18n-react.tsx';
import type { Locales } from '../../src/i18n/i18n-types.ts';
import { loadLocale } from '../../src/i18n/i18n-util.sync.ts';
import { closeFavouriteNote, favouriteAction, favouritesState, loadFavourites, pressFavourite, toggleFavourite } from '../../src/store/favourites.ts';
import { sessionState } from '../../src/store/session.ts';
import { FavouriteToggle } from '../../src/ui/favourite-toggle.tsx';

type Call = { method: string; url: string; headers: Record<string, string> };
type Answer = { status: number; body: unknown } | 'network';

/** The house as fetch sees it: every call recorded, each answered by the next queued answer (or held until released). */
function fakeHouse() {
  const calls: Call[] = [];
  const answers: (Answer | Promise<Answer>)[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, headers: (init.headers ?? {}) as Record<string, string> });
    const answer = await (answers.shift() ?? { status: 500, body: { error: 'internal', message: 'no answer queued' } });
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, answers, fetch };
}

let house: ReturnType<typeof fakeHouse>;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (ids: number[]): Answer => ({ status: 200, body: { TournamentIds: ids } });

function signIn(userId: number): void {
  sessionState.user = { UserID: userId } as User;
  sessionState.status = 'user';
}

function signOut(): void {
  sessionState.user = null;
  sessionState.status = 'guest';
}

/** A signed-in player whose list the house answered with `ids`. */
async function playerWith(userId: number, ids: number[]): Promise<void> {
  house.answers.push(ok(ids));
  signIn(userId);
  await vi.waitFor(() => expect(favouritesState.status).toBe('ready'));
}

beforeAll(() => {
  vi.stubGlobal('document', { cookie: 'sb_csrf=csrf-token-1' });
});
beforeEach(() => {
  house = fakeHouse();
  vi.stubGlobal('fetch', house.fetch);
});
afterEach(async () => {
  signOut();
  await tick();
});

describe('the favourites store', () => {
  test('[ENT-25] signing in loads the player’s favourite tournament ids; signing out clears them', async () => {
    expect(favouritesState).toMatchObject({ owner: null, status: 'guest', ids: [] });
    await playerWith(41, [7, 3]);
    expect(favouritesState).toMatchObject({ owner: 41, ids: [7, 3] });
    expect(house.calls).toEqual([expect.objectContaining({ method: 'GET', url: '/api/favorites' })]);
    signOut();
    await tick();
    expect(favouritesState).toMatchObject({ owner: null, status: 'guest', ids: [] });
    // Another player signing in gets their own list, never the last one's.
    await playerWith(42, [9]);
    expect(favouritesState.ids).toEqual([9]);
  });

  test('[ENT-25] a list that fails to load says so and can be read again', async () => {
    house.answers.push('network');
    signIn(43);
    await vi.waitFor(() => expect(favouritesState.status).toBe('error'));
    house.answers.push(ok([5]));
    await loadFavourites();
    expect(favouritesState).toMatchObject({ status: 'ready', ids: [5] });
  });

  test('[STA-55] a star shows at once, sends PUT with the CSRF token, and keeps the house’s list', async () => {
    await playerWith(44, [3]);
    let release: (answer: Answer) => void = () => {};
    house.answers.push(new Promise<Answer>((resolve) => (release = resolve)));
    const result = toggleFavourite(8);
    expect(favouritesState.ids).toEqual([3, 8]);
    await tick();
    expect(house.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/favorites/tournaments/8', headers: { 'x-csrf-token': 'csrf-token-1' } });
    release(ok([3, 8]));
    expect(await result).toBe('added');
    expect(favouritesState.ids).toEqual([3, 8]);

    house.answers.push(ok([8]));
    expect(await toggleFavourite(3)).toBe('removed');
    expect(house.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/favorites/tournaments/3' });
    expect(favouritesState.ids).toEqual([8]);
  });

  test('[STA-55] a refused star is taken back and the house’s code kept (a full list: too-many-favourites)', async () => {
    await playerWith(45, [1]);
    house.answers.push({ status: 409, body: { error: 'too-many-favourites', field: 'id', message: 'id: at most 200 favourite tournaments' } });
    const result = toggleFavourite(2);
    expect(favouritesState.ids).toEqual([1, 2]);
    expect(await result).toBe('failed');
    expect(favouritesState.ids).toEqual([1]);
    expect(favouritesState.failure).toEqual({ tournamentId: 2, code: 'too-many-favourites' });

    // An unstar that cannot reach the house comes back too.
    house.answers.push('network');
    expect(await toggleFavourite(1)).toBe('failed');
    expect(favouritesState.ids).toEqual([1]);
    expect(favouritesState.failure).toEqual({ tournamentId: 1, code: 'network' });
  });

  test('[STA-55] presses on one star go to the house one after another, and the last one wins', async () => {
    await playerWith(46, []);
    let release: (answer: Answer) => void = () => {};
    house.answers.push(new Promise<Answer>((resolve) => (release = resolve)), ok([]));
    const first = toggleFavourite(4);
    const second = toggleFavourite(4);
    expect(favouritesState.ids).toEqual([]);
    await tick();
    expect(house.calls.filter((c) => c.url.endsWith('/4'))).toHaveLength(1);
    release(ok([4]));
    expect([await first, await second]).toEqual(['added', 'removed']);
    expect(house.calls.filter((c) => c.url.endsWith('/4')).map((c) => c.method)).toEqual(['PUT', 'DELETE']);
    expect(favouritesState.ids).toEqual([]);
  });

  test('[ROL-01] a guest’s press asks to sign in and sends nothing; nothing happens before the session is known', async () => {
    expect(await toggleFavourite(5)).toBe('sign-in');
    expect(house.calls).toEqual([]);
    expect(favouriteAction('guest', 'guest')).toBe('sign-in');
    expect(favouriteAction('unknown', 'guest')).toBe('wait');
    expect(favouriteAction('loading', 'guest')).toBe('wait');
    expect(favouriteAction('user', 'loading')).toBe('wait');
    expect(favouriteAction('user', 'ready')).toBe('toggle');
    expect(favouriteAction('user', 'error')).toBe('toggle');
  });
});

function render(children: ReactNode, locale: Locales = 'en-US'): string {
  loadLocale(locale);
  return renderToStaticMarkup(<TypesafeI18n locale={locale}>{children}</TypesafeI18n>);
}

/** The star's button element as markup. */
const button = (html: string) => /<button[^>]*data-tournament-id[^>]*>/.exec(html)?.[0] ?? '';

describe('the favourite toggle', () => {
  test('[STA-55] pressed with "Remove from Favorites" when the tournament is a favourite, else "Add to Favorites"', async () => {
    await playerWith(47, [12]);
    const on = button(render(<FavouriteToggle tournamentId={12} />));
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain('aria-label="Remove from Favorites"');
    const off = button(render(<FavouriteToggle tournamentId={13} />));
    expect(off).toContain('aria-pressed="false"');
    expect(off).toContain('aria-label="Add to Favorites"');
  });

  test('[STA-55] the label is in the player’s language', async () => {
    await playerWith(48, [12]);
    expect(button(render(<FavouriteToggle tournamentId={12} />, 'de-DE'))).toContain('aria-label="Aus Favoriten entfernen"');
    expect(button(render(<FavouriteToggle tournamentId={13} />, 'ja-JP'))).toContain('aria-label="お気に入りに追加"');
  });

  test('[ROL-01] for a guest the star is not pressed and opens a sign-in note; while the session loads it waits', () => {
    const guest = button(render(<FavouriteToggle tournamentId={12} />));
    expect(guest).toContain('aria-pressed="false"');
    expect(guest).toContain('aria-expanded="false"');
    sessionState.status = 'loading';
    expect(button(render(<FavouriteToggle tournamentId={12} />))).toContain('aria-busy="true"');
  });

  test('[STA-55] a refused change is said in the player’s words', async () => {
    await playerWith(49, []);
    favouritesState.failure = { tournamentId: 12, code: 'too-many-favourites' };
    const html = render(<FavouriteToggle tournamentId={12} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('You already have the most favourite tournaments allowed (200). Remove one first.');
    expect(render(<FavouriteToggle tournamentId={13} />)).not.toContain('role="alert"');
  });

  test('[ROL-01] a guest who presses the star is asked to sign in, with the Log in and Register links the betslip shows', async () => {
    pressFavourite(12);
    expect(favouritesState.signInAsked).toBe(12);
    expect(house.calls).toEqual([]);
    // The links need a router; TanStack's renders on the server only where there is no document.
    vi.stubGlobal('document', undefined);
    try {
      const rootRoute = createRootRoute({ component: () => <FavouriteToggle tournamentId={12} /> });
      const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/en-US/sport'] }) });
      await router.load();
      const html = render(<RouterProvider router={router} />);
      expect(button(html)).toContain('aria-expanded="true"');
      expect(button(html)).toContain('aria-pressed="false"');
      expect(html).toContain('role="status"');
      expect(html).toContain('Log in to keep your favourite tournaments.');
      expect(html).toContain('href="/en-US/login"');
      expect(html).toContain('href="/en-US/register"');
    } finally {
      vi.stubGlobal('document', { cookie: 'sb_csrf=csrf-token-1' });
    }
    // Pressed again, or closed, the note goes.
    pressFavourite(12);
    expect(favouritesState.signInAsked).toBeNull();
    pressFavourite(12);
    closeFavouriteNote();
    expect(favouritesState.signInAsked).toBeNull();
    // Signing in closes a note left open.
    pressFavourite(12);
    await playerWith(51, []);
    expect(favouritesState.signInAsked).toBeNull();
  });

  test('[STA-55] a player’s press toggles the star', async () => {
    await playerWith(50, []);
    house.answers.push(ok([12]));
    pressFavourite(12);
    expect(favouritesState.ids).toEqual([12]);
    expect(favouritesState.signInAsked).toBeNull();
    await vi.waitFor(() => expect(house.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/favorites/tournaments/12' }));
  });
});
