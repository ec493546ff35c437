import { lazyPage, PageSuspense } from './page-suspense.tsx';

// Its own chunk, with the feed bridge: a match page is reached from a list, never the first thing paid for.
const MatchPage = lazyPage('src/features/match/match-page.tsx', () => import('../../features/match/match-page.tsx').then((m) => m.MatchPage));

/** A match page under any of its paths (RTE-04, RTE-13, RTE-16); keyed by match so a new one starts clean. */
export function LazyMatchPage({ matchId }: { readonly matchId: number }) {
  return (
    <PageSuspense>
      <MatchPage key={matchId} matchId={matchId} />
    </PageSuspense>
  );
}
