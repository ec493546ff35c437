/**
 * One price. It flashes up or down when it moves, is greyed and marked `data-stale` while the feed
 * is not live, and disabled while suspended. The flash is a highlight layer behind the text, an
 * element of its own (an animation on a pseudo-element would cost a style recalculation every
 * frame), shown by price-flash.ts without re-rendering: a price change re-renders one text node.
 */
import './odds-button.css';
import { formatDecimalOdds } from '../../domain/odds.ts';
import { formatOdds } from '../../domain/odds-format.ts';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { useFeedNames } from '../i18n/feed-names.ts';
import { useInSlip } from '../store/feed-bridge.ts';
import { useSettings } from '../store/settings.ts';
import { toggleFromOdds } from './slip-notice.tsx';
import { openPriceHistory } from '../store/price-history.ts';
import { usePriceFlash } from './price-flash.ts';
import type { OutcomeView } from '../../workers/feed/contract.ts';

type Props = {
  readonly outcome: OutcomeView;
  readonly matchId: number;
  /** The money-line market's id within the match; null when the match has none. */
  readonly marketId: number | null;
  readonly match: string;
  readonly suspended: boolean;
  readonly stale: boolean;
};

export function OddsButton({ outcome, matchId, marketId, match, suspended, stale }: Props) {
  const { LL } = useI18nContext();
  const names = useFeedNames();
  const selected = useInSlip(matchId, outcome.id);
  const flash = usePriceFlash(outcome.changes);
  // data-odds keeps the decimal value (a test hook and the bet request's price); the player sees
  // their chosen format (SPEC CON-19…CON-23).
  const decimal = formatDecimalOdds(outcome.price);
  const { oddsFormat } = useSettings();
  const shown = formatOdds(outcome.price, oddsFormat);
  const label = names.outcome(outcome.label);
  const closed = suspended || !outcome.active || marketId === null;
  const trend = outcome.trend === 'up' ? LL.live.priceUp() : outcome.trend === 'down' ? LL.live.priceDown() : '';
  return (
    <button
      type="button"
      className="odds-button"
      data-outcome-id={outcome.id}
      data-odds={decimal}
      data-trend={outcome.trend ?? undefined}
      data-stale={stale ? 'true' : undefined}
      disabled={closed || stale}
      aria-pressed={selected}
      // Right-click, or a long press on a phone, opens the price's movement (its history).
      onContextMenu={(event) => {
        if (marketId === null) return;
        event.preventDefault();
        openPriceHistory({ matchId, marketId, outcomeId: outcome.id, name: `${label}, ${match}` });
      }}
      onClick={(event) => {
        // A click with no pointer (detail 0) came from Enter or Space: the keyboard follows the selection to the slip.
        if (marketId !== null) void toggleFromOdds({ matchId, marketId, outcomeId: outcome.id }, { adding: !selected, keyboard: event.detail === 0 });
      }}
      // The name starts with the visible text (WCAG 2.5.3, label in name), then gives the context.
      aria-label={`${label} ${closed ? LL.live.suspended() : shown}, ${match}${trend ? `, ${trend}` : ''}`}
    >
      <span ref={flash} className="odds-button__flash" aria-hidden="true" />
      <span className="odds-button__label">{label}</span>{' '}
      <span className="odds-button__price">{closed ? '–' : shown}</span>
    </button>
  );
}
