/**
 * A game's page (RTE-22: /table-game/{provider}/{game}?mode=real|demo): the game's name and
 * facts, the money it plays with (the wallet for real play, this tab's demo money for demo), the
 * game itself (game-views.tsx, by kind) and its fairness panel, beside up to three more games
 * (multi-view.tsx). A guest asked for real play is offered the demo or a login instead.
 */
import { useLocation } from '@tanstack/react-router';
import { GUEST_CURRENCY, type CasinoGame, type PlayMode } from '../../../schemas/casino.ts';
import type { CurrencyCode } from '../../../schemas/wallet.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { resetDemoBalance, useDemoBalance, useRoundPlay } from '../../store/casino-round.ts';
import { useSession } from '../../store/session.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useNamespace } from '../../ui/use-namespace.ts';
import { minorText, rtpText } from './casino-labels.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { GameView } from './game-views.tsx';
import { MultiView } from './multi-view.tsx';
import './casino.css';
import './games.css';


export function GamePage({ provider, game: key }: { readonly provider: string; readonly game: string }) {
  const ready = useNamespace('casino');
  const { LL } = useI18nContext();
  const catalogue = useCasinoCatalogue();
  if (!ready) return null;
  if (catalogue.status !== 'fulfilled') {
    return (
      <div className="page game-page">
        <RequestStatus request={catalogue} loading={LL.casino.loading()} failed={LL.casino.failed()} retry={LL.casino.retry()} className="casino-status" />
      </div>
    );
  }
  const game = catalogue.value.Games.find((g) => g.Key === key && g.Provider === provider);
  if (!game) {
    return (
      <div className="page game-page">
        <p className="casino-empty" data-error-code="unknown-game">
          {LL.casino.gameError()}
        </p>
        <AppLink to={{ page: 'casino' }} className="btn btn--ghost">
          {LL.casino.game.backToLobby()}
        </AppLink>
      </div>
    );
  }
  const providerName = catalogue.value.Providers.find((p) => p.Key === provider)?.Name ?? provider;
  return <Game game={game} providerName={providerName} games={catalogue.value.Games} />;
}

function useMode(): PlayMode {
  const { search } = useLocation();
  return (search as Record<string, unknown>).mode === 'real' ? 'real' : 'demo';
}

type GameProps = { readonly game: CasinoGame; readonly providerName: string; readonly games: readonly CasinoGame[] };

function Game({ game, providerName, games }: GameProps) {
  const { LL, locale } = useI18nContext();
  const session = useSession();
  const asked = useMode();
  const user = session.status === 'user' ? session.user : null;
  // Real play needs a signed-in player; anyone else plays the demo.
  const mode: PlayMode = asked === 'real' && user ? 'real' : 'demo';
  const play = useRoundPlay(mode, game.Key);
  const demoBalance = useDemoBalance();
  useDocumentTitle(game.Name);
  const currency: CurrencyCode = user ? user.Currency.Code : GUEST_CURRENCY;
  const balance = mode === 'real' && user ? BigInt(user.BalanceMinor) : demoBalance;

  return (
    <div className="page game-page" data-game-id={game.Key} data-mode={mode} data-kind={game.Kind}>
      <header className="game-page__header">
        <div>
          <h1 className="page__title">{game.Name}</h1>
          <p className="game-page__facts">
            {providerName} · {LL.casino.rtp({ rtp: rtpText(game.Rtp, locale) })} · {LL.casino.volatility[game.Volatility]()}
          </p>
        </div>
        <div className="game-page__wallet">
          <span className={mode === 'real' ? 'game-mode game-mode--real' : 'game-mode'}>{mode === 'real' ? LL.casino.game.realMoney() : LL.casino.game.demoMoney()}</span>
          <span className="game-page__balance" data-testid="game-balance" data-balance-minor={balance.toString()}>
            {minorText(balance, currency, locale)}
          </span>
          {mode === 'demo' && (
            <button type="button" className="btn btn--ghost btn--small" onClick={resetDemoBalance}>
              {LL.casino.game.resetDemo()}
            </button>
          )}
        </div>
      </header>
      {asked === 'real' && !user && session.status === 'guest' && (
        <p className="game-page__note" role="note">
          {LL.casino.game.demoForGuests()}{' '}
          <AppLink to={{ page: 'login' }}>{LL.casino.start.signInForReal()}</AppLink>
        </p>
      )}
      <MultiView game={game} games={games} mode={mode} currency={currency} balance={balance}>
        <GameView game={game} play={play} currency={currency} balance={balance} />
        <FairnessPanel mode={mode} round={play.round} />
      </MultiView>
    </div>
  );
}
