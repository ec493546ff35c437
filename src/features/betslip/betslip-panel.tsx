/**
 * The betslip tab (SPEC STA-07…STA-18, ENT-39…43, CON-08, CON-09): the selections with their live
 * prices; the tabs the selections can be placed as (single, combo, system, if bet, reverse, teaser);
 * the system with its bankers, the teaser type; stakes with quick-buttons; the number of bets, the
 * total stake, the potential return and the house's limits; the odds-acceptance setting (ENM-07)
 * and Place bet. Betting waits while any price is stale or has moved (STA-10), while a request is
 * in flight (STA-09), while the tab's rule fails (STA-11, STA-15..18) and while a limit is broken;
 * the reason is always said, and a press of Place bet either places or says why not.
 *
 * Focus: a selection added from the keyboard brings focus to its stake here (slip-focus.ts); after
 * placing, focus moves to the confirmation, never to the page's start.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ODDS_ACCEPTANCE, type OddsAcceptance } from '../../../domain/bet-maths.ts';
import { formatMoney } from '../../../domain/money.ts';
import { formatOdds } from '../../../domain/odds-format.ts';
import { AuthLinks } from '../../ui/auth-links.tsx';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useFeedNames } from '../../i18n/feed-names.ts';
import { isLoading, runFeed, useFeed } from '../../store/feed-bridge.ts';
import { useSettings } from '../../store/settings.ts';
import { houseErrorText } from '../../ui/house-error-text.ts';
import { clearSlipFocus, slipFocus } from '../../ui/slip-focus.ts';
import { StakeInput } from '../../ui/stake-input.tsx';
import { Icon } from '../../ui/icons.tsx';
import { openPriceHistory } from '../../store/price-history.ts';
import { QUERIES, type BetMode, type BetslipModel, type SelectionView } from '../../../workers/feed/contract.ts';
import { TraderOfferBox } from './trader-offer-box.tsx';
import { balancePrompt } from './balance-prompt.ts';
import { openModal } from '../../store/modal-store.ts';
import { useSession } from '../../store/session.ts';
import { blockText, systemLabel, tabLabel } from './bet-type-labels.ts';
import './betslip.css';

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
  if (slip.selections.length === 0) {
    return (
      <>
        {slip.placed > 0 && slip.failures.length === 0 && <PlacedNotice />}
        {empty}
      </>
    );
  }
  return <Betslip slip={slip} onPlaced={onPlaced} />;
}

/** "Your bet is placed", focused when it appears so the keyboard stays on the slip. */
function PlacedNotice() {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className="betslip__placed" role="status" tabIndex={-1} data-testid="bet-placed">
      {LL.betTypes.placed()}
    </p>
  );
}

/** The stake box of a one-ticket tab: system and reverse stake each bet. */
const PER_BET: ReadonlySet<BetMode> = new Set(['system', 'reversebet']);

