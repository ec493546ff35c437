/**
 * The account modal's Bonuses tab (issue #18, ADR 0035): the bonus balance, kept apart from the
 * balance; a code to claim (SCR-47); and each bonus with how much of its wagering is done, or that
 * it has been released to the balance.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../../domain/money.ts';
import { intlTimeZone } from '../../../domain/settings.ts';
import type { Bonus, Bonuses } from '../../../schemas/bonuses.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { bonusesState, loadBonuses } from '../../store/bonuses-api.ts';
import { useSettings } from '../../store/settings.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { RequestStatus, unloaded } from '../../ui/request-status.tsx';
import { formatWhen } from '../history/history-labels.ts';
import { BonusCodeField, useBonusClaim } from './use-bonus-claim.tsx';
import './bonuses.css';

export function BonusesPanel() {
  const { LL, locale } = useI18nContext();
  const b = LL.bonuses;
  const { value, code } = useSnapshot(bonusesState);
  useEffect(() => void loadBonuses(), []);
  return (
    <div className="stack bonuses">
      <ClaimForm />
      {value === null ? (
        <RequestStatus
          request={unloaded(code, () => void loadBonuses())}
          loading={b.loading()}
          failed={b.failed()}
          retry={b.retry()}
          className="bonuses__state"
        />
      ) : (
        <BonusList bonuses={value as Bonuses} locale={locale} />
      )}
    </div>
  );
}

function ClaimForm() {
  const { LL } = useI18nContext();
  const claim = useBonusClaim();
  return (
    <form className="bonuses__claim" onSubmit={(e) => void claim.submit(e)} noValidate aria-label={LL.modals.claimBonus.title()}>
      <BonusCodeField claim={claim} id="bonuses-code" />
      <div className="bonuses__claim-actions">
        <button type="submit" className="btn btn--primary" disabled={claim.busy}>
          {LL.modals.claimBonus.button()}
        </button>
        {claim.needsDeposit && (
          <AppLink to={{ page: 'user', rest: 'deposit' }} className="btn btn--ghost">
            {LL.modals.claimBonus.deposit()}
          </AppLink>
        )}
      </div>
    </form>
  );
}

function BonusList({ bonuses, locale }: { bonuses: Bonuses; locale: string }) {
  const { LL } = useI18nContext();
  const b = LL.bonuses;
  const zone = intlTimeZone(useSettings().timeZone);
  const money = (amount: string) => formatMoney(Number(amount), bonuses.Currency, locale);
  return (
    <section className="bonuses__list" aria-labelledby="bonuses-title">
      <h3 id="bonuses-title" className="bonuses__title">
        {b.balance({ amount: money(bonuses.BonusBalance) })}
      </h3>
      <p className="muted">{b.hint()}</p>
      {bonuses.Bonuses.length === 0 ? (
        <p className="muted" data-request-state="empty">
          {b.empty()}
        </p>
      ) : (
        <ul role="list" className="bonuses__items">
          {bonuses.Bonuses.map((bonus) => (
            <BonusItem key={bonus.BonusID} bonus={bonus} money={money} when={formatWhen(bonus.ClaimedAt, locale, zone)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BonusItem({ bonus, money, when }: { bonus: Bonus; money: (amount: string) => string; when: string }) {
  const { LL } = useI18nContext();
  const b = LL.bonuses;
  const target = Number(bonus.WageringTarget);
  const done = target === 0 ? 1 : Math.min(1, Number(bonus.Wagered) / target);
  return (
    <li className="bonuses__item" data-bonus-code={bonus.Code} data-bonus-status={bonus.Status}>
      <span className="bonuses__item-head">
        <span className="bonuses__code">{bonus.Code}</span>
        <span className="tabular bonuses__amount">{money(bonus.Amount)}</span>
      </span>
      {bonus.Status === 'released' ? (
        <span className="bonuses__released">{b.released()}</span>
      ) : (
        <>
          <progress className="bonuses__progress" max={1} value={done} aria-label={b.wagering({ wagered: money(bonus.Wagered), target: money(bonus.WageringTarget) })} />
          <span className="muted">{b.wagering({ wagered: money(bonus.Wagered), target: money(bonus.WageringTarget) })}</span>
        </>
      )}
      <span className="muted bonuses__when">{b.claimedOn({ when })}</span>
    </li>
  );
}
