/** A blackjack table's state: the dealer's hand over the player's hands (also drawn by the verify page). */
import type { BlackjackState } from '../../../../domain/casino/blackjack.ts';
import type { CurrencyCode } from '../../../../schemas/wallet.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { handTotalLabel } from '../card-faces.ts';
import { minorText } from '../casino-labels.ts';
import { CardHand } from './playing-card.tsx';

type Props = {
  readonly state: BlackjackState;
  /** The hand is still being played: the hole card lies face down and the hand in play is marked. */
  readonly open: boolean;
  /** Null on the verify page, which knows no currency: stakes are then left out. */
  readonly currency: CurrencyCode | null;
};

export function BlackjackTable({ state, open, currency }: Props) {
  const { LL, locale } = useI18nContext();
  const b = LL.casino.game.blackjack;
  // While open the house sends only the up card; the verify page has both, and hides nothing.
  const hidden = open && state.dealer.length < 2 ? 1 : 0;
  return (
    <div className="blackjack-table">
      <CardHand className="card-hand--dealer" title={b.dealer()} cards={state.dealer} hidden={hidden} total={handTotalLabel(state.dealer, !open)} />
      <div className="blackjack-hands">
        {state.hands.map((hand, i) => (
          <CardHand
            key={i}
            title={state.hands.length > 1 ? b.hand({ number: i + 1 }) : b.you()}
            cards={hand.cards}
            total={handTotalLabel(hand.cards, !open || hand.done)}
            active={open && state.active === i}
            badge={
              hand.result ? (
                <span className={`hand-badge hand-badge--${hand.result}`} data-hand-result={hand.result}>
                  {b.results[hand.result]()}
                </span>
              ) : hand.doubled ? (
                <span className="hand-badge">{b.doubled()}</span>
              ) : null
            }
            extra={currency ? <span className="card-hand__stake tabular muted">{b.handStake({ amount: minorText(hand.stakeMinor, currency, locale) })}</span> : null}
          />
        ))}
      </div>
    </div>
  );
}
