/**
 * Rocket Crash (issue #19): a stake and an automatic cash-out target, Launch; then the flight —
 * the multiplier rising from 1.00× to the crash point the house drew, in at most 1.2 s (skipped
 * when the player asks for reduced motion) — "Cashed out at 2.00×" or "Crashed at 1.37×", and the
 * last ten crash points.
 */
import { useEffect, useState } from 'react';
import type { CrashOutcome } from '../../../../domain/casino/crash.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import {
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  flightDurationMs,
  flightPoints,
  graphHeight,
  graphTop,
  multiplierAt,
  multiplierText,
  parseTarget,
  targetText,
} from '../crash-flight.ts';
import { BalanceNote, PlayButton, RoundFailure, RoundResult, RulesDisclosure, StakePicker, useRoundHistory, useStake, type GameViewProps } from './game-parts.tsx';

const QUICK_TARGETS = [150, 200, 500, 1000] as const;
const GRAPH_W = 320;
const GRAPH_H = 140;

/** A quick target's face, as short as it can be: "1.5×", "2×". */
const quickText = (hundredths: number, locale: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100)}×`;

type Flight = { readonly round: string; readonly elapsed: number };

/** Plays the flight of each new settled round; returns how far into it the page is (ms) and whether it is over. */
function useFlight(roundId: string | null, crashHundredths: number | null): { readonly elapsed: number; readonly done: boolean } {
  const [flight, setFlight] = useState<Flight | null>(null);
  useEffect(() => {
    if (roundId === null || crashHundredths === null) return;
    const duration = flightDurationMs(crashHundredths);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = reduced ? duration : now - start;
      setFlight({ round: roundId, elapsed });
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [roundId, crashHundredths]);
  if (roundId === null || crashHundredths === null) return { elapsed: 0, done: true };
  const elapsed = flight?.round === roundId ? flight.elapsed : 0;
  return { elapsed, done: elapsed >= flightDurationMs(crashHundredths) };
}

export function CrashView({ game, play, currency, balance }: GameViewProps) {
  const { LL, locale } = useI18nContext();
  const c = LL.casino.game.crash;
  const { ladder, stake, setStake } = useStake(game);
  const [target, setTarget] = useState(targetText(200));
  const round = play.round;
  const outcome = round?.Status === 'settled' ? (round.Outcome as CrashOutcome) : null;
  const flight = useFlight(outcome && round ? round.Id : null, outcome?.crashHundredths ?? null);
  const history = useRoundHistory(round, (settled) => (settled.Outcome as CrashOutcome).crashHundredths);
  const shownHistory = flight.done ? history : history.slice(1);

  const hundredths = parseTarget(target);
  const short = stake > balance;
  const flying = outcome !== null && !flight.done;
  const current = outcome ? multiplierAt(outcome.crashHundredths, flight.elapsed) : 100;
  const passedTarget = outcome !== null && outcome.cashedOut && current >= outcome.targetHundredths;
  const progress = outcome ? Math.min(1, flight.elapsed / flightDurationMs(outcome.crashHundredths)) : 0;
  const top = outcome ? graphTop(outcome.crashHundredths, outcome.targetHundredths) : 200;
  const targetY = outcome ? GRAPH_H - graphHeight(outcome.targetHundredths, top) * GRAPH_H : null;
  const points = outcome ? flightPoints(outcome.crashHundredths, progress, GRAPH_W, GRAPH_H, top) : '';
  const tip = points.split(' ').at(-1)?.split(',').map(Number) ?? [];
  const stageState = !outcome ? 'idle' : flying ? 'flying' : outcome.cashedOut ? 'cashed-out' : 'crashed';

  return (
    <section className="game game--crash" aria-label={game.Name}>
      <div className={`game__stage crash-stage crash-stage--${stageState}`} data-state={stageState}>
        <div className="crash-graph" aria-hidden="true">
          <svg viewBox={`0 0 ${GRAPH_W} ${GRAPH_H}`} preserveAspectRatio="none">
            {targetY !== null && targetY >= 0 && <line className="crash-graph__target" x1="0" x2={GRAPH_W} y1={targetY} y2={targetY} />}
            {outcome && <polyline className="crash-graph__line" points={points} />}
          </svg>
          {tip.length === 2 && <span className="crash-graph__tip" style={{ left: `${(tip[0]! / GRAPH_W) * 100}%`, top: `${(tip[1]! / GRAPH_H) * 100}%` }} />}
        </div>
        <div className="crash-stage__readout">
          <span className="crash-multiplier tabular" data-multiplier={current}>
            {multiplierText(current, locale)}
          </span>
          <span className={passedTarget ? 'crash-stage__status' : 'crash-stage__status crash-stage__status--none'} aria-hidden={flying}>
            {passedTarget && outcome ? c.cashedOut({ multiplier: multiplierText(outcome.targetHundredths, locale) }) : '\u00a0'}
          </span>
          <span className={outcome && !flying ? 'crash-stage__status crash-stage__status--crash' : 'crash-stage__status crash-stage__status--none'}>
            {outcome && !flying ? c.crashed({ multiplier: multiplierText(outcome.crashHundredths, locale) }) : '\u00a0'}
          </span>
        </div>
      </div>
      <div className="game__controls crash-controls">
        <StakePicker ladder={ladder} value={stake} onChange={setStake} currency={currency} disabled={play.busy} />
        <div className="crash-target">
          <label className="crash-target__label" htmlFor="crash-target">
            {c.target()}
          </label>
          <div className="crash-target__row">
            <input
              id="crash-target"
              className="field__control crash-target__input tabular"
              inputMode="decimal"
              autoComplete="off"
              value={target}
              aria-invalid={hundredths === null}
              aria-describedby="crash-target-hint"
              onChange={(e) => setTarget(e.target.value)}
              onBlur={() => hundredths !== null && setTarget(targetText(hundredths))}
            />
            <span className="crash-target__suffix" aria-hidden="true">
              ×
            </span>
            {QUICK_TARGETS.map((quick) => (
              <button key={quick} type="button" className="btn btn--ghost btn--small" aria-pressed={hundredths === quick} onClick={() => setTarget(targetText(quick))}>
                {quickText(quick, locale)}
              </button>
            ))}
          </div>
          <p id="crash-target-hint" className={hundredths === null ? 'field__error' : 'field__note'}>
            {hundredths === null
              ? c.targetInvalid({ min: multiplierText(CRASH_MIN_TARGET, locale), max: multiplierText(CRASH_MAX_TARGET, locale) })
              : c.targetHint({ min: multiplierText(CRASH_MIN_TARGET, locale), max: multiplierText(CRASH_MAX_TARGET, locale) })}
          </p>
        </div>
        <PlayButton
          className="btn btn--primary game__primary"
          disabled={play.busy || short || hundredths === null || flying}
          busy={play.busy}
          onPress={() => hundredths !== null && play.play({ StakeMinor: stake.toString(), TargetHundredths: hundredths })}
        >
          {c.launch()}
        </PlayButton>
        <BalanceNote short={short} />
      </div>
      <RoundFailure play={play} />
      <RoundResult round={round} currency={currency} revealed={!flying} className="crash-result">
        {outcome && (
          <p className={outcome.cashedOut ? 'crash-outcome crash-outcome--cashed' : 'crash-outcome'} data-crash-hundredths={flying ? undefined : outcome.crashHundredths}>
            {flying
              ? '\u00a0'
              : outcome.cashedOut
                ? c.cashedOut({ multiplier: multiplierText(outcome.targetHundredths, locale) })
                : c.crashed({ multiplier: multiplierText(outcome.crashHundredths, locale) })}
          </p>
        )}
      </RoundResult>
      <div className="crash-history">
        <span className="muted">{c.history()}</span>
        <ol className="crash-history__list" aria-label={c.history()}>
          {shownHistory.map((point, i) => (
            <li key={`${shownHistory.length - i}`} className={point >= 200 ? 'crash-point crash-point--high' : 'crash-point'}>
              {multiplierText(point, locale)}
            </li>
          ))}
        </ol>
      </div>
      <RulesDisclosure game={game}>
        <p>{LL.casino.rules.crash()}</p>
      </RulesDisclosure>
    </section>
  );
}
