/**
 * The star of one tournament (SPEC SCR-10, STA-55, ROL-01, ENT-25): pressed when the tournament is
 * a favourite, labelled 'Add to Favorites' or 'Remove from Favorites'. A guest who presses it is
 * asked to log in or register, with the same links the betslip shows; a refused change is taken
 * back and said in words.
 */
import { useId, type KeyboardEvent } from 'react';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { closeFavouriteNote, favouriteAction, pressFavourite, useFavourites } from '../store/favourites.ts';
import { useSession } from '../store/session.ts';
import { AuthLinks } from './auth-links.tsx';
import { houseErrorText } from './house-error-text.ts';
import { Icon } from './icons.tsx';
import './favourite-toggle.css';

type Props = { readonly tournamentId: number; readonly className?: string };

export function FavouriteToggle({ tournamentId, className }: Props) {
  const { LL } = useI18nContext();
  const session = useSession();
  const favourites = useFavourites();
  const noteId = useId();
  const action = favouriteAction(session.status, favourites.status);
  const pressed = session.status === 'user' && favourites.ids.includes(tournamentId);
  const failure = favourites.failure?.tournamentId === tournamentId ? favourites.failure.code : null;
  const guestNote = action === 'sign-in' && favourites.signInAsked === tournamentId;
  const label = pressed ? LL.favourites.remove() : LL.favourites.add();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (guestNote || failure)) closeFavouriteNote();
  };

  return (
    <span className={`favourite-toggle${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="favourite-toggle__star"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        aria-busy={action === 'wait' || undefined}
        aria-expanded={action === 'sign-in' ? guestNote : undefined}
        aria-controls={guestNote || failure ? noteId : undefined}
        data-tournament-id={tournamentId}
        onClick={() => pressFavourite(tournamentId)}
      >
        <Icon name="star" size={18} />
      </button>
      {(guestNote || failure) && (
        <span id={noteId} className="favourite-toggle__note" role={failure ? 'alert' : 'status'}>
          <span>{failure ? houseErrorText(LL, failure) : LL.favourites.signIn()}</span>
          {guestNote && <AuthLinks className="cluster" small />}
          <button type="button" className="favourite-toggle__close" aria-label={LL.favourites.close()} onClick={closeFavouriteNote}>
            <Icon name="close" size={14} />
          </button>
        </span>
      )}
    </span>
  );
}
