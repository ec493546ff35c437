/**
 * Which match rows of a list (/live, a pre-match list) are on the screen or near it, reported to the feed at most once a frame;
 * the feed then sends only those rows' changes, so a phone showing ten of three hundred matches
 * does the work of ten. Rows have `content-visibility: auto` (live.css): the browser already tracks
 * which ones it skips rendering (those well off the screen), and says so with
 * `contentvisibilityautostatechange`, so no observer of our own measures three hundred rows every
 * frame. A row counts as visible until the browser says it skips it; a browser without the event
 * therefore gets every row's changes. A row the house drew (ADR 0044) was laid out, and the event
 * sent, before the page hydrated and listened: so each row is also asked once, a frame after it is
 * followed, whether the browser skips it now.
 */
import { showRows } from '../store/feed-bridge.ts';
import type { FeedQuery } from '../../workers/feed/contract.ts';

type VisibilityEvent = Event & { readonly skipped: boolean };
type RowRef = (row: HTMLElement | null) => (() => void) | undefined;

const byQuery = new Map<string, RowRef>();

/** The ref callback for the rows of one query's list (one per query key, so React keeps it stable). */
export function rowVisibility(query: FeedQuery, key: string): RowRef {
  let ref = byQuery.get(key);
  if (!ref) byQuery.set(key, (ref = createRowVisibility(query)));
  return ref;
}

function createRowVisibility(query: FeedQuery): RowRef {
  // Rows seen per match: a match can show in two places at once (the /live list and the sidebar's
  // live mode), and stays followed while either of them is seen.
  const visible = new Map<number, number>();
  let reportQueued = false;
  const report = () => {
    reportQueued = false;
    showRows(query, [...visible.keys()]);
  };
  const queueReport = () => {
    if (reportQueued) return;
    reportQueued = true;
    requestAnimationFrame(report);
  };
  return (row) => watchRow(row, visible, queueReport);
}

/** Follows a row carrying `data-match-id` while it is in the document. */
function watchRow(row: HTMLElement | null, visible: Map<number, number>, queueReport: () => void): (() => void) | undefined {
  if (!row) return undefined;
  const id = Number(row.dataset.matchId);
  let seen = false;
  const see = (now: boolean) => {
    if (now === seen) return;
    seen = now;
    const count = (visible.get(id) ?? 0) + (now ? 1 : -1);
    if (count > 0) visible.set(id, count);
    else visible.delete(id);
    queueReport();
  };
  const onChange = (event: Event) => see(!(event as VisibilityEvent).skipped);
  see(true);
  row.addEventListener('contentvisibilityautostatechange', onChange);
  const asked = requestAnimationFrame(() => see(skippedNow(row) !== true));
  return () => {
    cancelAnimationFrame(asked);
    row.removeEventListener('contentvisibilityautostatechange', onChange);
    see(false);
  };
}

/**
 * Whether the browser skips rendering the row's contents now (content-visibility: auto); undefined
 * where it cannot say, or the row is not rendered at all (a closed drawer's): the event tells when it is.
 */
function skippedNow(row: HTMLElement): boolean | undefined {
  const content = row.firstElementChild;
  if (!content || typeof row.checkVisibility !== 'function' || !row.checkVisibility()) return undefined;
  return !content.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
}
