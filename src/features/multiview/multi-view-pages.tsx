/**
 * /{lang}/live/multi-view and /{lang}/live/featured (SPEC RTE-03, SCR-07, CON-12;
 * docs/decisions/0029-live-multi-view.md). The multi-view shows the live matches the player chose
 * (at most four, remembered in this browser) and drops those that finish; featured shows the
 * house's top live matches (the home page's ranking, domain/home-picks.ts) in the same panels.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { liveNowIds } from '../../../domain/home-picks.ts';
import { FEATURED_LIVE_MATCHES, MULTI_VIEW_TABS } from '../../../domain/multi-view.ts';
import { QUERIES, type MatchRowView } from '../../../workers/feed/contract.ts';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import { isLoading, useFeed } from '../../store/feed-bridge.ts';
import { dropEndedFromMultiView, useMultiView } from '../../store/multi-view.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { SlipNotice } from '../../ui/slip-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useNamespace } from '../../ui/use-namespace.ts';
import { LivePanels } from './live-panels.tsx';
import './multiview.css';

type PageProps = { readonly name: 'multi-view' | 'featured'; readonly title: string; readonly intro: string; readonly children: ReactNode };

function LivePanelsPage({ name, title, intro, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <section className="mv-page" aria-labelledby="mv-title" data-live-page={name}>
      <header className="mv-page__header">
        <h1 id="mv-title">{title}</h1>
        <p className="mv-page__intro">{intro}</p>
      </header>
      <SlipNotice />
      {children}
    </section>
  );
}

function PageState({ busy, children }: { readonly busy?: boolean; readonly children: ReactNode }) {
  return (
    <div className="mv-page__state" role="status" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** The page's words are their own namespace, loaded with the page. */
function WithWords({ children }: { readonly children: () => ReactNode }) {
  const { LL } = useI18nContext();
  if (!useNamespace('multiview')) return <PageState busy>{LL.shell.loading()}</PageState>;
  return children();
}

export function MultiViewPage() {
  return <WithWords>{() => <MultiView />}</WithWords>;
}

export function FeaturedPage() {
  return <WithWords>{() => <Featured />}</WithWords>;
}

function MultiView() {
  const { LL } = useI18nContext();
  const ids = useMultiView();
  const ended = useCallback((matchId: number) => dropEndedFromMultiView((id) => id === matchId), []);
  return (
    <LivePanelsPage name="multi-view" title={LL.multiview.title()} intro={ids.length > 0 ? LL.multiview.count({ count: ids.length, max: MULTI_VIEW_TABS }) : LL.multiview.intro({ max: MULTI_VIEW_TABS })}>
      {ids.length === 0 ? (
        <PageState>
          <p className="mv-page__state-title">{LL.multiview.emptyTitle()}</p>
          <p>{LL.multiview.emptyHint({ max: MULTI_VIEW_TABS })}</p>
          <AppLink to={{ page: 'live' }} className="btn btn--primary">
            {LL.multiview.goLive()}
          </AppLink>
        </PageState>
      ) : (
        <LivePanels ids={ids} onEnded={ended} />
      )}
    </LivePanelsPage>
  );
}

/** A money line a player can take now (as the home page's Live now block picks). */
const isOpen = (row: MatchRowView | undefined) => row !== undefined && !row.suspended && row.moneyLine.some((o) => o.active);

function Featured() {
  const { LL } = useI18nContext();
  const snap = useFeed(QUERIES.live);
  // A featured match stays while live: the panels do not reshuffle under the player's finger.
  const [shown, setShown] = useState<readonly number[]>([]);
  const ids = isLoading(snap) ? [] : liveNowIds(snap.sports, shown, (id) => isOpen(snap.matches[id]), FEATURED_LIVE_MATCHES, 1);
  if (ids.join() !== shown.join()) setShown(ids);
  return (
    <LivePanelsPage name="featured" title={LL.multiview.featuredTitle()} intro={LL.multiview.featuredIntro()}>
      {isLoading(snap) || (snap.status === 'connecting' && ids.length === 0) ? (
        <PageState busy>{LL.multiview.loading()}</PageState>
      ) : snap.status === 'reconnecting' && ids.length === 0 ? (
        <PageState>{LL.multiview.error()}</PageState>
      ) : shown.length === 0 ? (
        <PageState>
          <p>{LL.multiview.featuredEmpty()}</p>
          <AppLink to={{ page: 'live' }} className="btn btn--primary">
            {LL.multiview.goLive()}
          </AppLink>
        </PageState>
      ) : (
        <LivePanels ids={shown} />
      )}
    </LivePanelsPage>
  );
}
