/**
 * Which live match rows are on the screen, or within half a screen of it: one IntersectionObserver
 * for every row, reported to the feed at most once a frame. The feed then sends only those rows'
 * changes, so a phone showing ten of three hundred matches does the work of ten.
 */
import { showLiveMatches } from '../../store/feed-bridge.ts';

const NEAR_SCREEN = '50% 0px';

const visible = new Set<number>();
let observer: IntersectionObserver | null = null;
let reportQueued = false;

function report(): void {
  reportQueued = false;
  showLiveMatches([...visible]);
}

function queueReport(): void {
  if (reportQueued) return;
  reportQueued = true;
  requestAnimationFrame(report);
}

function rowsObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = Number((entry.target as HTMLElement).dataset.matchId);
        if (entry.isIntersecting) visible.add(id);
        else visible.delete(id);
      }
      queueReport();
    },
    { rootMargin: NEAR_SCREEN },
  );
  return observer;
}

/** A ref callback for a row carrying `data-match-id`: watched while it is in the document. */
export function watchRowVisibility(row: HTMLElement | null): (() => void) | undefined {
  if (!row || typeof IntersectionObserver !== 'function') return undefined;
  const rows = rowsObserver();
  rows.observe(row);
  return () => {
    rows.unobserve(row);
    visible.delete(Number(row.dataset.matchId));
    queueReport();
  };
}
