/** A slot spin's 5×3 grid: the symbols as they landed, winning cells lit, reels a wild filled marked. */
import type { CSSProperties } from 'react';
import type { SlotSpin } from '../../../../domain/casino/slot-engine.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { cellKey, winningCells } from '../slot-board.ts';
import { SlotSymbol } from './slot-symbol.tsx';

/** A symbol's name in the page's language (its id when the dictionary has none). */
export function symbolName(LL: TranslationFunctions, id: string): string {
  const names = LL.casino.rules.symbols as unknown as Readonly<Record<string, (() => string) | undefined>>;
  return names[id]?.() ?? id;
}

type Props = {
  readonly spin: SlotSpin;
  readonly lines: readonly (readonly number[])[];
  /** The scatter's symbol id, lit when it pays. */
  readonly scatter?: string | null;
  /** One win (an index into spin.lines) to show alone, e.g. while its row in the list is hovered. */
  readonly focus?: number | null;
  /** Spins the reels in when a new round lands (the key of the grid changes with the round). */
  readonly spinning?: boolean;
};

export function SlotGrid({ spin, lines, scatter = null, focus = null, spinning = false }: Props) {
  const { LL } = useI18nContext();
  const wins = winningCells(spin, lines, scatter);
  return (
    <div className={spinning ? 'slot-grid slot-grid--spin' : 'slot-grid'} role="group" aria-label={LL.casino.game.slot.reels()}>
      {spin.grid.map((reel, r) => (
        <div key={r} className={spin.expandedReels.includes(r) ? 'slot-reel slot-reel--expanded' : 'slot-reel'} style={{ '--reel': r } as CSSProperties}>
          {reel.map((id, row) => {
            const through = wins.get(cellKey(r, row)) ?? [];
            const lit = focus === null ? through.length > 0 : through.includes(focus);
            return (
              <div key={row} className={lit ? 'slot-cell slot-cell--win' : 'slot-cell'} data-win={lit || undefined}>
                <SlotSymbol id={id} label={symbolName(LL, id)} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
