/**
 * The mystery jackpots on the casino lobby (issue #19; SPEC ENT-59, API-25, API-55): the three
 * pots in the player's currency, asked for again every few seconds so they are seen rising, each
 * with the amount it must drop by and the hash of its committed drop amount; and the winnings
 * table, newest first, a page at a time from page 1.
 */
import { useState } from 'react';
import type { Jackpot } from '../../../schemas/jackpots.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useCasinoCatalogue } from '../../store/casino-catalogue.ts';
import { fetchJackpots, fetchJackpotWinnings } from '../../store/jackpots-api.ts';
import { useSession } from '../../store/session.ts';
import { usePolled } from '../../store/use-polled.ts';
import { useRequest } from '../../store/use-request.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { minorText } from './casino-labels.ts';

/** How often the pots are asked for again (the house caches them for a second). */
const POTS_EVERY_MS = 4_000;

export function JackpotPanel() {
  const { LL } = useI18nContext();
  const j = LL.casino.jackpots;
  const session = useSession();
  const pots = usePolled(`jackpots:${session.user?.Currency.Code ?? 'guest'}`, fetchJackpots, POTS_EVERY_MS);
  return (
    <section className="jackpots" aria-label={j.title()}>
      <h2 className="jackpots__title">{j.title()}</h2>
      {pots.status === 'fulfilled' ? (
        <ul className="jackpot-pots">
          {pots.value.Jackpots.map((pot) => (
            <Pot key={pot.Tier} pot={pot} />
          ))}
        </ul>
      ) : pots.status === 'rejected' ? (
        <p className="jackpots__failed muted" data-error-code={pots.code}>
          {j.failed()}
        </p>
      ) : (
        <p className="jackpots__loading muted" aria-busy="true">
          {'\u00a0'}
        </p>
      )}
      <details className="jackpot-winners">
        <summary>{j.winners()}</summary>
        <Winnings />
      </details>
    </section>
  );
}

function Pot({ pot }: { readonly pot: Jackpot }) {
  const { LL, locale } = useI18nContext();
  const j = LL.casino.jackpots;
  return (
    <li className={`jackpot-pot jackpot-pot--${pot.Tier}`} data-tier={pot.Tier} data-amount-minor={pot.AmountMinor} title={j.committed({ hash: pot.DropHash })}>
      <span className="jackpot-pot__tier">{j.tiers[pot.Tier]()}</span>
      <strong className="jackpot-pot__amount tabular">{minorText(pot.AmountMinor, pot.Currency, locale)}</strong>
      <span className="jackpot-pot__cap muted">{j.mustDropBy({ amount: minorText(pot.MustDropByMinor, pot.Currency, locale) })}</span>
    </li>
  );
}

function Winnings() {
  const { LL, locale } = useI18nContext();
  const j = LL.casino.jackpots;
  const [page, setPage] = useState(1);
  const winnings = useRequest(`jackpot-winnings:${page}`, () => fetchJackpotWinnings(page));
  const catalogue = useCasinoCatalogue();
  const gameName = (key: string) => (catalogue.status === 'fulfilled' ? catalogue.value.Games.find((g) => g.Key === key)?.Name : undefined) ?? key;
  if (winnings.status !== 'fulfilled') {
    return <RequestStatus request={winnings} loading={j.winnersLoading()} failed={j.failed()} retry={LL.casino.retry()} className="jackpot-winners__status" />;
  }
  const { Wins, Total, PageSize } = winnings.value;
  if (Total === 0) return <p className="jackpot-winners__status muted">{j.winnersEmpty()}</p>;
  const pages = Math.max(1, Math.ceil(Total / PageSize));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="jackpot-winners__body" data-page={page}>
      <table className="jackpot-winners__table">
        <thead>
          <tr>
            <th scope="col">{j.columns.when()}</th>
            <th scope="col">{j.columns.player()}</th>
            <th scope="col">{j.columns.jackpot()}</th>
            <th scope="col">{j.columns.game()}</th>
            <th scope="col" className="num">
              {j.columns.amount()}
            </th>
          </tr>
        </thead>
        <tbody>
          {Wins.map((win) => (
            <tr key={win.Id} data-win-id={win.Id}>
              <td>{when.format(new Date(win.WonAt))}</td>
              <td>{win.Player}</td>
              <td>{j.tiers[win.Tier]()}</td>
              <td>{gameName(win.Game)}</td>
              <td className="num tabular">{minorText(win.AmountMinor, win.Currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <div className="jackpot-winners__pager">
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {j.previous()}
          </button>
          <span className="muted">{j.page({ page, pages })}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {j.next()}
          </button>
        </div>
      )}
    </div>
  );
}
