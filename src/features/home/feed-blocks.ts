/** The home page's blocks that need the feed, as one chunk: the page loads them in one request, after its own first paint. */
export { LiveNow } from './live-now.tsx';
export { PopularMatches } from './popular-matches.tsx';
export { SlipNotice } from '../../ui/slip-notice.tsx';
