/**
 * The signed-in player's favourite tournaments (SPEC ENT-25 favouriteTournamentIds, STA-55,
 * ROL-01): a valtio proxy that follows the session (loaded when a player signs in, emptied when
 * they sign out) and a toggle that shows the change at once and takes it back if the house refuses.
 * Writes go through the session's `api`, which sends the CSRF token (GET /api/csrf when missing).
 */
import { proxy, subscribe, useSnapshot } from 'valtio';
import type { ErrorCode } from '../../schemas/errors.ts';
import { favouritesSchema } from '../../schemas/favourites.ts';
import { check } from '../../schemas/validate.ts';
import { api, ApiFailure, sessionState, type SessionStatus } from './session.ts';

export type FavouritesState = {
  /** Whose favourites these are: the signed-in player's id; null for a guest. */
  owner: number | null;
  status: 'guest' | 'loading' | 'ready' | 'error';
  /** Favourite tournament ids, oldest first. */
  ids: number[];
  /** The last toggle the house refused (and that was taken back), until the next toggle or a dismissal. */
  failure: { tournamentId: number; code: ErrorCode | 'network' } | null;
  /** The star a guest pressed: its note asks them to log in or register (ROL-01); one at a time. */
  signInAsked: number | null;
};

export const favouritesState = proxy<FavouritesState>({ owner: null, status: 'guest', ids: [], failure: null, signInAsked: null });

export function useFavourites(): FavouritesState {
  return useSnapshot(favouritesState) as FavouritesState;
}

/** What pressing a star does now: ask a guest to sign in (ROL-01), wait for the list, or toggle. */
export type FavouriteAction = 'sign-in' | 'wait' | 'toggle';

export function favouriteAction(session: SessionStatus, favourites: FavouritesState['status']): FavouriteAction {
  if (session === 'guest') return 'sign-in';
  if (session !== 'user' || favourites === 'loading') return 'wait';
  return 'toggle';
}

let loadRun = 0;

/** Reads the list from the house (again, after an error); answers that arrive for an earlier player or run are dropped. */
export async function loadFavourites(): Promise<void> {
  const owner = favouritesState.owner;
  if (owner === null) return;
  const run = ++loadRun;
  favouritesState.status = 'loading';
  try {
    const answer = check(favouritesSchema, await api<unknown>('GET', '/api/favorites'));
    if (run !== loadRun || favouritesState.owner !== owner) return;
    if (!answer.ok) throw new Error(answer.error.message);
    favouritesState.ids = answer.value.TournamentIds;
    favouritesState.status = 'ready';
  } catch {
    if (run === loadRun && favouritesState.owner === owner) favouritesState.status = 'error';
  }
}

function syncWithSession(): void {
  const owner = sessionState.status === 'user' ? (sessionState.user?.UserID ?? null) : null;
  if (owner === favouritesState.owner) return;
  loadRun++;
  favouritesState.owner = owner;
  favouritesState.ids = [];
  favouritesState.failure = null;
  favouritesState.signInAsked = null;
  favouritesState.status = owner === null ? 'guest' : 'loading';
  if (owner !== null) void loadFavourites();
}

/** Follows the session from the moment this module is first loaded (by the first star shown). */
syncWithSession();
subscribe(sessionState, syncWithSession);

function setMember(tournamentId: number, member: boolean): void {
  const ids = favouritesState.ids.filter((id) => id !== tournamentId);
  favouritesState.ids = member ? [...ids, tournamentId] : ids;
}

/** Requests per tournament run one after another, so the house ends where the last press left it. */
const queues = new Map<number, Promise<unknown>>();

export type ToggleResult = 'sign-in' | 'added' | 'removed' | 'failed';

/**
 * Adds or removes one tournament, showing it at once; a refusal (a full list: `too-many-favourites`,
 * a lost connection) takes the change back and is kept in `failure`. A guest is sent to sign in.
 */
export function toggleFavourite(tournamentId: number): Promise<ToggleResult> {
  const owner = favouritesState.owner;
  if (sessionState.status !== 'user' || owner === null) return Promise.resolve('sign-in');
  const adding = !favouritesState.ids.includes(tournamentId);
  setMember(tournamentId, adding);
  favouritesState.failure = null;
  const path = `/api/favorites/tournaments/${tournamentId}`;
  const run = (queues.get(tournamentId) ?? Promise.resolve()).then(async (): Promise<ToggleResult> => {
    try {
      const answer = check(favouritesSchema, await api<unknown>(adding ? 'PUT' : 'DELETE', path, {}));
      // The house's list is the truth (another tab may have changed it), unless other stars are still on their way.
      if (answer.ok && favouritesState.owner === owner && queues.size === 1) favouritesState.ids = answer.value.TournamentIds;
      return adding ? 'added' : 'removed';
    } catch (error) {
      if (favouritesState.owner === owner) {
        setMember(tournamentId, !adding);
        favouritesState.failure = { tournamentId, code: error instanceof ApiFailure ? error.code : 'network' };
      }
      return 'failed';
    }
  });
  queues.set(tournamentId, run);
  void run.then(() => {
    if (queues.get(tournamentId) === run) queues.delete(tournamentId);
  });
  return run;
}

/** A press on a star: a guest's opens (or closes) its sign-in note, a player's toggles; nothing while the session or list loads. */
export function pressFavourite(tournamentId: number): void {
  const action = favouriteAction(sessionState.status, favouritesState.status);
  if (action === 'sign-in') favouritesState.signInAsked = favouritesState.signInAsked === tournamentId ? null : tournamentId;
  else if (action === 'toggle') void toggleFavourite(tournamentId);
}

/** Closes a star's note: the sign-in question or the refusal. */
export function closeFavouriteNote(): void {
  favouritesState.failure = null;
  favouritesState.signInAsked = null;
}
