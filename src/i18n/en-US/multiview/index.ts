import type { BaseTranslation } from '../../i18n-types.ts';

/** The live multi-view and featured pages (SPEC RTE-03, SCR-07; docs/decisions/0029). */
const en_US_multiview = {
  title: 'Multi-view',
  featuredTitle: 'Featured live',
  intro: 'Up to {max:number} live matches side by side',
  featuredIntro: 'The top live matches right now',
  loading: 'Loading matches…',
  emptyTitle: 'No matches in your multi-view yet',
  emptyHint: 'Add up to {max:number} live matches with the multi-view button on any live match.',
  goLive: 'Browse live matches',
  featuredEmpty: 'No live matches to feature right now.',
  error: 'Live data cannot be reached right now. Retrying…',
  count: '{count:number} of {max:number} matches',
  tabs: 'Matches in the multi-view',
  allMarkets: 'All markets',
  ended: 'This match has ended.',
} satisfies BaseTranslation;

export default en_US_multiview;
