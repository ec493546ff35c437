/**
 * European roulette (issue #19): the table (zero, 1–36 in three rows, columns, dozens and the
 * even-money bets; laid across on a wide screen, down on a phone), a chip value and a bet type
 * for inside bets picked number by number, Undo, Clear and Spin; then the pocket the ball found,
 * the last ten, and what each placement returned.
 */
import { useState, type CSSProperties } from 'react';
import type { RouletteOutcome } from '../../../../domain/casino/roulette.ts';
import type { RouletteKind } from '../../../../schemas/casino-bets.ts';
import type { CurrencyCode } from '../../../../schemas/wallet.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { minorText } from '../casino-labels.ts';
import {
  addChip,
  completingNumbers,
  coveredByInside,
  INSIDE_KINDS,
  numbersText,
  pickNumber,
  placementsOfBet,
  pocketColour,
  rouletteBet,
  stakeOn,
  TABLE_SPOTS,
  totalStake,
  type InsideKind,
  type TablePlacement,
  type TableSpot,
} from '../roulette-table.ts';
import { ChipPicker, PlayButton, RoundFailure, RoundResult, RulesDisclosure, StakeMarker, useChip, useRoundHistory, useStake, type GameViewProps } from './game-parts.tsx';

type RouletteWords = TranslationFunctions['casino']['game']['roulette'];

const DOZENS = ['first', 'second', 'third'] as const;

function spotText(r: RouletteWords, spot: TableSpot): string {
  switch (spot.name.type) {
    case 'number':
      return String(spot.name.number);
    case 'dozen':
      return r.dozens[DOZENS[spot.name.index]]();
    case 'column':
      return r.column();
    case 'outside':
      return r.kinds[spot.name.kind]();
  }
}

function spotName(r: RouletteWords, spot: TableSpot): string {
  switch (spot.name.type) {
    case 'number':
      return r.number({ number: spot.name.number, colour: r.colours[pocketColour(spot.name.number)]() });
    case 'column':
      return r.columnName({ numbers: numbersText('column', spot.numbers) });
    default:
      return spotText(r, spot);
  }
}

/** A placement as the lists name it: "Split 17–18", "Red". */
export function placementText(r: RouletteWords, kind: RouletteKind, numbers: readonly number[]): string {
  const nums = numbersText(kind, numbers);
  return nums && kind !== 'low' && kind !== 'high' ? `${r.kinds[kind]()} ${nums}` : r.kinds[kind]();
}

const spotStyle = (spot: TableSpot) =>
  ({
    '--ar': spot.across.row,
    '--ac': spot.across.col,
    '--ars': spot.across.rows,
    '--acs': spot.across.cols,
    '--dr': spot.down.row,
    '--dc': spot.down.col,
    '--drs': spot.down.rows,
    '--dcs': spot.down.cols,
  }) as CSSProperties;

