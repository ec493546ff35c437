/**
 * The casino catalogue, read once and shared by the lobby, the sidebar and the game pages. A failed
 * read is forgotten, so the next screen (or a retry) asks again; a sign-in asks again too (the stake
 * limits follow the player's currency).
 */
import type { CasinoCatalogue } from '../../schemas/casino.ts';
import { casinoCatalogue } from './casino-api.ts';
import { useSession } from './session.ts';
import { useRequest, type RequestState } from './use-request.ts';

const kept = new Map<string, Promise<CasinoCatalogue>>();

function catalogueFor(who: string): Promise<CasinoCatalogue> {
  let read = kept.get(who);
  if (!read) {
    read = casinoCatalogue().catch((error: unknown) => {
      kept.delete(who);
      throw error;
    });
    kept.set(who, read);
  }
  return read;
}

export function useCasinoCatalogue(): RequestState<CasinoCatalogue> & { readonly retry: () => void } {
  const { status, user } = useSession();
  const who = status === 'user' && user ? `user:${user.Currency.Code}` : status === 'guest' ? 'guest' : null;
  return useRequest(who === null ? null : `casino-catalogue:${who}`, () => catalogueFor(who!));
}
