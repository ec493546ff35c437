/** The results pages (SPEC RTE-05): the day's results, or one finished match's (keyed, so a new one starts clean). */
import { ResultMatchPage } from './result-match-page.tsx';
import { ResultsPage } from './results-page.tsx';

export function ResultsSection({ matchId }: { readonly matchId: number | null }) {
  return matchId === null ? <ResultsPage /> : <ResultMatchPage key={matchId} matchId={matchId} />;
}
