/**
 * The pages of /esports (SPEC RTE-14..RTE-18), by what the path names: the /sport section's list,
 * results and outright pages narrowed to an esport sport (docs/decisions/0028), and match pages.
 */
import type { EsportsPage } from '../../../domain/site-routes.ts';
import { ResultsHomeContext } from '../../features/results/results-home.ts';
import { LazyMatchPage } from './lazy-match-page.tsx';
import { lazyPage, PageSuspense } from './page-suspense.tsx';

const ResultsSection = lazyPage('src/features/results/results-section.tsx', () => import('../../features/results/results-section.tsx').then((m) => m.ResultsSection));
const PrematchPage = lazyPage('src/features/sportsbook/prematch-page.tsx', () => import('../../features/sportsbook/prematch-page.tsx').then((m) => m.PrematchPage));

export function EsportsSection({ page }: { readonly page: EsportsPage }) {
  switch (page.kind) {
    case 'match':
      return <LazyMatchPage matchId={page.matchId} />;
    case 'results':
      return (
        <ResultsHomeContext value={{ to: { page: 'esports', rest: `${page.sport}/results` }, esport: page.sport }}>
          <PageSuspense>
            <ResultsSection matchId={page.matchId} />
          </PageSuspense>
        </ResultsHomeContext>
      );
    case 'list':
      return (
        <PageSuspense>
          <PrematchPage key={JSON.stringify(page)} page={{ kind: 'esports', page }} />
        </PageSuspense>
      );
    case 'outrights':
      return (
        <PageSuspense>
          <PrematchPage key={JSON.stringify(page)} page={{ kind: 'esports-outrights', page }} />
        </PageSuspense>
      );
  }
}
