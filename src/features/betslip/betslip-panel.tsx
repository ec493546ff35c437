/**
 * The betslip tab (SPEC STA-07…STA-15): the selections with their live prices, singles or a combo,
 * stakes, the potential return, the odds-acceptance setting (ENM-07) and Place bet. Betting waits
 * while any price is stale or has moved (STA-10), while a request is in flight (STA-09), and while
 * the tab's rule fails (STA-11, STA-15); the reason is always said.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ODDS_ACCEPTANCE, type OddsAcceptance } from '../../../domain/bet-maths.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formatOdds } from '../../../domain/odds-format.ts';
import { AuthLinks } from '../account/auth-links.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../i18n/i18n-types.ts';
import { isLoading, runFeed, useFeed } from '../../store/feed-bridge.ts';
import { useSettings } from '../../store/settings.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { StakeInput } from '../../ui/stake-input.tsx';
import { QUERIES, type BetslipModel, type SelectionView, type SlipBlock } from '../../../workers/feed/contract.ts';
import './betslip.css';

/** What the slip says while Place bet waits. */
function blockText(LL: TranslationFunctions, block: SlipBlock): string {
  switch (block) {
    case 'guest':
      return LL.slip.blockedGuest();
    case 'placing':
      return LL.slip.placing();
    case 'stale':
      return LL.slip.blockedStale();
    case 'price-changed':
      return LL.slip.blockedPriceChanged();
    case 'unavailable':
      return LL.slip.blockedUnavailable();
    case 'combo-min':
      return LL.slip.blockedComboMin();
    case 'same-match':
      return LL.slip.blockedSameMatch();
    case 'bad-stake':
      return LL.slip.blockedBadStake();
    case 'no-stake':
      return LL.slip.blockedNoStake();
  }
}

export function BetslipPanel({ onPlaced, empty }: { readonly onPlaced: () => void; readonly empty: ReactNode }) {
  const { LL } = useI18nContext();
  const slip = useFeed(QUERIES.betslip);
  if (isLoading(slip)) {
    return (
      <p className="betslip__state" role="status" aria-busy="true">
        {LL.shell.loading()}
      </p>
    );
  }
  if (slip.selections.length === 0) return <>{empty}</>;
  return <Betslip slip={slip} onPlaced={onPlaced} />;
}

