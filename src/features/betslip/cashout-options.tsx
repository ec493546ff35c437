/**
 * Cash-out beyond full on an open ticket in My bets: cash out a part of the offer (the rest of the
 * bet stays open), or set the offer at which the house cashes out by itself. Both go through the
 * worker; the outcome arrives on the cashout topic like any cash-out's (SPEC STA-37..41).
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../domain/money.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { runFeed } from '../../store/feed-bridge.ts';
import type { TicketWithOffer } from '../../../workers/feed/contract.ts';
import { autoTarget, partialAmount } from './cashout-amounts.ts';
import './cashout-options.css';

type Props = { readonly ticket: TicketWithOffer; readonly live: boolean; readonly busy: boolean };

export function CashoutOptions({ ticket, live, busy }: Props) {
  const { LL } = useI18nContext();
  const id = useId();
  const [open, setOpen] = useState<'partial' | 'auto' | null>(null);
  const toggle = (which: 'partial' | 'auto') => setOpen(open === which ? null : which);
  return (
    <div className="cashout-options">
      <div className="cashout-options__toggles">
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open === 'partial'} aria-controls={`${id}-partial`} onClick={() => toggle('partial')}>
          {LL.history.partialOpen()}
        </button>
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open === 'auto'} aria-controls={`${id}-auto`} onClick={() => toggle('auto')}>
          {LL.history.autoOpen()}
        </button>
      </div>
      {open === 'partial' && <PartialForm id={`${id}-partial`} ticket={ticket} live={live} busy={busy} />}
      {open === 'auto' && <AutoForm id={`${id}-auto`} ticket={ticket} busy={busy} />}
    </div>
  );
}

function useMoney(ticket: TicketWithOffer) {
  const { locale } = useI18nContext();
  return (amount: string) => formatMoney(Number(amount), ticket.Currency, locale);
}

function PartialForm({ id, ticket, live, busy }: Props & { readonly id: string }) {
  const { LL } = useI18nContext();
  const money = useMoney(ticket);
  const [text, setText] = useState('');
  const most = ticket.CashoutOffer?.PartialMax ?? null;
  const amount = partialAmount(text, ticket.Currency, most);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount !== null && live && !busy) void runFeed({ kind: 'cash-out', ticketId: ticket.TicketID, amount });
  };
  if (most === null) return <p id={id} className="cashout-options__hint">{LL.history.partialNone()}</p>;
  const invalid = text !== '' && amount === null;
  return (
    <form id={id} className="cashout-options__form" onSubmit={submit} data-form="partial">
      <label className="cashout-options__field" htmlFor={`${id}-amount`}>
        <span>{LL.history.partialLabel()}</span>
        <input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={text} aria-invalid={invalid} aria-describedby={`${id}-hint`} onChange={(e) => setText(e.target.value)} />
      </label>
      <p id={`${id}-hint`} className={invalid ? 'cashout-options__hint cashout-options__hint--error' : 'cashout-options__hint'}>
        {invalid ? LL.history.partialInvalid({ amount: money(most) }) : LL.history.partialHint({ amount: money(most) })}
      </p>
      <button type="submit" className="btn btn--primary btn--small" disabled={amount === null || !live || busy} data-amount={amount ?? undefined}>
        {amount === null ? LL.history.partialOpen() : LL.history.partialButton({ amount: money(amount) })}
      </button>
    </form>
  );
}

function AutoForm({ id, ticket, busy }: Omit<Props, 'live'> & { readonly id: string }) {
  const { LL } = useI18nContext();
  const money = useMoney(ticket);
  const [text, setText] = useState('');
  const offer = ticket.CashoutOffer?.Amount ?? null;
  const target = autoTarget(text, ticket.Currency, offer, ticket.PotentialPayout);
  if (ticket.AutoCashout) {
    return (
      <div id={id} className="cashout-options__form">
        <p className="cashout-options__active" data-testid="auto-cashout">
          {LL.history.autoTarget({ amount: money(ticket.AutoCashout) })}
        </p>
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void runFeed({ kind: 'set-auto-cashout', ticketId: ticket.TicketID, target: null })}>
          {LL.history.autoRemove()}
        </button>
      </div>
    );
  }
  const invalid = text !== '' && target === null;
  const bounds = { offer: offer === null ? '—' : money(offer), payout: money(ticket.PotentialPayout) };
  return (
    <form
      id={id}
      className="cashout-options__form"
      data-form="auto"
      onSubmit={(event) => {
        event.preventDefault();
        if (target !== null && !busy) void runFeed({ kind: 'set-auto-cashout', ticketId: ticket.TicketID, target });
      }}
    >
      <label className="cashout-options__field" htmlFor={`${id}-target`}>
        <span>{LL.history.autoLabel()}</span>
        <input id={`${id}-target`} inputMode="decimal" autoComplete="off" value={text} aria-invalid={invalid} aria-describedby={`${id}-hint`} onChange={(e) => setText(e.target.value)} />
      </label>
      <p id={`${id}-hint`} className={invalid ? 'cashout-options__hint cashout-options__hint--error' : 'cashout-options__hint'}>
        {invalid ? LL.history.autoInvalid(bounds) : LL.history.autoHint(bounds)}
      </p>
      <button type="submit" className="btn btn--primary btn--small" disabled={target === null || busy}>
        {LL.history.autoSet()}
      </button>
    </form>
  );
}
