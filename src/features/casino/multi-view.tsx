/**
 * A game page's multi-view (SCR-18, CON-12): the page's game alone, or with one or three more,
 * each playing its own rounds from the same wallet. The other games stand in the address
 * (?views=a,b,c), so a reload or a shared link shows the same table; domain/casino-lobby.ts picks
 * them (the ones asked for, then the most played).
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MULTI_VIEW_SIZES, multiViewGames, multiViewSize, viewsFromQuery, viewsQuery, type MultiViewSize } from '../../../domain/casino-lobby.ts';
import type { CasinoGame, PlayMode } from '../../../schemas/casino.ts';
import type { CurrencyCode } from '../../../schemas/wallet.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useRoundPlay } from '../../store/casino-round.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { GameView } from './game-views.tsx';

type Props = {
  readonly game: CasinoGame;
  readonly games: readonly CasinoGame[];
  readonly mode: PlayMode;
  readonly currency: CurrencyCode;
  readonly balance: bigint;
  /** The page's own game, first. */
  readonly children: ReactNode;
};

export function MultiView({ game, games, mode, currency, balance, children }: Props) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const { pathname, search } = useLocation();
  const params = search as Record<string, unknown>;
  const asked = viewsFromQuery(typeof params.views === 'string' ? params.views : undefined);
  const size = multiViewSize(asked.length);
  const others = multiViewGames(game.Key, asked, games, size);
  const byKey = new Map(games.map((g) => [g.Key, g]));

  const show = (next: readonly string[]) => {
    const query = new URLSearchParams();
    query.set('mode', mode);
    const views = viewsQuery(next);
    if (views) query.set('views', views);
    void router.navigate({ href: `${pathname}?${query.toString()}`, replace: true });
  };
  const resize = (n: MultiViewSize) => show(multiViewGames(game.Key, others, games, n));
  const swap = (index: number, key: string) => show(others.map((k, i) => (i === index ? key : k)));

  return (
    <>
      <div className="multi-view-sizes" role="group" aria-label={LL.casino.multiView.label()}>
        {MULTI_VIEW_SIZES.map((n) => (
          <button key={n} type="button" className="multi-view-size" aria-pressed={n === size} data-views={n} onClick={() => resize(n)}>
            {LL.casino.multiView.size({ count: n })}
          </button>
        ))}
      </div>
      <div className="game-panels" data-views={size}>
        <div className="game-panel">{children}</div>
        {others.flatMap((key, index) => {
          const other = byKey.get(key);
          return other
            ? [
                <div className="game-panel" key={`${index}:${key}`} data-game-id={key}>
                  <label className="game-panel__choice">
                    <span className="visually-hidden">{LL.casino.multiView.panel({ number: index + 2 })}</span>
                    <select value={key} onChange={(event) => swap(index, event.target.value)}>
                      {games
                        .filter((g) => g.Key === key || (g.Key !== game.Key && !others.includes(g.Key)))
                        .map((g) => (
                          <option key={g.Key} value={g.Key}>
                            {g.Name}
                          </option>
                        ))}
                    </select>
                  </label>
                  <OtherGame game={other} mode={mode} currency={currency} balance={balance} />
                </div>,
              ]
            : [];
        })}
      </div>
    </>
  );
}

/** A game beside the page's own: its own rounds, the same wallet. */
function OtherGame({ game, mode, currency, balance }: { readonly game: CasinoGame; readonly mode: PlayMode; readonly currency: CurrencyCode; readonly balance: bigint }) {
  const play = useRoundPlay(mode, game.Key);
  return (
    <>
      <GameView game={game} play={play} currency={currency} balance={balance} />
      <FairnessPanel mode={mode} round={play.round} />
    </>
  );
}
