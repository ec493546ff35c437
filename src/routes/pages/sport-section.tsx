import type { SportPage } from '../../../domain/site-routes.ts';
import { useSettings } from '../../store/settings.ts';
import { LazyMatchPage } from './lazy-match-page.tsx';
import { lazyPage, PageSuspense } from './page-suspense.tsx';

const ResultsSection = lazyPage('src/features/results/results-section.tsx', () => import('../../features/results/results-section.tsx').then((m) => m.ResultsSection));
const SportsIndex = lazyPage('src/features/sportsbook/sports-index.tsx', () => import('../../features/sportsbook/sports-index.tsx').then((m) => m.SportsIndex));
const SchedulePage = lazyPage('src/features/schedule/schedule-page.tsx', () => import('../../features/schedule/schedule-page.tsx').then((m) => m.SchedulePage));
const PrematchPage = lazyPage('src/features/sportsbook/prematch-page.tsx', () => import('../../features/sportsbook/prematch-page.tsx').then((m) => m.PrematchPage));

/** The pages of /sport (SPEC RTE-05..RTE-13), by what the path names. */
export function SportSection({ page }: { readonly page: SportPage }) {
  const { viewFormat } = useSettings();
  switch (page.kind) {
    case 'match':
      return <LazyMatchPage matchId={page.matchId} />;
    case 'results':
      return (
        <PageSuspense>
          <ResultsSection matchId={page.matchId} />
        </PageSuspense>
      );
    case 'index':
      return (
        <PageSuspense>
          <SportsIndex />
        </PageSuspense>
      );
    case 'schedule':
      return (
        <PageSuspense>
          <SchedulePage />
        </PageSuspense>
      );
    case 'list':
    case 'today':
    case 'top-tournaments':
    case 'outrights':
    case 'favorites':
    case 'asian':
      return (
        <PageSuspense>
          <PrematchPage key={`${viewFormat}:${JSON.stringify(page)}`} page={page} />
        </PageSuspense>
      );
  }
}

