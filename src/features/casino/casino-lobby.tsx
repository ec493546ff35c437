/**
 * The casino lobby (SPEC RTE-19, RTE-20, RTE-31, STA-44, STA-45, CON-39, CON-40, ENT-57, ENT-62):
 * category links, a provider filter that toggles and stands in the address (?providers=a,b),
 * a search, and the games of the category; a game opens its start modal (SCR-19). The rules of
 * what is listed are domain/casino-lobby.ts.
 */
import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { CASINO_CATEGORIES, type CasinoCategory } from '../../../domain/casino-address.ts';
import {
  DEFAULT_CATEGORY,
  lobbyGames,
  lobbyProviders,
  providersFromQuery,
  providersQuery,
  toggleProvider,
} from '../../../domain/casino-lobby.ts';
import { activeSearch } from '../../../domain/name-search.ts';
import type { CasinoCatalogue, CasinoGame } from '../../../schemas/casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { useCasinoLists } from '../../store/casino-lists.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus } from '../../ui/request-status.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { categoryLabel } from './casino-labels.ts';
import { CasinoSidebar } from './casino-sidebar.tsx';
import { GameStartModal } from './game-start-modal.tsx';
import { GameTile } from './game-tile.tsx';
import { JackpotPanel } from './jackpot-panel.tsx';

export function CasinoLobby({ category }: { readonly category: CasinoCategory | null }) {
  const { LL } = useI18nContext();
  const catalogue = useCasinoCatalogue();
  const shown = category ?? DEFAULT_CATEGORY;
  useDocumentTitle(`${LL.casino.title()} · ${categoryLabel(LL, shown)}`);
  return (
    <div className="page casino-page" data-category={shown}>
      <h1 className="page__title">{LL.casino.title()}</h1>
      <nav className="casino-categories" aria-label={LL.casino.categoriesLabel()}>
        {CASINO_CATEGORIES.map((c) => (
          <AppLink key={c} to={{ page: 'casino', rest: c }} className={c === shown ? 'casino-category is-active' : 'casino-category'} exact>
            {categoryLabel(LL, c)}
          </AppLink>
        ))}
      </nav>
      <JackpotPanel />
      <div className="casino-layout">
        <div className="casino-main">
          {catalogue.status === 'fulfilled' ? (
            <Lobby catalogue={catalogue.value} category={shown} />
          ) : (
            <RequestStatus request={catalogue} loading={LL.casino.loading()} failed={LL.casino.failed()} retry={LL.casino.retry()} className="casino-status" />
          )}
        </div>
        <CasinoSidebar />
      </div>
    </div>
  );
}

function Lobby({ catalogue, category }: { readonly catalogue: CasinoCatalogue; readonly category: CasinoCategory }) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const { pathname, search: query } = useLocation();
  const lists = useCasinoLists();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<CasinoGame | null>(null);
  const providers = lobbyProviders(catalogue.Providers);
  const names = new Map(catalogue.Providers.map((p) => [p.Key, p.Name]));
  const providersParam = (query as Record<string, unknown>).providers;
  const selected = providersFromQuery(typeof providersParam === 'string' ? providersParam : undefined, new Set(providers.map((p) => p.Key)));
  const choose = (key: string) => {
    const next = providersQuery(toggleProvider(selected, key));
    void router.navigate({ href: next ? `${pathname}?providers=${encodeURIComponent(next)}` : pathname, replace: true });
  };
  const search = activeSearch(text) ?? '';
  const games = lobbyGames(catalogue.Games, { category, providers: selected, search, favourites: lists.favourites, recent: lists.recent });
  const favourites = new Set(lists.favourites);

  return (
    <>
      <div className="casino-filters">
        <div className="casino-providers" role="group" aria-label={LL.casino.providersLabel()}>
          {providers.map((p) => (
            <button key={p.Key} type="button" className="casino-provider" aria-pressed={selected.includes(p.Key)} data-provider={p.Key} onClick={() => choose(p.Key)}>
              {p.Name}
            </button>
          ))}
        </div>
        <SearchBox
          text={text}
          onChange={setText}
          labels={{ label: LL.casino.search(), placeholder: LL.casino.searchPlaceholder(), reset: LL.casino.searchReset(), hint: LL.casino.searchHint() }}
          className="casino-search"
        />
      </div>
      {category === 'providers' && selected.length === 0 ? (
        <ProviderCards catalogue={catalogue} onChoose={choose} />
      ) : games.length === 0 ? (
        <p className="casino-empty" data-empty={category}>
          {search ? LL.casino.emptySearch({ text: search }) : category === 'favorites' ? LL.casino.emptyFavourites() : category === 'recent' ? LL.casino.emptyRecent() : LL.casino.empty()}
        </p>
      ) : (
        <ul className="game-grid" aria-label={LL.casino.gameCount({ count: games.length })}>
          {games.map((g) => (
            <GameTile key={g.Key} game={g} providerName={names.get(g.Provider) ?? g.Provider} favourite={favourites.has(g.Key)} onOpen={setOpened} />
          ))}
        </ul>
      )}
      {opened && <GameStartModal game={opened} providerName={names.get(opened.Provider) ?? opened.Provider} onClose={() => setOpened(null)} />}
    </>
  );
}

/** /casino/providers: each provider with its number of games; choosing one filters the lobby by it. */
function ProviderCards({ catalogue, onChoose }: { readonly catalogue: CasinoCatalogue; readonly onChoose: (key: string) => void }) {
  const { LL } = useI18nContext();
  return (
    <ul className="provider-cards">
      {lobbyProviders(catalogue.Providers).map((p) => (
        <li key={p.Key}>
          <button type="button" className="provider-card" data-provider={p.Key} onClick={() => onChoose(p.Key)}>
            <span className="provider-card__name">{p.Name}</span>
            <span className="provider-card__count">{LL.casino.providerGames({ count: catalogue.Games.filter((g) => g.Provider === p.Key).length })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