function Betslip({ slip, onPlaced }: { readonly slip: BetslipModel; readonly onPlaced: () => void }) {
  const { LL, locale } = useI18nContext();
  const { oddsFormat } = useSettings();
  const id = useId();
  const money = (amount: string) => formatMoney(Number(amount), slip.currency, locale);
  const odds = (value: number) => formatOdds(value, oddsFormat);
  const { selections, blocked, placing: busy, comboRule, mode } = slip;

  async function place() {
    if ((await runFeed({ kind: 'place-bets' })) === null) onPlaced();
  }

  return (
    <div className="betslip" data-stale={slip.stale ? 'true' : undefined} aria-busy={busy}>
      <div className="betslip__modes" role="group" aria-label={LL.slip.betType()}>
        {(['single', 'combo'] as const).map((m) => (
          <button key={m} type="button" className="betslip__mode" aria-pressed={mode === m} onClick={() => void runFeed({ kind: 'set-mode', mode: m })}>
            {m === 'single' ? LL.slip.single() : LL.slip.combo()}
          </button>
        ))}
      </div>

      <ul className="betslip__list" role="list">
        {selections.map((s) => (
          <SlipItem key={s.key} selection={s} odds={odds} single={mode === 'single'} money={money} />
        ))}
      </ul>

      <div className="betslip__actions-row">
        {slip.priceChanged && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void runFeed({ kind: 'accept-prices' })}>
            {LL.slip.acceptPrices()}
          </button>
        )}
        <button type="button" className="betslip__clear" onClick={() => void runFeed({ kind: 'clear-betslip' })}>
          {LL.slip.clearAll()}
        </button>
      </div>

      <div className="betslip__summary">
        {comboRule && comboRule !== blocked && <p className="betslip__reason">{blockText(LL, comboRule)}</p>}
        {mode === 'combo' && (
          <>
            <div className="betslip__figure">
              <span>{LL.slip.totalOdds()}</span>
              <span className="tabular">{odds(slip.totalOdds)}</span>
            </div>
            <label className="betslip__stake" htmlFor={`${id}-combo`}>
              <span>{LL.slip.stake()}</span>
              <StakeInput
                id={`${id}-combo`}
                value={slip.comboStake}
                invalid={slip.comboStakeInvalid}
                onStake={(stake) => void runFeed({ kind: 'set-stake', key: 'combo', stake })}
              />
            </label>
          </>
        )}
        {mode === 'single' && (
          <div className="betslip__figure">
            <span>{LL.slip.totalStake()}</span>
            <span className="tabular">{money(slip.totalStake)}</span>
          </div>
        )}
        <div className="betslip__figure betslip__figure--return">
          <span>{LL.slip.potentialReturn()}</span>
          <span className="tabular" data-testid="potential-return" data-amount={slip.potentialReturn}>
            {money(slip.potentialReturn)}
          </span>
        </div>
        <label className="betslip__acceptance" htmlFor={`${id}-acceptance`}>
          <span>{LL.slip.oddsAcceptance()}</span>
          <select
            id={`${id}-acceptance`}
            value={slip.acceptance}
            onChange={(e) => void runFeed({ kind: 'set-acceptance', acceptance: Number(e.target.value) as OddsAcceptance })}
          >
            <option value={ODDS_ACCEPTANCE.declineAny}>{LL.slip.declineAny()}</option>
            <option value={ODDS_ACCEPTANCE.acceptBetter}>{LL.slip.acceptBetter()}</option>
            <option value={ODDS_ACCEPTANCE.acceptAny}>{LL.slip.acceptAny()}</option>
          </select>
        </label>
      </div>

      {blocked && !busy && (
        <p className="betslip__reason" id={`${id}-reason`} data-stale={slip.stale ? 'true' : undefined}>
          {blockText(LL, blocked)}
        </p>
      )}
      {blocked === 'guest' && <AuthLinks className="cluster betslip__auth" small />}
      <button
        type="button"
        className="btn btn--primary betslip__place"
        disabled={blocked !== null}
        aria-describedby={blocked && !busy ? `${id}-reason` : undefined}
        onClick={() => void place()}
      >
        {busy ? LL.slip.placing() : LL.slip.placeBet()}
      </button>

      {slip.failures.length > 0 && (
        <div className="betslip__errors" role="alert">
          <p className="betslip__errors-title">{LL.slip.errorTitle()}</p>
          <ul role="list">
            {slip.failures.map(({ about, code, field }, index) => (
              <li key={index} data-error={code} data-field={field ?? undefined}>
                {about && <span className="betslip__error-about">{about}: </span>}
                {houseErrorText(LL, code)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SlipItem({
  selection: s,
  odds,
  single,
  money,
}: {
  readonly selection: SelectionView;
  readonly odds: (value: number) => string;
  readonly single: boolean;
  readonly money: (amount: string) => string;
}) {
  const { LL } = useI18nContext();
  const id = useId();
  const name = `${s.outcomeTitle}, ${s.matchName}`;
  const trend = s.price > s.shownPrice ? 'up' : s.price < s.shownPrice ? 'down' : undefined;
  return (
    <li
      className="slip-item"
      data-match-id={s.matchId}
      data-outcome-id={s.outcomeId}
      data-stale={s.stale ? 'true' : undefined}
      data-available={s.available ? undefined : 'false'}
    >
      <div className="slip-item__head">
        <span className="slip-item__outcome">{s.outcomeTitle}</span>
        <span className="slip-item__price tabular" data-trend={trend} data-odds={s.price.toFixed(2)}>
          {trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}
          {odds(s.price)}
        </span>
        <button type="button" className="slip-item__remove" aria-label={LL.slip.remove({ name })} onClick={() => void runFeed({ kind: 'remove-selection', key: s.key })}>
          ×
        </button>
      </div>
      <div className="slip-item__market">{s.marketTitle}</div>
      <div className="slip-item__match">{s.matchName}</div>
      {trend && (
        <div className="slip-item__note" data-trend={trend}>
          {trend === 'up' ? LL.slip.priceUp({ price: odds(s.shownPrice) }) : LL.slip.priceDown({ price: odds(s.shownPrice) })}
        </div>
      )}
      {s.stale && <div className="slip-item__note slip-item__note--stale">{LL.slip.updating()}</div>}
      {!s.available && <div className="slip-item__note slip-item__note--closed">{LL.slip.unavailable()}</div>}
      {single && (
        <div className="slip-item__stake">
          <label htmlFor={`${id}-stake`} className="visually-hidden">
            {LL.slip.stakeFor({ name })}
          </label>
          <StakeInput
            id={`${id}-stake`}
            value={s.stake}
            invalid={s.stakeInvalid}
            placeholder={LL.slip.stake()}
            onStake={(stake) => void runFeed({ kind: 'set-stake', key: s.key, stake })}
          />
          {s.potentialReturn !== null && <span className="slip-item__return tabular">{money(s.potentialReturn)}</span>}
        </div>
      )}
    </li>
  );
}
