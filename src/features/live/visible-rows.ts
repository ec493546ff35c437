/**
 * Which live match rows are on the screen or near it, reported to the feed at most once a frame;
 * the feed then sends only those rows' changes, so a phone showing ten of three hundred matches
 * does the work of ten. Rows have `content-visibility: auto` (live.css): the browser already tracks
 * which ones it skips rendering (those well off the screen), and says so with
 * `contentvisibilityautostatechange`, so no observer of our own measures three hundred rows every
 * frame. A row counts as visible until the browser says it skips it; a browser without the event
 * therefore gets every row's changes.
 */
import { showRows } from '../../store/feed-bridge.ts';
import { QUERIES } from '../../../workers/feed/contract.ts';

const visible = new Set<number>();
let reportQueued = false;

function report(): void {
  reportQueued = false;
  showRows(QUERIES.live, [...visible]);
}

function queueReport(): void {
  if (reportQueued) return;
  reportQueued = true;
  requestAnimationFrame(report);
}

type VisibilityEvent = Event & { readonly skipped: boolean };

/** A ref callback for a row carrying `data-match-id`: followed while it is in the document. */
export function watchRowVisibility(row: HTMLElement | null): (() => void) | undefined {
  if (!row) return undefined;
  const id = Number(row.dataset.matchId);
  const onChange = (event: Event) => {
    if ((event as VisibilityEvent).skipped) visible.delete(id);
    else visible.add(id);
    queueReport();
  };
  visible.add(id);
  queueReport();
  row.addEventListener('contentvisibilityautostatechange', onChange);
  return () => {
    row.removeEventListener('contentvisibilityautostatechange', onChange);
    visible.delete(id);
    queueReport();
  };
}
