/** A game in the lobby: its house-drawn picture, name and provider; a star keeps it in favourites (ENT-62). */
import type { CasinoGame } from '../../../schemas/casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { toggleFavouriteGame } from '../../store/casino-lists.ts';
import { Icon } from '../../ui/icons.tsx';
import { rtpText } from './casino-labels.ts';

type Props = {
  readonly game: CasinoGame;
  readonly providerName: string;
  readonly favourite: boolean;
  readonly onOpen: (game: CasinoGame) => void;
};

export function GameTile({ game, providerName, favourite, onOpen }: Props) {
  const { LL, locale } = useI18nContext();
  return (
    <li className="game-tile" data-game-id={game.Key} data-provider={game.Provider}>
      <button type="button" className="game-tile__open" onClick={() => onOpen(game)}>
        <img className="game-tile__art" src={game.Thumbnail} alt="" width={320} height={240} loading="lazy" decoding="async" />
        <span className="game-tile__name">{game.Name}</span>
        <span className="game-tile__meta">
          {providerName} · {LL.casino.rtp({ rtp: rtpText(game.Rtp, locale) })}
        </span>
      </button>
      <button
        type="button"
        className="game-tile__star"
        aria-pressed={favourite}
        aria-label={favourite ? LL.casino.unfavourite({ name: game.Name }) : LL.casino.favourite({ name: game.Name })}
        onClick={() => toggleFavouriteGame(game.Key)}
      >
        <Icon name="star" size={18} />
      </button>
    </li>
  );
}