export function RouletteView({ game, play, currency, balance, playLabel }: GameViewProps) {
  const { LL, locale } = useI18nContext();
  const r = LL.casino.game.roulette;
  const { ladder } = useStake(game);
  const { chips, chip, setChip } = useChip(ladder);
  const [betType, setBetType] = useState<InsideKind>('straight');
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [placements, setPlacements] = useState<readonly TablePlacement[]>([]);
  const [undo, setUndo] = useState<readonly (readonly TablePlacement[])[]>([]);
  const round = play.round;
  const outcome = round?.Status === 'settled' ? (round.Outcome as RouletteOutcome) : null;
  const history = useRoundHistory(round, (settled) => (settled.Outcome as RouletteOutcome).pocket);

  const min = BigInt(game.MinStakeMinor);
  const max = BigInt(game.MaxStakeMinor);
  const total = totalStake(placements);
  const short = total > balance;
  const overMax = total > max;
  const canSpin = placements.length > 0 && total >= min && !overMax && !short && !play.busy;

  const place = (kind: RouletteKind, numbers: readonly number[]) => {
    const next = addChip(placements, kind, numbers, chip);
    if (next === placements) return;
    setUndo([...undo, placements].slice(-50));
    setPlacements(next);
  };
  const clickSpot = (spot: TableSpot) => {
    if (spot.name.type !== 'number' || betType === 'straight') {
      place(spot.kind, spot.numbers);
      return;
    }
    const next = pickNumber(betType, picked, spot.name.number);
    setPicked(next.picked);
    if (next.place) place(betType, next.place);
  };
  const chooseType = (kind: InsideKind) => {
    setBetType(kind);
    setPicked([]);
  };
  const covered = coveredByInside(placements);
  const hints = completingNumbers(betType, picked);

  return (
    <section className="game game--roulette" aria-label={game.Name}>
      <div className="game__stage roulette-stage">
        <div className="roulette-table" role="group" aria-label={r.table()}>
          {TABLE_SPOTS.map((spot) => {
            const number = spot.name.type === 'number' ? spot.name.number : null;
            const staked = stakeOn(placements, spot.kind, spot.numbers);
            const classes = [
              'roulette-spot',
              `roulette-spot--${spot.colour ?? 'plain'}`,
              number !== null && outcome?.pocket === number ? 'roulette-spot--hit' : '',
              number !== null && picked.includes(number) ? 'roulette-spot--picked' : '',
              number !== null && hints.has(number) ? 'roulette-spot--hint' : '',
              number !== null && covered.has(number) ? 'roulette-spot--covered' : '',
            ];
            const name = spotName(r, spot);
            return (
              <button
                key={spot.key}
                type="button"
                className={classes.filter(Boolean).join(' ')}
                style={spotStyle(spot)}
                data-spot={spot.key}
                aria-label={staked > 0n ? r.spotStaked({ spot: name, amount: minorText(staked, currency, locale) }) : name}
                aria-pressed={number !== null && betType !== 'straight' ? picked.includes(number) : undefined}
                disabled={play.busy}
                onClick={() => clickSpot(spot)}
              >
                <span className="roulette-spot__label">{spotText(r, spot)}</span>
                <StakeMarker minor={staked} currency={currency} />
              </button>
            );
          })}
        </div>
      </div>
      <div className="game__controls roulette-controls">
        <ChipPicker values={chips} value={chip} onChange={setChip} currency={currency} />
        <div className="bet-types" role="group" aria-label={r.betType()}>
          {INSIDE_KINDS.map((kind) => (
            <button key={kind} type="button" className="bet-type" aria-pressed={betType === kind} onClick={() => chooseType(kind)}>
              {r.kinds[kind]()}
            </button>
          ))}
        </div>
        <p className="roulette-hint muted" aria-live="polite">
          {picked.length > 0 ? r.picked({ numbers: picked.join(', ') }) : r.pickHint[betType]()}
        </p>
        <CurrentBets placements={placements} currency={currency} />
        <p className="game-total tabular" data-total-stake-minor={total.toString()}>
          {LL.casino.game.totalStake({ amount: minorText(total, currency, locale) })}
        </p>
        <div className="game__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={undo.length === 0 || play.busy}
            onClick={() => {
              setPlacements(undo[undo.length - 1] ?? []);
              setUndo(undo.slice(0, -1));
            }}
          >
            {r.undo()}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={placements.length === 0 || play.busy}
            onClick={() => {
              setUndo([...undo, placements].slice(-50));
              setPlacements([]);
              setPicked([]);
            }}
          >
            {r.clear()}
          </button>
          <PlayButton className="btn btn--primary game__primary" disabled={!canSpin} busy={play.busy} onPress={() => play.play(rouletteBet(placements))}>
            {playLabel ?? r.spin()}
          </PlayButton>
        </div>
        <p className="game-note" aria-live="polite">
          {overMax ? r.overMax({ amount: minorText(max, currency, locale) }) : short ? LL.casino.game.overBalance() : placements.length > 0 && total < min ? r.underMin({ amount: minorText(min, currency, locale) }) : '\u00a0'}
        </p>
      </div>
      <RoundFailure play={play} />
      <RoundResult round={round} currency={currency} className="roulette-result">
        {outcome && round && (
          <>
            <div className="roulette-landing">
              <span key={round.Id} className={`roulette-pocket roulette-pocket--${outcome.colour}`} data-pocket={outcome.pocket} aria-hidden="true">
                {outcome.pocket}
              </span>
              <p>{r.landed({ number: outcome.pocket, colour: r.colours[outcome.colour]() })}</p>
            </div>
            <ul className="game-returns" aria-label={LL.casino.game.yourBets()}>
              {placementsOfBet(round.Bet).map((p, i) => {
                const returned = BigInt(outcome.returnsMinor[i] ?? '0');
                return (
                  <li key={i} className={returned > 0n ? 'game-return game-return--won' : 'game-return'} data-return-minor={returned.toString()}>
                    <span>{placementText(r, p.kind, p.numbers)}</span>
                    <span className="tabular">{minorText(p.stakeMinor, currency, locale)}</span>
                    <span className="tabular">{returned > 0n ? LL.casino.game.returned({ amount: minorText(returned, currency, locale) }) : LL.casino.game.lost()}</span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </RoundResult>
      <div className="roulette-history">
        <span className="muted">{r.lastResults()}</span>
        <ol className="roulette-history__list" aria-label={r.lastResults()}>
          {history.map((pocket, i) => (
            <li key={`${history.length - i}`} className={`roulette-pocket roulette-pocket--small roulette-pocket--${pocketColour(pocket)}`} aria-label={r.number({ number: pocket, colour: r.colours[pocketColour(pocket)]() })}>
              {pocket}
            </li>
          ))}
        </ol>
      </div>
      <RulesDisclosure game={game}>
        <p>{LL.casino.rules.roulette()}</p>
      </RulesDisclosure>
    </section>
  );
}

/** What lies on the table now, one row a placement (inside bets other than straights show only here). */
function CurrentBets({ placements, currency }: { readonly placements: readonly TablePlacement[]; readonly currency: CurrencyCode }) {
  const { LL, locale } = useI18nContext();
  const r = LL.casino.game.roulette;
  return (
    <ul className="roulette-bets" aria-label={r.onTable()}>
      {placements.length === 0 && <li className="muted">{r.noBets()}</li>}
      {placements.map((p) => (
        <li key={`${p.kind}:${p.numbers.join(',')}`} data-kind={p.kind}>
          <span>{placementText(r, p.kind, p.numbers)}</span>
          <span className="tabular">{minorText(p.stakeMinor, currency, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
