/**
 * A casino game's screen by its kind (issue #19): each kind has its own view under views/, all
 * playing through the page's RoundPlay (store/casino-round.ts) and sharing the stake picker, the
 * last round's result and the error with "Try again" (views/game-parts.tsx).
 */
import { BaccaratView } from './views/baccarat-view.tsx';
import { BlackjackView } from './views/blackjack-view.tsx';
import { CrashView } from './views/crash-view.tsx';
import type { GameViewProps } from './views/game-parts.tsx';
import { RouletteView } from './views/roulette-view.tsx';
import { SlotView } from './views/slot-view.tsx';

export type { GameViewProps };

/** Keyed by game, so a move to another game of the same kind starts from that game's own stakes. */
export function GameView(props: GameViewProps) {
  switch (props.game.Kind) {
    case 'slot':
      return <SlotView key={props.game.Key} {...props} />;
    case 'roulette':
      return <RouletteView key={props.game.Key} {...props} />;
    case 'blackjack':
      return <BlackjackView key={props.game.Key} {...props} />;
    case 'baccarat':
      return <BaccaratView key={props.game.Key} {...props} />;
    case 'crash':
      return <CrashView key={props.game.Key} {...props} />;
  }
}
