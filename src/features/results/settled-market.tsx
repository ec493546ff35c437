/** A finished match's market with how each selection settled (SPEC ENM-02), as a labelled badge. */
import type { CSSProperties } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { useSettings } from '../../store/settings.ts';
import type { SettledMarket as Market, SettledOutcome } from '../../../schemas/results.ts';
import { formatOdds, outcomeLabel } from '../../../domain/odds-format.ts';
import { selectionLabel } from '../../../domain/selection-label.ts';
import { betResultName, currentLinesFirst } from '../../../domain/results.ts';

export function SettledMarket({ market }: { readonly market: Market }) {
  return (
    <li className="settled-market" data-market-id={market.ID}>
      <h3 className="settled-market__title">{market.Title}</h3>
      <ul className="settled-market__outcomes" style={{ '--outcome-cols': Math.min(market.Outcomes.length, 3) } as CSSProperties}>
        {currentLinesFirst(market.Outcomes).map((outcome) => (
          <Outcome key={outcome.ID} outcome={outcome} />
        ))}
      </ul>
    </li>
  );
}

function Outcome({ outcome }: { readonly outcome: SettledOutcome }) {
  const { LL, locale } = useI18nContext();
  const { oddsFormat } = useSettings();
  const result = betResultName(outcome.Result);
  return (
    <li className="settled-outcome" data-outcome-id={outcome.ID} data-result={result} data-retired={outcome.IsRetired || undefined}>
      <span className="settled-outcome__label">
        {outcomeLabel(selectionLabel(outcome.Title, outcome.SpecialBetValue), locale, oddsFormat)}
        {outcome.IsRetired && <span className="settled-outcome__retired">{LL.results.earlierLine()}</span>}
      </span>
      <span className="settled-outcome__odds tabular">{formatOdds(outcome.Odds, oddsFormat)}</span>
      <span className="result-badge" data-result={result}>
        {LL.results.outcome[result]()}
      </span>
    </li>
  );
}
