/**
 * The account modal's Casino history (SPEC SCR-42, API-32): the player's rounds, newest first, by
 * range and page, with what each staked and paid; a round whose server seed has been revealed
 * links to the verify page, prefilled.
 */
import type { CasinoHistory, CasinoRound } from '../../../schemas/casino.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { fetchCasinoHistory } from '../../store/casino-api.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { minorText } from '../casino/casino-labels.ts';
import { verifySearch } from '../casino/verify-link.ts';
import type { RangeChoice } from './history-filter.ts';
import { formatWhen } from './history-labels.ts';
import { HistoryList } from './history-list.tsx';
import { HistoryEmpty } from './history-state.tsx';
import { Pager } from './pager.tsx';

export function CasinoHistoryList({ ranges, pageSize }: { readonly ranges: readonly RangeChoice[]; readonly pageSize: number }) {
  return (
    <HistoryList type="casino" ranges={ranges} pageSize={pageSize} load={fetchCasinoHistory}>
      {(history, onPage, zone) => <Rounds history={history} zone={zone} onPage={onPage} />}
    </HistoryList>
  );
}

function Rounds({ history, zone, onPage }: { readonly history: CasinoHistory; readonly zone: string | undefined; readonly onPage: (page: number) => void }) {
  const { LL } = useI18nContext();
  const catalogue = useCasinoCatalogue();
  const names = new Map(catalogue.status === 'fulfilled' ? catalogue.value.Games.map((g) => [g.Key, g.Name]) : []);
  if (history.Rounds.length === 0 && history.Page <= 1) return <HistoryEmpty title={LL.history.emptyCasino()} />;
  return (
    <>
      <ul className="history__list casino-rounds" role="list" data-total={history.Total}>
        {history.Rounds.map((round) => (
          <RoundRow key={round.Id} round={round} name={names.get(round.Game) ?? round.Game} zone={zone} />
        ))}
      </ul>
      <Pager page={history.Page} pageSize={history.PageSize} total={history.Total} onPage={onPage} />
    </>
  );
}

function RoundRow({ round, name, zone }: { readonly round: CasinoRound; readonly name: string; readonly zone: string | undefined }) {
  const { LL, locale } = useI18nContext();
  const currency = round.Currency;
  const paid = BigInt(round.PayoutMinor);
  return (
    <li className="transaction casino-round" data-round-id={round.Id} data-round-status={round.Status} data-game-id={round.Game}>
      <span className="transaction__kind">{name}</span>
      <span className="transaction__amount tabular" data-sign={paid > 0n ? 'in' : 'none'} data-payout-minor={round.PayoutMinor}>
        {round.Status === 'open' ? LL.history.casinoOpen() : paid > 0n ? LL.history.casinoPayout({ amount: minorText(paid, currency, locale) }) : LL.history.casinoNoWin()}
      </span>
      <span className="transaction__when">{formatWhen(round.CreatedAt, locale, zone)}</span>
      <span className="transaction__ticket">
        {LL.history.casinoRound({ id: round.Id })} · {LL.history.casinoStake({ amount: minorText(round.StakeMinor, currency, locale) })}
        {round.ServerSeed !== null && (
          <>
            {' · '}
            <AppLink to={{ page: 'casino', rest: 'verify' }} search={verifySearch(round)}>
              {LL.history.casinoVerify()}
            </AppLink>
          </>
        )}
      </span>
    </li>
  );
}