function Betslip({ slip, onPlaced }: { readonly slip: BetslipModel; readonly onPlaced: () => void }) {
  const { LL, locale } = useI18nContext();
  const { oddsFormat } = useSettings();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  /** The answer to a press of Place bet that could not place, while the reason it gave still holds. */
  const [whyNot, setWhyNot] = useState<{ readonly block: string; readonly text: string } | null>(null);
  const money = (amount: string) => formatMoney(Number(amount), slip.currency, locale);
  const odds = (value: number) => formatOdds(value, oddsFormat);
  const { selections, blocked, placing: busy, tabRule, mode, limitBreach } = slip;
  const reason = blocked ? blockText(LL, blocked, limitBreach, money) : null;
  const bankers = selections.filter((s) => s.banker).length;
  const wanted = useSnapshot(slipFocus).wanted;

  // A selection added from the keyboard: focus its stake (single) or the tab's stake.
  useEffect(() => {
    if (!wanted) return;
    const selection = selections.find((s) => s.matchId === wanted.matchId && s.outcomeId === wanted.outcomeId);
    if (!selection) return;
    const target = root.current?.querySelector<HTMLInputElement>(mode === 'single' ? `[data-stake-for="${selection.key}"]` : '[data-stake-for="tab"]');
    target?.focus();
    clearSlipFocus();
  }, [wanted, selections, mode]);

  // SCR-49/50: a placement refused for the balance offers the way to more money, once per press.
  const asked = useRef(false);
  const availableMinor = useSession().user?.BalanceMinor ?? null;
  useEffect(() => {
    if (!asked.current || slip.placing) return;
    asked.current = false;
    const prompt = balancePrompt(slip.failures, availableMinor);
    if (prompt) openModal(prompt);
  }, [slip.failures, slip.placing, availableMinor]);

  async function place() {
    asked.current = true;
    const result = await runFeed({ kind: 'place-bets' });
    if (result === null) {
      // The panel may show another tab now: keep the keyboard in it rather than at the page's start.
      root.current?.closest<HTMLElement>('[role="tabpanel"]')?.focus();
      onPlaced();
    }
    else if (result === 'blocked') setWhyNot({ block: blocked ?? '', text: LL.betTypes.notPlaced({ reason: reason ?? LL.houseErrors.generic() }) });
  }

  return (
    <div ref={root} className="betslip" data-stale={slip.stale ? 'true' : undefined} data-mode={mode} aria-busy={busy}>
      <div className="betslip__modes" role="group" aria-label={LL.slip.betType()}>
        {slip.tabs.map((m) => (
          <button key={m} type="button" className="betslip__mode" data-mode={m} aria-pressed={mode === m} onClick={() => void runFeed({ kind: 'set-mode', mode: m })}>
            {tabLabel(LL, m)}
          </button>
        ))}
      </div>

      <ul className="betslip__list" role="list">
        {selections.map((s) => (
          <SlipItem key={s.key} selection={s} odds={odds} mode={mode} money={money} />
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
        {tabRule && tabRule !== blocked && <p className="betslip__reason">{blockText(LL, tabRule, null, money)}</p>}
        {mode === 'system' && slip.systems.length > 0 && (
          <label className="betslip__acceptance" htmlFor={`${id}-system`}>
            <span>{LL.betTypes.system()}</span>
            <select id={`${id}-system`} value={slip.systemKey ?? ''} onChange={(e) => void runFeed({ kind: 'set-system', key: e.target.value })}>
              {slip.systems.map((o) => (
                <option key={o.key} value={o.key}>
                  {systemLabel(LL, o, selections.length, bankers)}
                </option>
              ))}
            </select>
          </label>
        )}
        {mode === 'teaser' && slip.teaserTypes.length > 0 && (
          <label className="betslip__acceptance" htmlFor={`${id}-teaser`}>
            <span>{LL.betTypes.teaserType()}</span>
            <select id={`${id}-teaser`} value={slip.teaserTypeId ?? ''} onChange={(e) => void runFeed({ kind: 'set-teaser', teaserTypeId: Number(e.target.value) })}>
              {slip.teaserTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {LL.betTypes.teaserOption({ points: t.points, odds: odds(t.odds) })}
                </option>
              ))}
            </select>
          </label>
        )}
        {(mode === 'combo' || mode === 'teaser') && (
          <div className="betslip__figure">
            <span>{LL.slip.totalOdds()}</span>
            <span className="tabular">{odds(slip.totalOdds)}</span>
          </div>
        )}
        {mode !== 'single' && (
          <label className="betslip__stake" htmlFor={`${id}-stake`}>
            <span>{PER_BET.has(mode) ? LL.betTypes.stakePerBet() : LL.slip.stake()}</span>
            <StakeInput
              id={`${id}-stake`}
              target="tab"
              value={slip.tabStake}
              invalid={slip.tabStakeInvalid}
              onStake={(stake) => void runFeed({ kind: 'set-stake', key: mode, stake })}
            />
          </label>
        )}
        {slip.limits && (
          <div className="betslip__quick" role="group" aria-label={LL.betTypes.quickStakes()}>
            {slip.limits.quickStakes.map((q) => (
              <button key={q} type="button" className="betslip__quick-stake" onClick={() => void runFeed({ kind: 'quick-stake', stake: q })}>
                {money(q)}
              </button>
            ))}
          </div>
        )}
        {(mode !== 'single' || slip.betCount > 1) && (
          <div className="betslip__figure">
            <span>{LL.betTypes.betCount()}</span>
            <span className="tabular" data-testid="bet-count">
              {slip.betCount}
            </span>
          </div>
        )}
        <div className="betslip__figure">
          <span>{LL.slip.totalStake()}</span>
          <span className="tabular" data-testid="total-stake" data-amount={slip.totalStake}>
            {money(slip.totalStake)}
          </span>
        </div>
        <div className="betslip__figure betslip__figure--return">
          <span>{LL.slip.potentialReturn()}</span>
          <span className="tabular" data-testid="potential-return" data-amount={slip.potentialReturn}>
            {money(slip.potentialReturn)}
          </span>
        </div>
        {slip.limits && (
          <p className="betslip__limits" data-testid="slip-limits">
            {LL.betTypes.limits({
              min: money(slip.limits.minStake),
              max: money(slip.limits.maxStakePerSelection),
              ticket: money(slip.limits.maxStakePerTicket),
              payout: money(slip.limits.maxPayout),
            })}
          </p>
        )}
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

      {reason && !busy && (
        <p className="betslip__reason" id={`${id}-reason`} data-block={blocked ?? undefined} data-stale={slip.stale ? 'true' : undefined}>
          {reason}
        </p>
      )}
      {blocked === 'guest' && <AuthLinks className="cluster betslip__auth" small />}
      <button
        type="button"
        className="btn btn--primary betslip__place"
        aria-disabled={blocked !== null}
        aria-describedby={reason && !busy ? `${id}-reason` : undefined}
        onClick={() => void place()}
      >
        {busy ? LL.slip.placing() : LL.slip.placeBet()}
      </button>
      {whyNot && whyNot.block === (blocked ?? '') && (
        <p className="betslip__why-not" role="alert" data-testid="why-not">
          {whyNot.text}
        </p>
      )}

      {slip.traderOffer && <TraderOfferBox offer={slip.traderOffer} money={money} />}

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
  mode,
  money,
}: {
  readonly selection: SelectionView;
  readonly odds: (value: number) => string;
  readonly mode: BetMode;
  readonly money: (amount: string) => string;
}) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  const id = useId();
  const outcome = names.outcome(s.outcomeTitle);
  const name = `${outcome}, ${s.matchName}`;
  const trend = s.price > s.shownPrice ? 'up' : s.price < s.shownPrice ? 'down' : undefined;
  return (
    <li
      className="slip-item"
      data-match-id={s.matchId}
      data-outcome-id={s.outcomeId}
      data-stale={s.stale ? 'true' : undefined}
      data-available={s.available ? undefined : 'false'}
      data-banker={s.banker ? 'true' : undefined}
    >
      <div className="slip-item__head">
        <span className="slip-item__outcome">{outcome}</span>
        <span className="slip-item__price tabular" data-trend={trend} data-odds={s.price.toFixed(2)}>
          {trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}
          {odds(s.price)}
        </span>
        <button type="button" className="slip-item__remove" aria-label={LL.slip.remove({ name })} onClick={() => void runFeed({ kind: 'remove-selection', key: s.key })}>
          ×
        </button>
      </div>
      <div className="slip-item__market">
        {names.market(s.marketTitle)}
        <button
          type="button"
          className="slip-item__history"
          aria-label={LL.priceHistory.openFor({ name })}
          title={LL.priceHistory.title()}
          onClick={() => openPriceHistory({ matchId: s.matchId, marketId: s.marketId, outcomeId: s.outcomeId, name })}
        >
          <Icon name="trend" />
        </button>
      </div>
      <div className="slip-item__match">{s.matchName}</div>
      {s.teasedLine !== null && <div className="slip-item__teased">{LL.betTypes.teasedLine({ line: s.teasedLine })}</div>}
      {trend && (
        <div className="slip-item__note" data-trend={trend}>
          {trend === 'up' ? LL.slip.priceUp({ price: odds(s.shownPrice) }) : LL.slip.priceDown({ price: odds(s.shownPrice) })}
        </div>
      )}
      {s.stale && <div className="slip-item__note slip-item__note--stale">{LL.slip.updating()}</div>}
      {!s.available && <div className="slip-item__note slip-item__note--closed">{LL.slip.unavailable()}</div>}
      {mode === 'system' && (
        <button
          type="button"
          className="slip-item__banker"
          aria-pressed={s.banker}
          aria-label={LL.betTypes.bankerFor({ name })}
          onClick={() => void runFeed({ kind: 'toggle-banker', key: s.key })}
        >
          {LL.betTypes.banker()}
        </button>
      )}
      {mode === 'single' && (
        <div className="slip-item__stake">
          <label htmlFor={`${id}-stake`} className="visually-hidden">
            {LL.slip.stakeFor({ name })}
          </label>
          <StakeInput
            id={`${id}-stake`}
            target={s.key}
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
