import { lazy, Suspense } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';

// Its own chunk, with the feed bridge: a match page is reached from a list, never the first thing paid for.
const MatchPage = lazy(() => import('../../features/match/match-page.tsx').then((m) => ({ default: m.MatchPage })));

/** A match page under any of its paths (RTE-04, RTE-13, RTE-16); keyed by match so a new one starts clean. */
export function LazyMatchPage({ matchId }: { readonly matchId: number }) {
  const { LL } = useI18nContext();
  return (
    <Suspense
      fallback={
        <p className="page" role="status" aria-busy="true">
          {LL.match.loading()}
        </p>
      }
    >
      <MatchPage key={matchId} matchId={matchId} />
    </Suspense>
  );
}
