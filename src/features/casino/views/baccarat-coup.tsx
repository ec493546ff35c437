/** A baccarat coup: the player's and the banker's cards with their totals, the winning side marked (also drawn by the verify page). */
import type { BaccaratOutcome } from '../../../../domain/casino/baccarat.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { CardHand } from './playing-card.tsx';

/** What a coup shows: the hands, their totals and the winner (a live table's deal has no placements). */
export type CoupShown = Pick<BaccaratOutcome, 'player' | 'banker' | 'playerTotal' | 'bankerTotal' | 'winner'>;

export function BaccaratCoup({ outcome }: { readonly outcome: CoupShown }) {
  const { LL } = useI18nContext();
  const c = LL.casino.game.baccarat;
  return (
    <div className="baccarat-coup">
      <CardHand
        className={outcome.winner === 'player' ? 'card-hand--won' : ''}
        title={c.sides.player()}
        cards={outcome.player}
        total={String(outcome.playerTotal)}
      />
      <CardHand
        className={outcome.winner === 'banker' ? 'card-hand--won' : ''}
        title={c.sides.banker()}
        cards={outcome.banker}
        total={String(outcome.bankerTotal)}
      />
    </div>
  );
}
