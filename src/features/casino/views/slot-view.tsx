/**
 * A slot (issue #19): the 5×3 reels, a stake and Spin; the last round's winning lines lit on the
 * grid and listed with what each paid, the scatter pay and the free spins it won (each free spin
 * can be shown on the grid), and the paytable under Rules, read from the game's configuration.
 */
import { useState } from 'react';
import { GAMES, isGameKey } from '../../../../domain/casino/games.ts';
import type { SlotConfig, SlotOutcome, SlotSpin } from '../../../../domain/casino/slot-engine.ts';
import type { CurrencyCode } from '../../../../schemas/wallet.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { minorText } from '../casino-labels.ts';
import { lineBetsMinor, paytable } from '../slot-board.ts';
import { BalanceNote, PlayButton, RoundFailure, RoundResult, RulesDisclosure, StakePicker, useStake, type GameViewProps } from './game-parts.tsx';
import { SlotGrid, symbolName } from './slot-grid.tsx';
import { SlotSymbol } from './slot-symbol.tsx';

/** The configuration of a slot by game key, from the games' registry (null for a game that is not one of the house's slots). */
export function slotConfigOf(key: string): SlotConfig | null {
  if (!isGameKey(key)) return null;
  const entry = GAMES[key];
  return entry.kind === 'slot' ? entry.engine.config : null;
}

/** The reels at rest before the first spin: each strip's first symbols. */
function restingSpin(config: SlotConfig): SlotSpin {
  return {
    stops: config.reels.map(() => 0),
    grid: config.reels.map((strip) => strip.slice(0, config.rows)),
    expandedReels: [],
    lines: [],
    scatters: 0,
    scatterPay: 0,
    freeSpinsAwarded: 0,
    multiplier: 1,
    win: 0,
  };
}

export function SlotView({ game, play, currency, balance }: GameViewProps) {
  const config = slotConfigOf(game.Key);
  if (!config) return null;
  return <Slot game={game} play={play} currency={currency} balance={balance} config={config} />;
}

function Slot({ game, play, currency, balance, config }: GameViewProps & { readonly config: SlotConfig }) {
  const { LL } = useI18nContext();
  const s = LL.casino.game.slot;
  const { ladder, stake, setStake } = useStake(game);
  /** Which spin of the round the grid shows: -1 the base spin, else a free spin; reset by a new round. */
  const [shown, setShown] = useState<{ readonly round: string | null; readonly spin: number }>({ round: null, spin: -1 });
  const [focus, setFocus] = useState<number | null>(null);
  const round = play.round;
  const outcome = round?.Status === 'settled' ? (round.Outcome as SlotOutcome) : null;
  const spinIndex = round && shown.round === round.Id ? shown.spin : -1;
  const spin = outcome ? (spinIndex >= 0 ? outcome.freeSpins[spinIndex] : outcome.spin) ?? outcome.spin : restingSpin(config);
  const short = stake > balance;
  const scatter = config.symbols.find((sym) => sym.kind === 'scatter')?.id ?? null;

  const show = (index: number) => {
    setShown({ round: round?.Id ?? null, spin: index });
    setFocus(null);
  };

  return (
    <section className="game game--slot" aria-label={game.Name}>
      <div className="game__stage slot-stage">
        <SlotGrid key={`${round?.Id ?? 'rest'}:${spinIndex}`} spin={spin} lines={config.lines} scatter={scatter} focus={focus} spinning={outcome !== null && spinIndex === -1} />
        <p className="slot-stage__lines muted">{s.lines({ count: config.lines.length })}</p>
      </div>
      <div className="game__controls">
        <StakePicker ladder={ladder} value={stake} onChange={setStake} currency={currency} disabled={play.busy} />
        <PlayButton
          className="btn btn--primary game__primary"
          disabled={play.busy || short}
          busy={play.busy}
          onPress={() => {
            setFocus(null);
            play.play({ StakeMinor: stake.toString() });
          }}
        >
          {s.spin()}
        </PlayButton>
        <BalanceNote short={short} />
      </div>
      <RoundFailure play={play} />
      <RoundResult round={round} currency={currency} className="slot-result">
        {outcome && round && <SlotWins scatter={scatter ?? ''} outcome={outcome} spin={spin} spinIndex={spinIndex} stakeMinor={BigInt(round.StakeMinor)} currency={currency} onFocus={setFocus} onShow={show} />}
      </RoundResult>
      <RulesDisclosure game={game}>
        <SlotRules config={config} stake={stake} currency={currency} />
      </RulesDisclosure>
    </section>
  );
}

type WinsProps = {
  readonly scatter: string;
  readonly outcome: SlotOutcome;
  readonly spin: SlotSpin;
  readonly spinIndex: number;
  readonly stakeMinor: bigint;
  readonly currency: CurrencyCode;
  readonly onFocus: (index: number | null) => void;
  readonly onShow: (index: number) => void;
};

