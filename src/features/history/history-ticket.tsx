/**
 * A ticket as a history shows it (SPEC ENT-44): its selections at the accepted odds, stake, odds
 * and payout, its status (ENM-01 declined, or the ticket's own state), every cash-out of it
 * (ENT-45) and when it was placed, settled or declined. Read only.
 */
import type { ReactNode } from 'react';
import type { TicketSelection } from '../../../schemas/betting.ts';
import { betTypeLabel } from '../betslip/bet-type-labels.ts';
import type { DeclinedBet, HistoryTicket } from '../../../schemas/history.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formatOdds } from '../../../domain/odds-format.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { useSettings } from '../../store/settings.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { settledKind } from '../../../domain/ticket-return.ts';
import { cashoutLine, formatWhen, settledText, statusLabel } from './history-labels.ts';
import { partlyOpen, placedFigures } from './ticket-figures.ts';
// The ticket's look is My bets' (betslip.css), also where the betslip was never opened (the account modal on a phone).
import '../betslip/betslip.css';
import './history.css';

function useFormats(currency: string) {
  const { locale } = useI18nContext();
  const { oddsFormat, timeZone } = useSettings();
  const zone = intlTimeZone(timeZone);
  return {
    money: (amount: string) => formatMoney(Number(amount), currency, locale),
    odds: (value: number) => formatOdds(value, oddsFormat),
    when: (iso: string) => formatWhen(iso, locale, zone),
  };
}

function Selections({ selections, odds }: { readonly selections: readonly TicketSelection[]; readonly odds: (value: number) => string }) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  return (
    <ul className="ticket__selections" role="list">
      {selections.map((s) => (
        <li key={`${s.MatchID}:${s.OddID}`} className="ticket__selection">
          <span className="ticket__outcome">{names.outcome(s.OutcomeTitle) || `#${s.OddID}`}</span>
          <span className="ticket__odds tabular">{odds(s.Odds)}</span>
          <span className="ticket__market">{[names.market(s.MarketName), s.MatchName].filter(Boolean).join(' · ') || `#${s.MatchID}`}</span>
          {s.TeasedLine !== undefined && <span className="ticket__teased">{LL.betTypes.teasedLine({ line: s.TeasedLine })}</span>}
        </li>
      ))}
    </ul>
  );
}

function Card({ id, status, statusText, head, children }: { readonly id: string; readonly status: string; readonly statusText: string; readonly head: string; readonly children: ReactNode }) {
  return (
    <li className="ticket ticket--history" data-ticket-id={id} data-ticket-status={status}>
      <div className="ticket__head">
        <span className="ticket__type">{head}</span>
        <span className="ticket__status" data-status={status}>
          {statusText}
        </span>
      </div>
      {children}
    </li>
  );
}

export function HistoryTicketCard({ ticket }: { readonly ticket: HistoryTicket }) {
  const { LL } = useI18nContext();
  const f = useFormats(ticket.Currency);
  const closing = ticket.Status === 'cashed-out' ? ticket.Cashouts.at(-1) : undefined;
  const placed = placedFigures(ticket);
  const settled = settledKind(ticket.Status, ticket.PayoutMinor === null ? null : BigInt(ticket.PayoutMinor), BigInt(ticket.StakeMinor));
  return (
    <Card id={ticket.TicketID} status={ticket.Status} statusText={statusLabel(LL, ticket.Status)} head={`${betTypeLabel(LL, ticket.BetType)} · ${LL.bets.ticket({ id: ticket.TicketID })}`}>
      <Selections selections={ticket.Selections} odds={f.odds} />
      <dl className="ticket__figures">
        <div>
          <dt>{LL.slip.stake()}</dt>
          <dd className="tabular">{f.money(placed.stake)}</dd>
        </div>
        <div>
          <dt>{LL.bets.odds()}</dt>
          <dd className="tabular">{f.odds(Number(ticket.TotalOdds))}</dd>
        </div>
        <div>
          <dt>{LL.bets.potentialPayout()}</dt>
          <dd className="tabular">{f.money(placed.payout)}</dd>
        </div>
      </dl>
      {ticket.Cashouts.length > 0 && (
        <ul className="ticket__cashouts" role="list">
          {ticket.Cashouts.map((c) => (
            <li key={c.ID} data-cashout-id={c.ID} data-amount={c.Amount}>
              {cashoutLine(LL, c, f.money, c === closing)}
            </li>
          ))}
        </ul>
      )}
      {settled !== null && (
        <p className="ticket__settled" data-result={settled}>
          {settledText(LL, settled, f.money(ticket.Payout ?? '0'))}
        </p>
      )}
      {partlyOpen(ticket) && (
        <p className="ticket__note">
          {LL.history.stakeLeft()}: <span className="tabular">{f.money(ticket.Stake)}</span>
        </p>
      )}
      {ticket.AutoCashout !== null && <p className="ticket__note">{LL.history.autoTarget({ amount: f.money(ticket.AutoCashout) })}</p>}
      <p className="ticket__when">
        {ticket.SettledAt === null ? LL.history.placedAt({ when: f.when(ticket.PlacedAt) }) : LL.history.settledAt({ when: f.when(ticket.SettledAt) })}
      </p>
    </Card>
  );
}

export function DeclinedBetCard({ bet }: { readonly bet: DeclinedBet }) {
  const { LL } = useI18nContext();
  const f = useFormats(bet.Currency);
  return (
    <Card id={`declined-${bet.ID}`} status="declined" statusText={statusLabel(LL, 'declined')} head={betTypeLabel(LL, bet.BetType)}>
      <Selections selections={bet.Selections} odds={f.odds} />
      <dl className="ticket__figures">
        <div>
          <dt>{LL.slip.stake()}</dt>
          <dd className="tabular">{f.money(bet.Stake)}</dd>
        </div>
      </dl>
      <p className="ticket__note">{LL.history.reason({ reason: houseErrorText(LL, bet.Error) })}</p>
      <p className="ticket__when">{LL.history.declinedAt({ when: f.when(bet.DeclinedAt) })}</p>
    </Card>
  );
}
