/**
 * A price's movement (issue #16, "odds history from the local log"): a step chart of every value
 * the worker saw it take since the page opened, its open, high, low and last, how long ago it last
 * moved, and a steam or drift flag. The worker follows the match while it is open, so it keeps moving.
 */
import './price-history.css';
import { useId } from 'react';
import { formatOdds } from '../../../domain/odds-format.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { isLoading, useFeed } from '../../store/feed-bridge.ts';
import { useNow } from '../../store/use-now.ts';
import { closePriceHistory, type PriceHistoryTarget } from '../../store/price-history.ts';
import { useSettings } from '../../store/settings.ts';
import { sparklinePath } from './sparkline-path.ts';

/** The summary's figures, in the order shown; each is also its label's key. */
const FIGURES = ['open', 'high', 'low', 'last'] as const;

const WIDTH = 320;
const HEIGHT = 120;

export function PriceHistoryDialog({ target }: { readonly target: PriceHistoryTarget }) {
  const { LL } = useI18nContext();
  const { oddsFormat } = useSettings();
  const now = useNow();
  const titleId = useId();
  const state = useFeed({ kind: 'price-history', matchId: target.matchId, marketId: target.marketId, outcomeId: target.outcomeId });
  const odds = (price: number) => formatOdds(price, oddsFormat);
  const close = (
    <button type="button" className="button" onClick={closePriceHistory}>
      {LL.modals.close()}
    </button>
  );
  if (isLoading(state)) {
    return (
      <ModalDialog tag="priceHistory" title={LL.priceHistory.title()} onClose={closePriceHistory} actions={close}>
        <p className="price-history__name">{target.name}</p>
        <p role="status">{LL.priceHistory.loading()}</p>
      </ModalDialog>
    );
  }
  const { points, summary, move, status } = state;
  const line = sparklinePath(points, Math.max(now, state.at), WIDTH, HEIGHT);
  const lastMove = points.at(-1)?.[0];
  return (
    <ModalDialog tag="priceHistory" title={LL.priceHistory.title()} onClose={closePriceHistory} actions={close}>
      <div className="price-history" data-points={points.length} data-stale={status === 'live' ? undefined : 'true'} data-move={move ?? undefined}>
        <p className="price-history__name">{target.name}</p>
        {summary && line ? (
          <>
            <svg className="price-history__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
              <title id={titleId}>{LL.priceHistory.chart({ open: odds(summary.open), last: odds(summary.last), count: points.length })}</title>
              <path d={line.path} className="price-history__line" />
              <circle cx={line.lastX} cy={line.lastY} r={3.5} className="price-history__dot" />
            </svg>
            <dl className="price-history__figures tabular">
              {FIGURES.map((figure) => (
                <div key={figure}>
                  <dt>{LL.priceHistory[figure]()}</dt>
                  <dd data-figure={figure}>{odds(summary[figure])}</dd>
                </div>
              ))}
            </dl>
            <p className="price-history__meta">
              {LL.priceHistory.moves({ count: Math.max(points.length - 1, 0) })}
              {lastMove !== undefined && <> · {LL.priceHistory.lastMoved({ seconds: Math.max(0, Math.round((now - lastMove) / 1000)) })}</>}
            </p>
          </>
        ) : (
          <p className="price-history__empty">{LL.priceHistory.empty()}</p>
        )}
        {move && (
          <p className={`price-history__move price-history__move--${move}`} data-flag={move}>
            {move === 'steam' ? LL.priceHistory.steam() : LL.priceHistory.drift()}
          </p>
        )}
        {status !== 'live' && <p className="price-history__stale">{LL.priceHistory.stale()}</p>}
        <p className="price-history__hint">{LL.priceHistory.hint()}</p>
      </div>
    </ModalDialog>
  );
}
