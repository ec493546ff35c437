/**
 * Baccarat, punto banco (issue #19): a chip value, stakes on Player, Tie and Banker (each click
 * adds a chip), Clear and Deal; then both hands with their totals, the winner, and what each
 * placement returned.
 */
import { useState } from 'react';
import type { BaccaratOutcome } from '../../../../domain/casino/baccarat.ts';
import { BACCARAT_SIDES, type BaccaratBetInput, type BaccaratSide } from '../../../../schemas/casino-bets.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { minorText } from '../casino-labels.ts';
import { BalanceNote, ChipPicker, PlayButton, RoundFailure, RoundResult, RulesDisclosure, useChip, useStake, type GameViewProps } from './game-parts.tsx';
import { BaccaratCoup } from './baccarat-coup.tsx';

type Stakes = Readonly<Record<BaccaratSide, bigint>>;
const NO_STAKES: Stakes = { player: 0n, banker: 0n, tie: 0n };
/** The felt's order: the two hands either side of the tie. */
const SPOT_ORDER: readonly BaccaratSide[] = ['player', 'tie', 'banker'];

/** The wire bet: one placement a side with a stake, in the house's side order. */
export function baccaratBet(stakes: Stakes): BaccaratBetInput {
  return { Placements: BACCARAT_SIDES.filter((side) => stakes[side] > 0n).map((side) => ({ Side: side, StakeMinor: stakes[side].toString() })) };
}

export function BaccaratView({ game, play, currency, balance, playLabel }: GameViewProps) {
  const { LL, locale } = useI18nContext();
  const c = LL.casino.game.baccarat;
  const { ladder } = useStake(game);
  const { chips, chip, setChip } = useChip(ladder);
  const [stakes, setStakes] = useState<Stakes>(NO_STAKES);
  const round = play.round;
  const outcome = round?.Status === 'settled' ? (round.Outcome as BaccaratOutcome) : null;
  const total = stakes.player + stakes.banker + stakes.tie;
  const min = BigInt(game.MinStakeMinor);
  const max = BigInt(game.MaxStakeMinor);
  const short = total > balance;
  const canDeal = total >= min && total <= max && !short && !play.busy;

  return (
    <section className="game game--baccarat" aria-label={game.Name}>
      <div className="game__stage felt">
        {outcome && round ? <BaccaratCoup key={round.Id} outcome={outcome} /> : <div className="felt__empty muted">{c.placeStakes()}</div>}
      </div>
      <div className="game__controls baccarat-controls">
        <ChipPicker values={chips} value={chip} onChange={setChip} currency={currency} />
        <div className="baccarat-spots" role="group" aria-label={c.spots()}>
          {SPOT_ORDER.map((side) => (
            <button
              key={side}
              type="button"
              className={`baccarat-spot baccarat-spot--${side}${outcome?.winner === side ? ' baccarat-spot--won' : ''}`}
              data-side={side}
              data-stake-minor={stakes[side].toString()}
              disabled={play.busy || total + chip > max}
              aria-label={c.addChip({ amount: minorText(chip, currency, locale), side: c.sides[side]() })}
              onClick={() => setStakes({ ...stakes, [side]: stakes[side] + chip })}
            >
              <span className="baccarat-spot__name">{c.sides[side]()}</span>
              <span className="baccarat-spot__pays muted">{c.pays[side]()}</span>
              <span className="baccarat-spot__stake tabular">{stakes[side] > 0n ? minorText(stakes[side], currency, locale) : '\u00a0'}</span>
            </button>
          ))}
        </div>
        <p className="game-total tabular" data-total-stake-minor={total.toString()}>
          {LL.casino.game.totalStake({ amount: minorText(total, currency, locale) })}
        </p>
        <div className="game__buttons">
          <button type="button" className="btn btn--ghost" disabled={total === 0n || play.busy} onClick={() => setStakes(NO_STAKES)}>
            {c.clear()}
          </button>
          <PlayButton className="btn btn--primary game__primary" disabled={!canDeal} busy={play.busy} onPress={() => play.play(baccaratBet(stakes))}>
            {playLabel ?? c.deal()}
          </PlayButton>
        </div>
        <BalanceNote short={short} />
      </div>
      <RoundFailure play={play} />
      <RoundResult round={round} currency={currency} className="baccarat-result">
        {outcome && round && (
          <>
            <p className="baccarat-winner" data-winner={outcome.winner}>
              <strong>{c.winner[outcome.winner]()}</strong> {outcome.natural ? <span className="hand-badge">{c.natural()}</span> : null}
            </p>
            <ul className="game-returns" aria-label={LL.casino.game.yourBets()}>
              {((round.Bet as BaccaratBetInput | null)?.Placements ?? []).map((p, i) => {
                const returned = BigInt(outcome.returnsMinor[i] ?? '0');
                return (
                  <li key={p.Side} className={returned > 0n ? 'game-return game-return--won' : 'game-return'} data-return-minor={returned.toString()}>
                    <span>{c.sides[p.Side]()}</span>
                    <span className="tabular">{minorText(p.StakeMinor, currency, locale)}</span>
                    <span className="tabular">{returned > 0n ? LL.casino.game.returned({ amount: minorText(returned, currency, locale) }) : LL.casino.game.lost()}</span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </RoundResult>
      <RulesDisclosure game={game}>
        <p>{LL.casino.rules.baccarat()}</p>
      </RulesDisclosure>
    </section>
  );
}
