/**
 * The casino's right sidebar (SCR-17): the player's recent games, the popular ones and their
 * favourites, under three tabs; a game opens its start modal.
 */
import { useState } from 'react';
import { popularGames } from '../../../domain/casino-lobby.ts';
import type { CasinoGame } from '../../../schemas/casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { useCasinoLists } from '../../store/casino-lists.ts';
import { GameStartModal } from './game-start-modal.tsx';

const TABS = ['recent', 'popular', 'favorites'] as const;
type Tab = (typeof TABS)[number];
const SHOWN = 8;

export function CasinoSidebar() {
  const { LL } = useI18nContext();
  const catalogue = useCasinoCatalogue();
  const lists = useCasinoLists();
  const [tab, setTab] = useState<Tab>('popular');
  const [opened, setOpened] = useState<CasinoGame | null>(null);
  if (catalogue.status !== 'fulfilled') return null;
  const { Games, Providers } = catalogue.value;
  const byKey = new Map(Games.map((g) => [g.Key, g]));
  const names = new Map(Providers.map((p) => [p.Key, p.Name]));
  const listed = (keys: readonly string[]) => keys.flatMap((k) => byKey.get(k) ?? []).slice(0, SHOWN);
  const games = tab === 'popular' ? popularGames(Games, SHOWN) : listed(tab === 'recent' ? lists.recent : lists.favourites);
  return (
    <aside className="casino-sidebar" aria-label={LL.casino.sidebar.label()}>
      <div className="casino-sidebar__tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={t === tab} className="casino-sidebar__tab" data-tab={t} onClick={() => setTab(t)}>
            {LL.casino.sidebar[t]()}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <ul className="casino-sidebar__list">
          {games.map((g) => (
            <li key={g.Key}>
              <button type="button" className="casino-sidebar__game" data-game-id={g.Key} onClick={() => setOpened(g)}>
                <img src={g.Thumbnail} alt="" width={48} height={36} loading="lazy" />
                <span>{g.Name}</span>
              </button>
            </li>
          ))}
          {games.length === 0 && <li className="muted">{tab === 'recent' ? LL.casino.emptyRecent() : LL.casino.emptyFavourites()}</li>}
        </ul>
      </div>
      {opened && <GameStartModal game={opened} providerName={names.get(opened.Provider) ?? opened.Provider} onClose={() => setOpened(null)} />}
    </aside>
  );
}