/** The shown spin's wins (a row per winning line; hover or focus one to light it alone), then the round's free spins. */
function SlotWins({ scatter: scatterSymbol, outcome, spin, spinIndex, stakeMinor, currency, onFocus, onShow }: WinsProps) {
  const { LL, locale } = useI18nContext();
  const s = LL.casino.game.slot;
  const money = (lineBets: number, multiplier = 1) => minorText(lineBetsMinor(stakeMinor, outcome.lineCount, lineBets, multiplier), currency, locale);
  const freeTotal = outcome.freeSpins.reduce((sum, free) => sum + free.win, 0);
  const scatter = spin.scatters > 0 && spin.scatterPay > 0;
  const multiplier = outcome.freeSpins[0]?.multiplier ?? 1;
  return (
    <div className="slot-wins">
      <ul className="slot-wins__lines" aria-label={spinIndex >= 0 ? s.freeSpin({ number: spinIndex + 1 }) : s.baseSpin()}>
        {spin.lines.map((win, i) => (
          <li key={`${win.line}-${win.symbol}`}>
            <button type="button" className="slot-line" onMouseEnter={() => onFocus(i)} onMouseLeave={() => onFocus(null)} onFocus={() => onFocus(i)} onBlur={() => onFocus(null)}>
              <span>{s.lineWin({ line: win.line + 1, count: win.count, symbol: symbolName(LL, win.symbol) })}</span>
              <span className="tabular">{money(win.pay, spin.multiplier)}</span>
            </button>
          </li>
        ))}
        {scatter && (
          <li>
            <button
              type="button"
              className="slot-line"
              onMouseEnter={() => onFocus(spin.lines.length)}
              onMouseLeave={() => onFocus(null)}
              onFocus={() => onFocus(spin.lines.length)}
              onBlur={() => onFocus(null)}
            >
              <span>{s.scatterWin({ count: spin.scatters, symbol: symbolName(LL, scatterSymbol) })}</span>
              <span className="tabular">{money(spin.scatterPay, spin.multiplier)}</span>
            </button>
          </li>
        )}
      </ul>
      {outcome.freeSpins.length > 0 && (
        <div className="slot-free">
          <p className="slot-free__title">
            <strong>{multiplier > 1 ? s.freeSpinsTimes({ count: outcome.freeSpins.length, multiplier }) : s.freeSpins({ count: outcome.freeSpins.length })}</strong>{' '}
            <span data-free-spins-win={lineBetsMinor(stakeMinor, outcome.lineCount, freeTotal).toString()}>{s.freeSpinsTotal({ amount: money(freeTotal) })}</span>
          </p>
          <div className="slot-free__spins" role="group" aria-label={s.showSpin()}>
            <button type="button" className="slot-free__spin" aria-pressed={spinIndex === -1} onClick={() => onShow(-1)}>
              {s.baseSpin()}
            </button>
            {outcome.freeSpins.map((free, i) => (
              <button
                key={i}
                type="button"
                className={free.win > 0 ? 'slot-free__spin slot-free__spin--won' : 'slot-free__spin'}
                aria-pressed={spinIndex === i}
                aria-label={`${s.freeSpin({ number: i + 1 })}: ${money(free.win)}`}
                onClick={() => onShow(i)}
              >
                {i + 1}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** The paytable at the chosen stake, then the wild, the scatter, the free spins and the lines. */
function SlotRules({ config, stake, currency }: { readonly config: SlotConfig; readonly stake: bigint; readonly currency: CurrencyCode }) {
  const { LL, locale } = useI18nContext();
  const r = LL.casino.rules;
  const table = paytable(config);
  const counts = [...new Set(table.rows.flatMap((row) => row.pays.map((p) => p.count)))].sort((a, b) => a - b);
  const money = (lineBets: number) => minorText(lineBetsMinor(stake, table.lines, lineBets), currency, locale);
  return (
    <>
      <table className="paytable">
        <caption>{r.paytable({ amount: minorText(stake, currency, locale) })}</caption>
        <thead>
          <tr>
            <th scope="col">{r.symbol()}</th>
            {counts.map((count) => (
              <th key={count} scope="col" className="tabular">
                {r.count({ count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.symbol} data-symbol={row.symbol}>
              <th scope="row">
                <span className="paytable__symbol">
                  <SlotSymbol id={row.symbol} />
                  {symbolName(LL, row.symbol)}
                </span>
              </th>
              {counts.map((count) => {
                const pay = row.pays.find((p) => p.count === count);
                return (
                  <td key={count} className="tabular">
                    {pay ? money(pay.lineBets) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{r.wild({ symbol: symbolName(LL, table.wild), scatter: symbolName(LL, table.scatter) })}</p>
      {table.expandingReels.length > 0 && <p>{r.expanding({ reels: table.expandingReels.join(', ') })}</p>}
      <p>
        {r.scatter({ symbol: symbolName(LL, table.scatter) })}{' '}
        {table.scatterPays.map((p) => r.scatterPay({ count: p.count, amount: money(p.lineBets) })).join(' · ')}
      </p>
      <p>{table.freeSpins.map((a) => r.freeSpins({ count: a.count, symbol: symbolName(LL, table.scatter), spins: a.spins })).join(' ')}</p>
      {table.multiplier > 1 && <p>{r.freeMultiplier({ multiplier: table.multiplier })}</p>}
      <p>{r.freeRetrigger({ cap: table.cap })}</p>
      <p>{r.lines({ count: table.lines })}</p>
    </>
  );
}
