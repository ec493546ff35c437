/**
 * The betslip tab (SPEC STA-07…STA-15): the selections with their live prices, singles or a combo,
 * stakes, the potential return, the odds-acceptance setting (ENM-07) and Place bet. Betting waits
 * while any price is stale or has moved (STA-10), while a request is in flight (STA-09), and while
 * the tab's rule fails (STA-11, STA-15); the reason is always said.
 */
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { BET_TYPES } from '../../../schemas/betting.ts';
import { ODDS_ACCEPTANCE, type OddsAcceptance } from '../../../domain/bet-maths.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formatOdds } from '../../../domain/odds-format.ts';
import { AuthLinks } from '../account/auth-links.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { acceptPrices, betslipState, clearBetslip, placeable, removeSelection, type BetslipState } from '../../store/feed-bridge.ts';
import { refreshUser, useSession } from '../../store/session.ts';
import { useSettings } from '../../store/settings.ts';
import type { BetslipModel } from '../../../workers/feed/engine.ts';
import type { SelectionView } from '../../../workers/feed/betslip.ts';
import { placeBet, type BetRequest } from './place-bets.ts';
import type { ApiFailure } from '../../store/session.ts';
import './betslip.css';

type Mode = 'single' | 'combo';
type Failure = { readonly about: string | null; readonly failure: ApiFailure };

const keyOf = (s: { readonly matchId: number; readonly outcomeId: number }) => `${s.matchId}:${s.outcomeId}`;

/** A stake as the house reads it ("10.50"), or null when it is not a positive decimal amount. */
export function stakeText(input: string): string | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  return Number(text) > 0 ? text : null;
}

export function BetslipPanel({ onPlaced, empty }: { readonly onPlaced: () => void; readonly empty: ReactNode }) {
  const { LL } = useI18nContext();
  const snap = useSnapshot(betslipState()) as BetslipState;
  if (!snap.selections) {
    return (
      <p className="betslip__state" role="status" aria-busy="true">
        {LL.shell.loading()}
      </p>
    );
  }
  if (snap.selections.length === 0) return <>{empty}</>;
  return <Betslip slip={snap as BetslipModel} onPlaced={onPlaced} />;
}

