/**
 * The signed-in player's open tickets, newest first, with the house's current cash-out offer
 * (SPEC STA-37…STA-41): the whole offer, a part of it, or an auto cash-out target. An offer is only
 * taken while its topic is live: a stale offer is marked and cannot be pressed. The outcome of a
 * request arrives on the cashout topic, folded by the worker. Settled and cashed-out tickets live
 * in History.
 */
import type { ReactNode } from 'react';
import { betTypeLabel } from './bet-type-labels.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formatOdds } from '../../../domain/odds-format.ts';
import { settledKind } from '../../../domain/ticket-return.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { isLoading, runFeed, useFeed } from '../../store/feed-bridge.ts';
import { useSession } from '../../store/session.ts';
import { useSettings } from '../../store/settings.ts';
import { cashoutErrorText, cashoutLine, settledText } from '../history/history-labels.ts';
import { CashoutOptions } from './cashout-options.tsx';
import { QUERIES, type MyBetsModel, type TicketCashout, type TicketWithOffer } from '../../../workers/feed/contract.ts';
import './betslip.css';

export function MyBetsPanel({ signedOut }: { readonly signedOut: ReactNode }) {
  const session = useSession();
  const bets = useFeed(QUERIES.bets);
  if (session.status !== 'user' || (!isLoading(bets) && bets.status === 'signed-out')) return <>{signedOut}</>;
  if (isLoading(bets)) return <Loading />;
  return <MyBets bets={bets} />;
}

function Loading() {
  const { LL } = useI18nContext();
  return (
    <p className="betslip__state" role="status" aria-busy="true">
      {LL.bets.loading()}
    </p>
  );
}

function MyBets({ bets }: { readonly bets: MyBetsModel }) {
  const { LL } = useI18nContext();
  const order = bets.order;
  if (order.length === 0 && bets.status === 'connecting') return <Loading />;
  if (order.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{LL.bets.empty()}</p>
        <p className="empty-state__hint">{LL.bets.emptyHint()}</p>
        <p className="empty-state__hint">{LL.history.historyHint()}</p>
      </div>
    );
  }
  const live = bets.status === 'live';
  return (
    <div className="my-bets" data-status={bets.status} data-stale={live ? undefined : 'true'}>
      {!live && (
        <p className="my-bets__stale" role="status">
          {LL.bets.offersStale()}
        </p>
      )}
      <ul className="my-bets__list" role="list">
        {order.map((id) => {
          const ticket = bets.tickets[id];
          return ticket ? <TicketCard key={id} ticket={ticket} cashout={bets.cashout[id]} live={live} /> : null;
        })}
      </ul>
    </div>
  );
}

function TicketCard({ ticket, cashout, live }: { readonly ticket: TicketWithOffer; readonly cashout: TicketCashout | undefined; readonly live: boolean }) {
  const { LL, locale } = useI18nContext();
  const names = useFeedNames();
  const { oddsFormat } = useSettings();
  const money = (text: string | number) => formatMoney(Number(text), ticket.Currency, locale);
  const offer = ticket.CashoutOffer;
  const offerAmount = offer?.Amount ?? null;
  const cashedOut = cashout?.cashedOut ?? (ticket.Status === 'cashed-out' && ticket.CashoutAmount !== null ? Number(ticket.CashoutAmount) : null);
  const processing = cashout?.processing ?? false;
  const error = cashout?.error ?? null;
  const errorText = error === null ? null : cashoutErrorText(LL, error);
  const open = ticket.Status === 'open' && cashedOut === null;
  const settled = settledKind(ticket.Status, ticket.PayoutMinor === null ? null : BigInt(ticket.PayoutMinor), BigInt(ticket.StakeMinor));
  return (
    <li className="ticket" data-ticket-id={ticket.TicketID} data-status={cashedOut !== null ? 'cashed-out' : ticket.Status}>
      <div className="ticket__head">
        <span className="ticket__type">{betTypeLabel(LL, ticket.BetType)}</span>
        <span className="ticket__id">{LL.bets.ticket({ id: ticket.TicketID })}</span>
      </div>
      <ul className="ticket__selections" role="list">
        {ticket.Selections.map((s) => (
          <li key={`${s.MatchID}:${s.OddID}`} className="ticket__selection">
            <span className="ticket__outcome">{names.outcome(s.OutcomeTitle)}</span>
            <span className="ticket__odds tabular">{formatOdds(s.Odds, oddsFormat)}</span>
            <span className="ticket__market">
              {names.market(s.MarketName)} · {s.MatchName}
            </span>
            {s.TeasedLine !== undefined && <span className="ticket__teased">{LL.betTypes.teasedLine({ line: s.TeasedLine })}</span>}
          </li>
        ))}
      </ul>
      <dl className="ticket__figures">
        <div>
          <dt>{LL.slip.stake()}</dt>
          <dd className="tabular" data-testid="ticket-stake">
            {money(ticket.Stake)}
          </dd>
        </div>
        <div>
          <dt>{LL.bets.odds()}</dt>
          <dd className="tabular">{formatOdds(Number(ticket.TotalOdds), oddsFormat)}</dd>
        </div>
        <div>
          <dt>{LL.bets.potentialPayout()}</dt>
          <dd className="tabular" data-testid="ticket-payout" data-amount={ticket.PotentialPayout}>
            {money(ticket.PotentialPayout)}
          </dd>
        </div>
      </dl>
      {(ticket.Cashouts?.length ?? 0) > 0 && (
        <ul className="ticket__partials" role="list" data-testid="partial-cashouts">
          {ticket.Cashouts!.map((c) => (
            <li key={c.ID} data-amount={c.Amount}>
              {cashoutLine(LL, c, money, false)}
            </li>
          ))}
        </ul>
      )}
      {open && ticket.AutoCashout && <p className="ticket__auto">{LL.history.autoTarget({ amount: money(ticket.AutoCashout) })}</p>}
      {settled !== null ? (
        <p className="ticket__settled" data-testid="ticket-settled" data-result={settled} role="status">
          {settledText(LL, settled, money(ticket.Payout ?? '0'))}
        </p>
      ) : cashedOut !== null ? (
        <p className="ticket__cashed" data-testid="cashed-out">
          {LL.bets.cashedOut({ amount: money(cashedOut) })}
        </p>
      ) : (
        open && (
          <button
            type="button"
            className="btn btn--primary ticket__cashout"
            data-stale={live ? undefined : 'true'}
            data-amount={offerAmount ?? undefined}
            disabled={!live || offerAmount === null || processing}
            aria-busy={processing}
            onClick={() => void runFeed({ kind: 'cash-out', ticketId: ticket.TicketID })}
          >
            {processing ? LL.bets.processing() : offerAmount !== null ? LL.bets.cashOut({ amount: money(offerAmount) }) : LL.bets.noOffer()}
          </button>
        )
      )}
      {open && <CashoutOptions ticket={ticket} live={live} busy={processing} />}
      {errorText && (
        <p className="ticket__error" role="alert">
          {errorText}
        </p>
      )}
    </li>
  );
}
