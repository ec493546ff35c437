/**
 * Blackjack (issue #19): a stake and Deal; the dealer's cards (the hole card face down while the
 * hand is open) and the player's hands with their totals ("7/17" while soft); while the hand is
 * open, a button for each move the engine allows now (the container's data-actions lists them);
 * once it ends, each hand's result and a new Deal.
 */
import { useEffect, useRef } from 'react';
import { legalActions, type BlackjackState } from '../../../../domain/casino/blackjack.ts';
import { BLACKJACK_ACTIONS, type BlackjackAction } from '../../../../schemas/casino.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { handTotalLabel } from '../card-faces.ts';
import { minorText } from '../casino-labels.ts';
import { BalanceNote, PlayButton, RoundFailure, RoundResult, RulesDisclosure, StakePicker, useStake, type GameViewProps } from './game-parts.tsx';
import { BlackjackTable } from './blackjack-table.tsx';

export function BlackjackView({ game, play, currency, balance }: GameViewProps) {
  const { LL, locale } = useI18nContext();
  const b = LL.casino.game.blackjack;
  const { ladder, stake, setStake } = useStake(game);
  const round = play.round;
  const state = round ? (round.Outcome as BlackjackState) : null;
  const open = round?.Status === 'open' && state !== null && !state.finished;
  const legal: readonly BlackjackAction[] = open ? legalActions(state) : [];
  const hand = open ? state.hands[state.active] : undefined;
  /** A double or a split stakes the hand's stake again. */
  const raiseShort = hand ? BigInt(hand.stakeMinor) > balance : false;
  const short = stake > balance;
  /** The hand ended under a move the player made here: Deal takes the focus the move's button had. */
  const acted = useRef(false);
  const deal = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open || !acted.current) return;
    acted.current = false;
    if (document.activeElement === document.body || document.activeElement === null) deal.current?.focus();
  }, [open]);

  return (
    <section className="game game--blackjack" aria-label={game.Name}>
      <div className="game__stage felt">{state ? <BlackjackTable state={state} open={open} currency={currency} /> : <div className="felt__empty muted">{b.placeStake()}</div>}</div>
      <div className="game__controls blackjack-controls">
        <div className="blackjack-actions" role="group" aria-label={b.actions()} data-actions={legal.join(' ')} hidden={!open}>
          {BLACKJACK_ACTIONS.filter((action) => legal.includes(action)).map((action) => (
            <PlayButton
              key={action}
              className={action === 'hit' ? 'btn btn--primary' : 'btn btn--ghost'}
              data-action={action}
              disabled={play.busy || ((action === 'double' || action === 'split') && raiseShort)}
              busy={play.busy}
              onPress={() => {
                acted.current = true;
                play.act(action);
              }}
            >
              {b[action]()}
            </PlayButton>
          ))}
        </div>
        {!open && (
          <>
            <StakePicker ladder={ladder} value={stake} onChange={setStake} currency={currency} disabled={play.busy} />
            <PlayButton ref={deal} className="btn btn--primary game__primary" disabled={play.busy || short} busy={play.busy} onPress={() => play.play({ StakeMinor: stake.toString() })}>
              {b.deal()}
            </PlayButton>
          </>
        )}
        <BalanceNote short={open ? raiseShort && (legal.includes('double') || legal.includes('split')) : short} />
      </div>
      <RoundFailure play={play} />
      <RoundResult round={round} currency={currency} className="blackjack-result">
        {state && round?.Status === 'settled' && (
          <ul className="game-returns">
            {state.hands.map((h, i) => (
              <li key={i} className={BigInt(h.payoutMinor ?? '0') > 0n ? 'game-return game-return--won' : 'game-return'} data-hand-result={h.result ?? undefined}>
                <span>{state.hands.length > 1 ? b.hand({ number: i + 1 }) : b.you()}</span>
                <span className="tabular">{handTotalLabel(h.cards, true)}</span>
                <span>{h.result ? b.results[h.result]() : ''}</span>
                <span className="tabular">{minorText(h.payoutMinor ?? '0', currency, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        {open && <p className="muted">{b.yourMove()}</p>}
      </RoundResult>
      <RulesDisclosure game={game}>
        <p>{LL.casino.rules.blackjack()}</p>
      </RulesDisclosure>
    </section>
  );
}
