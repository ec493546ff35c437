/**
 * A live table (RTE-23: /live-casino-game/{provider}/{table}): its rounds as the feed worker's
 * `table/{key}` topic tells them, the same for everyone seated; a signed-in player bets on the
 * round in play on the game's own felt (the studio game's view, its button placing the bet), and
 * sees the bet settle with the round. Guests watch.
 */
import { liveTableAsGame } from '../../../domain/casino/live-table.ts';
import type { LiveTable } from '../../../schemas/live-casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { isLoading } from '../../store/feed-views.ts';
import { useFeed } from '../../store/feed-bridge.ts';
import { fetchLiveTables } from '../../store/live-casino-api.ts';
import { useTableBet } from '../../store/live-table-bet.ts';
import { useSession } from '../../store/session.ts';
import { useRequest } from '../../store/use-request.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useNamespace } from '../../ui/use-namespace.ts';
import { minorText } from './casino-labels.ts';
import { TableBoard, TableHistory } from './live-table-parts.tsx';
import { BaccaratView } from './views/baccarat-view.tsx';
import { RouletteView } from './views/roulette-view.tsx';
import './casino.css';
import './games.css';
import './live.css';

export function LiveTablePage({ provider, table: key }: { readonly provider: string; readonly table: string }) {
  const ready = useNamespace('casino');
  const { LL } = useI18nContext();
  const session = useSession();
  const tables = useRequest(`live-tables:${session.user?.Currency.Code ?? 'guest'}`, () => fetchLiveTables('all'));
  if (!ready) return null;
  if (tables.status !== 'fulfilled') {
    return (
      <div className="page live-table-page">
        <RequestStatus request={tables} loading={LL.casino.live.loading()} failed={LL.casino.live.failed()} retry={LL.casino.retry()} className="casino-status" />
      </div>
    );
  }
  const table = tables.value.Tables.find((t) => t.Key === key && t.Provider === provider);
  if (!table) {
    return (
      <div className="page live-table-page">
        <p className="casino-empty" data-error-code="unknown-game">
          {LL.casino.live.unknownTable()}
        </p>
        <AppLink to={{ page: 'casino', rest: 'live-casino/all' }} className="btn btn--ghost">
          {LL.casino.live.backToLobby()}
        </AppLink>
      </div>
    );
  }
  return <Table table={table} />;
}

function Table({ table }: { readonly table: LiveTable }) {
  const { LL, locale } = useI18nContext();
  const l = LL.casino.live;
  const session = useSession();
  const user = session.status === 'user' ? session.user : null;
  const view = useFeed({ kind: 'live-table', tableKey: table.Key });
  const state = isLoading(view) ? null : view.table;
  const play = useTableBet(table.Key, state, user !== null);
  useDocumentTitle(table.Name);
  const currency = user ? user.Currency.Code : table.Currency;
  const balance = user ? BigInt(user.BalanceMinor) : 0n;
  // The game views play the studio game: its engine's key, under the table's name and stakes.
  const game = { ...liveTableAsGame(table), Key: table.Game };
  const betOn = play.round?.Status === 'open' ? play.round : null;

  return (
    <div className="page live-table-page" data-table={table.Key} data-phase={state?.Phase} data-round={state?.RoundNo}>
      <header className="game-page__header">
        <div>
          <h1 className="page__title">
            <span className="live-badge">LIVE</span> {table.Name}
          </h1>
          <p className="game-page__facts">
            {table.ProviderName} · {l.dealer({ name: table.Dealer })} · {l.stakes({ min: minorText(table.MinStakeMinor, currency, locale), max: minorText(table.MaxStakeMinor, currency, locale) })}
          </p>
        </div>
        {user && (
          <div className="game-page__wallet">
            <span className="game-mode game-mode--real">{LL.casino.game.realMoney()}</span>
            <span className="game-page__balance" data-testid="game-balance" data-balance-minor={balance.toString()}>
              {minorText(balance, currency, locale)}
            </span>
          </div>
        )}
      </header>
      <div className="live-table-layout">
        <TableBoard table={state} status={isLoading(view) ? 'connecting' : view.status} clockOffsetMs={isLoading(view) ? 0 : view.clockOffsetMs} />
        {state && <TableHistory tableKey={table.Key} game={table.Game} history={state.History} />}
      </div>
      {user ? (
        <>
          <p className="live-bet-note" role="status" data-bet-round={betOn?.Nonce}>
            {betOn ? l.betOn({ amount: minorText(betOn.StakeMinor, currency, locale), round: betOn.Nonce }) : '\u00a0'}
          </p>
          {table.Game === 'baccarat' ? (
            <BaccaratView game={game} play={play} currency={currency} balance={balance} playLabel={l.placeBet()} />
          ) : (
            <RouletteView game={game} play={play} currency={currency} balance={balance} playLabel={l.placeBet()} />
          )}
        </>
      ) : (
        <p className="game-page__note" role="note">
          {l.signInToBet()} <AppLink to={{ page: 'login' }}>{l.signIn()}</AppLink>
        </p>
      )}
    </div>
  );
}