function Betslip({ slip, onPlaced }: { readonly slip: BetslipModel; readonly onPlaced: () => void }) {
  const { LL, locale } = useI18nContext();
  const session = useSession();
  const { oddsFormat } = useSettings();
  const id = useId();
  const [mode, setMode] = useState<Mode>('single');
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [comboStake, setComboStake] = useState('');
  const [acceptance, setAcceptance] = useState<OddsAcceptance>(ODDS_ACCEPTANCE.acceptBetter);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<readonly Failure[]>([]);

  const user = session.user;
  const currency = user?.Currency.Code ?? null;
  const money = (amount: number) =>
    currency ? formatMoney(amount, currency, locale) : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const odds = (value: number) => formatOdds(value, oddsFormat);

  const selections = slip.selections;
  const singles = selections.map((s) => ({ selection: s, stake: stakeText(stakes[keyOf(s)] ?? '') }));
  const comboOdds = selections.reduce((product, s) => product * s.shownPrice, 1);
  const combo = stakeText(comboStake);
  const singleStakes = singles.filter((s) => s.stake !== null);
  const badSingle = selections.some((s) => (stakes[keyOf(s)] ?? '').trim() !== '' && stakeText(stakes[keyOf(s)] ?? '') === null);
  const totalStake = mode === 'combo' ? Number(combo ?? 0) : singleStakes.reduce((sum, s) => sum + Number(s.stake), 0);
  const potentialReturn =
    mode === 'combo' ? Number(combo ?? 0) * comboOdds : singleStakes.reduce((sum, s) => sum + Number(s.stake) * s.selection.shownPrice, 0);

  const comboRule = mode !== 'combo' ? null : selections.length < 2 ? LL.slip.blockedComboMin() : slip.sameMatch ? LL.slip.blockedSameMatch() : null;
  const blocked: string | null =
    session.status !== 'user'
      ? LL.slip.blockedGuest()
      : busy
        ? LL.slip.placing()
        : slip.stale
          ? LL.slip.blockedStale()
          : slip.priceChanged
            ? LL.slip.blockedPriceChanged()
            : slip.unavailable
              ? LL.slip.blockedUnavailable()
              : comboRule
                ? comboRule
                : (mode === 'combo' ? comboStake.trim() !== '' && combo === null : badSingle)
                  ? LL.slip.blockedBadStake()
                  : (mode === 'combo' ? combo === null : singleStakes.length === 0)
                    ? LL.slip.blockedNoStake()
                    : null;

  async function place() {
    setBusy(true);
    setFailures([]);
    try {
      // Asked in the worker right before sending: a price that went stale a moment ago is never bet on.
      const picks = await placeable();
      if (!picks) return;
      const bets: { bet: BetRequest; about: string | null }[] = [];
      if (mode === 'combo' && combo !== null) {
        bets.push({ bet: { betType: BET_TYPES.combo, stake: combo, acceptance, selections: picks }, about: null });
      } else {
        for (const s of picks) {
          const stake = stakeText(stakes[keyOf(s)] ?? '');
          if (stake !== null) bets.push({ bet: { betType: BET_TYPES.single, stake, acceptance, selections: [s] }, about: `${s.outcomeTitle} · ${s.matchName}` });
        }
      }
      const failed: Failure[] = [];
      let placed = 0;
      for (const { bet, about } of bets) {
        const result = await placeBet(bet);
        if (!result.ok) {
          failed.push({ about, failure: result.failure });
          continue;
        }
        placed++;
        if (bet.betType === BET_TYPES.single) {
          const s = bet.selections[0]!;
          await removeSelection(s);
          setStakes((all) => {
            const { [keyOf(s)]: _placed, ...rest } = all;
            return rest;
          });
        }
      }
      if (mode === 'combo' && placed > 0) {
        await clearBetslip();
        setComboStake('');
      }
      setFailures(failed);
      if (placed > 0) void refreshUser();
      if (placed > 0 && failed.length === 0) onPlaced();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="betslip" data-stale={slip.stale ? 'true' : undefined} aria-busy={busy}>
      <div className="betslip__modes" role="group" aria-label={LL.slip.betType()}>
        {(['single', 'combo'] as const).map((m) => (
          <button key={m} type="button" className="betslip__mode" aria-pressed={mode === m} onClick={() => setMode(m)}>
            {m === 'single' ? LL.slip.single() : LL.slip.combo()}
          </button>
        ))}
      </div>

      <ul className="betslip__list" role="list">
        {selections.map((s) => (
          <SlipItem
            key={keyOf(s)}
            selection={s}
            odds={odds}
            stake={mode === 'single' ? (stakes[keyOf(s)] ?? '') : null}
            onStake={(value) => setStakes((all) => ({ ...all, [keyOf(s)]: value }))}
            potential={mode === 'single' ? money(Number(stakeText(stakes[keyOf(s)] ?? '') ?? 0) * s.shownPrice) : null}
          />
        ))}
      </ul>

      <div className="betslip__actions-row">
        {slip.priceChanged && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void acceptPrices()}>
            {LL.slip.acceptPrices()}
          </button>
        )}
        <button type="button" className="betslip__clear" onClick={() => void clearBetslip()}>
          {LL.slip.clearAll()}
        </button>
      </div>

      <div className="betslip__summary">
        {comboRule && comboRule !== blocked && <p className="betslip__reason">{comboRule}</p>}
        {mode === 'combo' && (
          <>
            <div className="betslip__figure">
              <span>{LL.slip.totalOdds()}</span>
              <span className="tabular">{odds(comboOdds)}</span>
            </div>
            <label className="betslip__stake" htmlFor={`${id}-combo`}>
              <span>{LL.slip.stake()}</span>
              <input
                id={`${id}-combo`}
                className="betslip__stake-input"
                inputMode="decimal"
                autoComplete="off"
                value={comboStake}
                aria-invalid={comboStake.trim() !== '' && combo === null}
                onChange={(e) => setComboStake(e.target.value)}
              />
            </label>
          </>
        )}
        {mode === 'single' && (
          <div className="betslip__figure">
            <span>{LL.slip.totalStake()}</span>
            <span className="tabular">{money(totalStake)}</span>
          </div>
        )}
        <div className="betslip__figure betslip__figure--return">
          <span>{LL.slip.potentialReturn()}</span>
          <span className="tabular" data-testid="potential-return">
            {money(potentialReturn)}
          </span>
        </div>
        <label className="betslip__acceptance" htmlFor={`${id}-acceptance`}>
          <span>{LL.slip.oddsAcceptance()}</span>
          <select id={`${id}-acceptance`} value={acceptance} onChange={(e) => setAcceptance(Number(e.target.value) as OddsAcceptance)}>
            <option value={ODDS_ACCEPTANCE.declineAny}>{LL.slip.declineAny()}</option>
            <option value={ODDS_ACCEPTANCE.acceptBetter}>{LL.slip.acceptBetter()}</option>
            <option value={ODDS_ACCEPTANCE.acceptAny}>{LL.slip.acceptAny()}</option>
          </select>
        </label>
      </div>

      {blocked && !busy && (
        <p className="betslip__reason" id={`${id}-reason`} data-stale={slip.stale ? 'true' : undefined}>
          {blocked}
        </p>
      )}
      {session.status !== 'user' && <AuthLinks className="cluster betslip__auth" small />}
      <button
        type="button"
        className="btn btn--primary betslip__place"
        disabled={blocked !== null}
        aria-describedby={blocked && !busy ? `${id}-reason` : undefined}
        onClick={() => void place()}
      >
        {busy ? LL.slip.placing() : LL.slip.placeBet()}
      </button>

      {failures.length > 0 && (
        <div className="betslip__errors" role="alert">
          <p className="betslip__errors-title">{LL.slip.errorTitle()}</p>
          <ul role="list">
            {failures.map(({ about, failure }, index) => (
              <li key={index} data-error={failure.code} data-field={failure.field}>
                {about && <span className="betslip__error-about">{about}: </span>}
                {failure.status === 0 ? LL.slip.networkError() : failure.message}
                {failure.field && failure.status !== 0 && <span className="betslip__error-field"> ({failure.field})</span>}
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
  stake,
  onStake,
  potential,
}: {
  readonly selection: SelectionView;
  readonly odds: (value: number) => string;
  readonly stake: string | null;
  readonly onStake: (value: string) => void;
  readonly potential: string | null;
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
        <button type="button" className="slip-item__remove" aria-label={LL.slip.remove({ name })} onClick={() => void removeSelection(s)}>
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
      {stake !== null && (
        <div className="slip-item__stake">
          <label htmlFor={`${id}-stake`} className="visually-hidden">
            {LL.slip.stakeFor({ name })}
          </label>
          <input
            id={`${id}-stake`}
            className="betslip__stake-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={LL.slip.stake()}
            value={stake}
            aria-invalid={stake.trim() !== '' && stakeText(stake) === null}
            onChange={(e) => onStake(e.target.value)}
          />
          {potential !== null && <span className="slip-item__return tabular">{potential}</span>}
        </div>
      )}
    </li>
  );
}
